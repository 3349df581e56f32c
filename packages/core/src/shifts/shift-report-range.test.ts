import { describe, expect, it } from 'vitest';
import { defaultShiftReportRange, shiftReportRange, weekCoverage } from './shift-report-range.ts';

// Thursday 3 December 2026.
const TODAY = '2026-12-03';

describe('My Shift Report’s default range', () => {
  it('runs from the Monday the previous pay period starts in to today: whole weeks, whatever the pay period', () => {
    expect(defaultShiftReportRange('weekly', TODAY)).toEqual({ date_from: '2026-11-23', date_to: TODAY });
    // Bi-weekly pairs (weeks 47 and 48, then 49 and 50): the previous pair started on 16 November.
    expect(defaultShiftReportRange('bi_weekly', TODAY)).toEqual({ date_from: '2026-11-16', date_to: TODAY });
    // 16–30 November starts on a Monday; 1–30 November on a Sunday: back to Monday 26 October.
    expect(defaultShiftReportRange('twice_per_month', TODAY)).toEqual({ date_from: '2026-11-16', date_to: TODAY });
    expect(defaultShiftReportRange('monthly', TODAY)).toEqual({ date_from: '2026-10-26', date_to: TODAY });
    // Never the 1st of the month in the middle of a week, which cut 30 November out of its week.
    expect(defaultShiftReportRange('monthly', '2027-01-05').date_from).toBe('2026-11-30');
  });

  it('follows a fixed bi-weekly cycle back to the Monday of the week its previous period starts in', () => {
    // Every 14 days from Wednesday 11 November 2026: the previous period is 11 to 24 November, from Monday the 9th.
    expect(defaultShiftReportRange('bi_weekly', TODAY, '2026-11-11')).toEqual({
      date_from: '2026-11-09',
      date_to: TODAY,
    });
    // 10 November ends the period from 28 October; the one before runs from Wednesday 14 October.
    expect(shiftReportRange({ date_to: '2026-11-10' }, 'bi_weekly', TODAY, '2026-11-11').date_from).toBe('2026-10-12');
  });

  it('fills in whichever end is not asked for', () => {
    expect(shiftReportRange({}, 'weekly', TODAY)).toEqual(defaultShiftReportRange('weekly', TODAY));
    expect(shiftReportRange({ date_to: '2026-10-14' }, 'weekly', TODAY)).toEqual({
      date_from: '2026-10-05',
      date_to: '2026-10-14',
    });
    expect(shiftReportRange({ date_from: '2026-12-01' }, 'weekly', TODAY)).toEqual({
      date_from: '2026-12-01',
      date_to: TODAY,
    });
    expect(shiftReportRange({ date_from: '2026-12-10' }, 'weekly', TODAY).date_to).toBe('2026-12-10');
  });
});

describe('a week’s coverage', () => {
  const week = { start: '2026-11-30', end: '2026-12-06' };

  it('is partial when the range starts after the Monday', () => {
    expect(weekCoverage(week, { date_from: '2026-12-01', date_to: '2026-12-31' }, '2026-12-20')).toEqual({
      counted_from: '2026-12-01',
      counted_to: '2026-12-06',
      partial: true,
    });
  });

  it('is partial when the range ends before the Sunday on a day already past', () => {
    expect(weekCoverage(week, { date_from: '2026-11-01', date_to: '2026-12-04' }, '2026-12-20')).toMatchObject({
      counted_to: '2026-12-04',
      partial: true,
    });
  });

  it('is whole when it is only cut at today: the rest of the week has not happened yet', () => {
    expect(weekCoverage(week, { date_from: '2026-11-30', date_to: TODAY }, TODAY)).toEqual({
      counted_from: '2026-11-30',
      counted_to: TODAY,
      partial: false,
    });
    expect(weekCoverage(week, { date_from: '2026-11-23', date_to: '2026-12-31' }, '2026-12-20').partial).toBe(false);
  });
});
