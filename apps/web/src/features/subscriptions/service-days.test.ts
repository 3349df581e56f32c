import { describe, expect, it } from 'vitest';
import {
  firstWeekdayOnOrAfter,
  oneTimeServiceDays,
  recurringServiceDays,
  serviceDaysText,
  weekdaysOf,
} from './service-days.ts';

describe('service days', () => {
  it('finds the first date on or after a day that falls on a weekday', () => {
    // 2026-11-22 is a Sunday.
    expect(firstWeekdayOnOrAfter('2026-11-22', 0)).toBe('2026-11-22');
    expect(firstWeekdayOnOrAfter('2026-11-22', 2)).toBe('2026-11-24');
    expect(firstWeekdayOnOrAfter('2026-11-28', 1)).toBe('2026-11-30');
    expect(firstWeekdayOnOrAfter('2026-12-30', 5)).toBe('2027-01-01');
  });

  it('stores each chosen weekday as a recurring day starting on or after the start date', () => {
    expect(recurringServiceDays([5, 2], '2026-11-22')).toEqual([
      { service_type: 'recurring', start_date: '2026-11-24' },
      { service_type: 'recurring', start_date: '2026-11-27' },
    ]);
  });

  it('keeps the start of a weekday the subscription already has', () => {
    const kept = [{ service_type: 'recurring' as const, start_date: '2026-10-06' }];
    expect(recurringServiceDays([2, 4], '2026-11-22', kept)).toEqual([
      { service_type: 'recurring', start_date: '2026-10-06' },
      { service_type: 'recurring', start_date: '2026-11-26' },
    ]);
    expect(weekdaysOf(kept)).toEqual([2]);
  });

  it('turns dates into one-time days, dropping blanks and repeats', () => {
    expect(oneTimeServiceDays(['2026-12-02', '', '2026-11-30', '2026-12-02'])).toEqual([
      { service_type: 'one_time', start_date: '2026-11-30' },
      { service_type: 'one_time', start_date: '2026-12-02' },
    ]);
  });

  it('words the days: weekday names Monday first, then one-time dates', () => {
    expect(serviceDaysText(recurringServiceDays([0, 2], '2026-11-22'), null)).toBe('Tuesday, Sunday');
    expect(serviceDaysText(oneTimeServiceDays(['2026-12-02']), 'MM/DD/YYYY')).toBe('12/02/2026');
    expect(serviceDaysText([], null)).toBe('No service days');
  });
});
