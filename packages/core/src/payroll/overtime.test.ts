import { describe, expect, it } from 'vitest';
import { zonedLocalToInstant } from '../shifts/shift-time.ts';
import { minutesByDay, periodMinutes, workweekStartOf } from './overtime.ts';

const zone = 'America/Denver';
const at = (local: string) => zonedLocalToInstant(local, zone).toISOString();
const shift = (day: string, from: string, to: string, breaks: [string, string][] = []) => ({
  started_at: at(`${day}T${from}`),
  ended_at: at(`${to.includes('T') ? to : `${day}T${to}`}`),
  breaks: breaks.map(([start, end]) => ({ started_at: at(`${day}T${start}`), ended_at: at(`${day}T${end}`) })),
});
const weekly = { overtime_weekly_threshold_minutes: 2400, overtime_daily_threshold_minutes: null };

describe('overtime by workweek', () => {
  // Mon 2026-11-09 … Sun 2026-11-15; a twice-per-month period ends on Sun the 15th, the next starts Mon the 16th.
  // Week of Mon 2026-12-14 … Sun 12-20 is split by the 15th: the 14th and 15th are in the first half of December.
  it('pays overtime on the days after the split when the earlier days filled the week', () => {
    const days = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
    // 10 hours a day less a 30-minute break: 570 minutes, 2850 in the week: 450 minutes over 40 hours.
    const shifts = days.map((day) => shift(day, '07:00', '17:00', [['12:00', '12:30']]));
    const byDay = minutesByDay(shifts, zone, weekly);

    const firstHalf = periodMinutes(byDay, { start_date: '2026-12-01', end_date: '2026-12-15' });
    const secondHalf = periodMinutes(byDay, { start_date: '2026-12-16', end_date: '2026-12-31' });
    expect(firstHalf).toMatchObject({ worked_minutes: 1140, regular_minutes: 1140, overtime_minutes: 0 });
    // 1140 before the split: 1260 regular minutes left, Wed 570 + Thu 570 = 1140, Fri 120 regular + 450 overtime.
    expect(secondHalf).toMatchObject({ worked_minutes: 1710, regular_minutes: 1260, overtime_minutes: 450 });
    expect(secondHalf.days.at(-1)).toMatchObject({ date: '2026-12-18', regular_minutes: 120, overtime_minutes: 450 });
  });

  it('counts a period that starts mid-week against the whole workweek, not from the period start', () => {
    const shifts = ['2026-12-14', '2026-12-15', '2026-12-16'].map((day) => shift(day, '06:00', '20:00'));
    const byDay = minutesByDay(shifts, zone, weekly);
    // 840 a day: Mon+Tue 1680 regular; Wed has 720 room left, 120 overtime.
    expect(periodMinutes(byDay, { start_date: '2026-12-16', end_date: '2026-12-31' })).toMatchObject({
      regular_minutes: 720,
      overtime_minutes: 120,
    });
    expect(workweekStartOf('2026-12-16')).toBe('2026-12-14');
  });

  it('never counts a minute as overtime twice when daily and weekly overtime overlap', () => {
    const rule = { overtime_weekly_threshold_minutes: 2400, overtime_daily_threshold_minutes: 480 };
    // Five 10-hour days: 120 daily overtime each (600); 480 regular each = 2400, exactly 40 hours: no weekly overtime.
    const five = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'].map((day) =>
      shift(day, '07:00', '17:00'),
    );
    const fiveDays = periodMinutes(minutesByDay(five, zone, rule), {
      start_date: '2026-11-09',
      end_date: '2026-11-15',
    });
    expect(fiveDays).toMatchObject({ worked_minutes: 3000, regular_minutes: 2400, overtime_minutes: 600 });

    // A sixth day of 6 hours: under the daily threshold, but the week's regular minutes are used up.
    const six = [...five, shift('2026-11-14', '08:00', '14:00')];
    const sixDays = periodMinutes(minutesByDay(six, zone, rule), { start_date: '2026-11-09', end_date: '2026-11-15' });
    expect(sixDays).toMatchObject({ worked_minutes: 3360, regular_minutes: 2400, overtime_minutes: 960 });
  });

  it('counts a shift crossing midnight on the days its minutes were worked', () => {
    // Sunday 22:00 → Monday 06:00: 120 minutes on Sunday (one workweek), 360 on Monday (the next).
    const overnight = shift('2026-11-15', '22:00', '2026-11-16T06:00');
    const byDay = minutesByDay([overnight], zone, weekly);
    expect(byDay).toEqual([
      { date: '2026-11-15', worked_minutes: 120, regular_minutes: 120, overtime_minutes: 0 },
      { date: '2026-11-16', worked_minutes: 360, regular_minutes: 360, overtime_minutes: 0 },
    ]);
  });

  it('leaves out running shifts and breaks outside the shift', () => {
    const running = { started_at: at('2026-11-16T08:00'), ended_at: null, breaks: [] };
    const withStrayBreak = shift('2026-11-17', '08:00', '12:00', [['11:00', '13:00']]);
    expect(minutesByDay([running, withStrayBreak], zone, weekly)).toEqual([
      { date: '2026-11-17', worked_minutes: 180, regular_minutes: 180, overtime_minutes: 0 },
    ]);
  });
});
