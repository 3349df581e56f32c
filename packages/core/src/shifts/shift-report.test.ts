import { describe, expect, it } from 'vitest';
import { mileageErrors, shiftMiles, shiftWork, summarizeShifts } from './shift-report.ts';
import { zonedLocalToInstant } from './shift-time.ts';

const denver = 'America/Denver';
const local = (text: string) => zonedLocalToInstant(text, denver).toISOString();

describe('mileage', () => {
  it('takes the odometer difference, else the miles typed', () => {
    expect(shiftMiles({ start_odometer: 1000, end_odometer: 1042, miles_driven: null })).toBe(42);
    expect(shiftMiles({ start_odometer: null, end_odometer: null, miles_driven: 17 })).toBe(17);
    expect(shiftMiles({ start_odometer: 1000, end_odometer: null, miles_driven: null })).toBe(0);
  });

  it('refuses an end odometer below the start and miles that disagree with the readings', () => {
    expect(mileageErrors({ start_odometer: 1000, end_odometer: 999, miles_driven: null })).toEqual({
      end_odometer: ['Must be same or larger than the start odometer'],
    });
    expect(mileageErrors({ start_odometer: 1000, end_odometer: 1010, miles_driven: 12 })).toEqual({
      miles_driven: ['Must match the odometer readings'],
    });
    expect(mileageErrors({ start_odometer: 1000, end_odometer: 1010, miles_driven: 10 })).toEqual({});
  });
});

describe('shift totals', () => {
  it('counts a shift over the fall-back hour as four hours', () => {
    expect(
      shiftWork({ started_at: local('2026-11-01T00:30'), ended_at: local('2026-11-01T03:30'), breaks: [] }, new Date()),
    ).toEqual({ worked_minutes: 240, break_minutes: 0 });
  });

  it('puts a night shift on the day it started and sums days and ISO weeks', () => {
    const shifts = [
      {
        started_at: local('2026-11-15T22:00'),
        ended_at: local('2026-11-16T06:00'),
        breaks: [{ started_at: local('2026-11-16T01:00'), ended_at: local('2026-11-16T01:30') }],
        miles: 20,
      },
      { started_at: local('2026-11-16T08:00'), ended_at: local('2026-11-16T12:00'), breaks: [], miles: 5 },
      { started_at: local('2026-11-17T08:00'), ended_at: local('2026-11-17T09:00'), breaks: [], miles: 0 },
    ];
    const summary = summarizeShifts(shifts, denver, new Date('2027-01-01T00:00:00Z'));
    expect(summary.days).toEqual([
      { date: '2026-11-15', shifts: 1, worked_minutes: 450, break_minutes: 30, miles: 20 },
      { date: '2026-11-16', shifts: 1, worked_minutes: 240, break_minutes: 0, miles: 5 },
      { date: '2026-11-17', shifts: 1, worked_minutes: 60, break_minutes: 0, miles: 0 },
    ]);
    // Sunday the 15th closes ISO week 46; Monday the 16th opens week 47.
    expect(summary.weeks.map((week) => [week.week, week.worked_minutes])).toEqual([
      ['2026-W46', 450],
      ['2026-W47', 300],
    ]);
    expect(summary.totals).toEqual({ shifts: 3, worked_minutes: 750, break_minutes: 30, miles: 25 });
  });

  it('counts a running shift and break up to now', () => {
    const now = new Date(local('2026-11-16T10:00'));
    const summary = summarizeShifts(
      [
        {
          started_at: local('2026-11-16T08:00'),
          ended_at: null,
          breaks: [{ started_at: local('2026-11-16T09:45'), ended_at: null }],
          miles: 0,
        },
      ],
      denver,
      now,
    );
    expect(summary.totals).toMatchObject({ worked_minutes: 105, break_minutes: 15 });
  });
});
