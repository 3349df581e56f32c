import { describe, expect, it } from 'vitest';
import {
  billingAnchorDay,
  billingPeriodContaining,
  billingPeriods,
  invoiceDayOf,
  lastDayOf,
} from './client-billing-period.ts';

describe('client billing periods', () => {
  it('anchors on the fixed day, or on the client’s start day', () => {
    expect(billingAnchorDay({ fixed_day: 1 }, '2026-11-17')).toBe(1);
    expect(billingAnchorDay({ fixed_day: null }, '2026-11-17')).toBe(17);
  });

  it('finds the period holding a day, before or after this month’s anchor', () => {
    expect(billingPeriodContaining('2026-11-20', 15)).toEqual({ start: '2026-11-15', end: '2026-12-15' });
    expect(billingPeriodContaining('2026-11-10', 15)).toEqual({ start: '2026-10-15', end: '2026-11-15' });
    expect(billingPeriodContaining('2026-12-31', 1)).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('bills a 31st anchor on the last day of shorter months', () => {
    expect(billingPeriodContaining('2027-02-28', 31)).toEqual({ start: '2027-02-28', end: '2027-03-31' });
    expect(billingPeriodContaining('2027-02-27', 31)).toEqual({ start: '2027-01-31', end: '2027-02-28' });
    expect(billingPeriodContaining('2028-02-29', 30)).toEqual({ start: '2028-02-29', end: '2028-03-30' });
  });

  it('starts the first period on the start day and runs each next one anchor to anchor', () => {
    expect(billingPeriods('2026-11-17', 1, 3)).toEqual([
      { start: '2026-11-17', end: '2026-12-01' },
      { start: '2026-12-01', end: '2027-01-01' },
      { start: '2027-01-01', end: '2027-02-01' },
    ]);
    expect(billingPeriods('2027-01-31', 31, 3).map((period) => period.end)).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('invoices prepaid on the first day and postpaid on the day after the last', () => {
    const period = { start: '2026-12-01', end: '2027-01-01' };
    expect(invoiceDayOf(period, 'prepaid')).toBe('2026-12-01');
    expect(invoiceDayOf(period, 'postpaid')).toBe('2027-01-01');
    expect(lastDayOf(period)).toBe('2026-12-31');
  });
});
