import { describe, expect, it } from 'vitest';
import { daysInRange, instantToZonedLocal, isoWeekOf, shiftDay, zonedLocalToInstant } from './shift-time.ts';

const denver = 'America/Denver';

describe('wall-clock times of the organization', () => {
  it('converts across the fall-back change: 00:30 MDT to 03:30 MST is four hours', () => {
    const start = zonedLocalToInstant('2026-11-01T00:30', denver);
    const end = zonedLocalToInstant('2026-11-01T03:30', denver);
    expect(start.toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(end.toISOString()).toBe('2026-11-01T10:30:00.000Z');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(4);
  });

  it('converts across the spring-forward change: 01:00 to 04:00 is two hours', () => {
    const hours =
      (zonedLocalToInstant('2026-03-08T04:00', denver).getTime() -
        zonedLocalToInstant('2026-03-08T01:00', denver).getTime()) /
      3_600_000;
    expect(hours).toBe(2);
  });

  it('reads an instant back as the local time', () => {
    expect(instantToZonedLocal('2026-11-01T10:30:00Z', denver)).toBe('2026-11-01T03:30:00');
    expect(instantToZonedLocal(new Date('2026-07-04T18:00:00Z'), 'America/New_York')).toBe('2026-07-04T14:00:00');
  });
});

describe('the day and week a shift belongs to', () => {
  it('is the day it started in the organization, not in UTC', () => {
    // 22:00 in Denver is already the next day in UTC.
    expect(shiftDay('2026-11-20T05:00:00Z', denver)).toBe('2026-11-19');
    expect(shiftDay(zonedLocalToInstant('2026-11-19T22:00', denver), denver)).toBe('2026-11-19');
  });

  it('groups by ISO week, Monday to Sunday, with the ISO week-year', () => {
    expect(isoWeekOf('2026-11-19')).toEqual({ week: '2026-W47', start: '2026-11-16', end: '2026-11-22' });
    expect(isoWeekOf('2027-01-01')).toEqual({ week: '2026-W53', start: '2026-12-28', end: '2027-01-03' });
  });

  it('counts days of a range inclusively, across daylight-saving changes', () => {
    expect(daysInRange('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysInRange('2026-10-25', '2026-11-07')).toBe(14);
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
  });
});
