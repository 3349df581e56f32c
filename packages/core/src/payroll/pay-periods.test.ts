import { getISOWeek, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../scheduling/calendar-day.ts';
import {
  nextPayPeriod,
  payPeriodContaining,
  payPeriodKinds,
  payPeriodsPerYear,
  previousPayPeriod,
  salaryPerPeriodCents,
  workweekOf,
  type PayPeriodKind,
} from './pay-periods.ts';

const period = (start_date: string, end_date: string) => ({ start_date, end_date });

/** Every day from `from` to `to` lies in exactly one period, and each period starts the day after the last ends. */
function expectTiling(kind: PayPeriodKind, from: string, to: string) {
  let current = payPeriodContaining(kind, from);
  while (current.start_date <= to) {
    for (let day = current.start_date; day <= current.end_date; day = addCalendarDays(day, 1)) {
      expect(payPeriodContaining(kind, day)).toEqual(current);
    }
    const next = nextPayPeriod(kind, current);
    expect(next.start_date).toBe(addCalendarDays(current.end_date, 1));
    current = next;
  }
}

describe('workweekOf', () => {
  it('is the Monday of the ISO week', () => {
    expect(workweekOf('2026-11-26')).toBe('2026-11-23');
    expect(workweekOf('2026-11-23')).toBe('2026-11-23');
    expect(workweekOf('2026-11-29')).toBe('2026-11-23');
    expect(workweekOf('2027-01-03')).toBe('2026-12-28');
  });
});

describe('weekly', () => {
  it('runs Monday to Sunday, across a year end', () => {
    expect(payPeriodContaining('weekly', '2026-01-01')).toEqual(period('2025-12-29', '2026-01-04'));
    expect(payPeriodContaining('weekly', '2026-12-31')).toEqual(period('2026-12-28', '2027-01-03'));
  });
});

describe('bi-weekly', () => {
  it('pairs ISO weeks (odd, even) in 2024 to 2026', () => {
    expect(payPeriodContaining('bi_weekly', '2024-01-01')).toEqual(period('2024-01-01', '2024-01-14'));
    // 2025-W01 starts 2024-12-30 and is paired with W02.
    expect(payPeriodContaining('bi_weekly', '2025-01-05')).toEqual(period('2024-12-30', '2025-01-12'));
    // 2026-W01 starts 2025-12-29; W47 (from 16 Nov 2026) with W48.
    expect(payPeriodContaining('bi_weekly', '2026-01-01')).toEqual(period('2025-12-29', '2026-01-11'));
    expect(payPeriodContaining('bi_weekly', '2026-11-26')).toEqual(period('2026-11-16', '2026-11-29'));
  });

  it('starts every pair on an odd ISO week number from 2024 through 2026', () => {
    for (let current = payPeriodContaining('bi_weekly', '2024-01-01'); current.start_date < '2026-12-28'; ) {
      expect(getISOWeek(parseISO(current.start_date)) % 2).toBe(1);
      current = nextPayPeriod('bi_weekly', current);
    }
  });

  it('pairs 2026-W53 (from 28 December 2026) with 2027-W01', () => {
    expect(payPeriodContaining('bi_weekly', '2026-12-28')).toEqual(period('2026-12-28', '2027-01-10'));
    expect(payPeriodContaining('bi_weekly', '2027-01-10')).toEqual(period('2026-12-28', '2027-01-10'));
    expect(payPeriodContaining('bi_weekly', '2027-01-11')).toEqual(period('2027-01-11', '2027-01-24'));
  });

  it('counts back before the cycle began', () => {
    expect(payPeriodContaining('bi_weekly', '2023-12-31')).toEqual(period('2023-12-18', '2023-12-31'));
  });
});

describe('twice per month', () => {
  it('splits on the 15th and ends with February in leap and common years', () => {
    expect(payPeriodContaining('twice_per_month', '2028-02-15')).toEqual(period('2028-02-01', '2028-02-15'));
    expect(payPeriodContaining('twice_per_month', '2028-02-16')).toEqual(period('2028-02-16', '2028-02-29'));
    expect(payPeriodContaining('twice_per_month', '2027-02-20')).toEqual(period('2027-02-16', '2027-02-28'));
    expect(nextPayPeriod('twice_per_month', period('2027-02-16', '2027-02-28'))).toEqual(
      period('2027-03-01', '2027-03-15'),
    );
  });
});

describe('monthly', () => {
  it('is the calendar month', () => {
    expect(payPeriodContaining('monthly', '2024-02-10')).toEqual(period('2024-02-01', '2024-02-29'));
    expect(payPeriodContaining('monthly', '2026-12-31')).toEqual(period('2026-12-01', '2026-12-31'));
  });
});

describe('previous period (the default shown)', () => {
  it('is the one before today’s, across year ends', () => {
    expect(previousPayPeriod('weekly', '2027-01-01')).toEqual(period('2026-12-21', '2026-12-27'));
    expect(previousPayPeriod('bi_weekly', '2027-01-05')).toEqual(period('2026-12-14', '2026-12-27'));
    expect(previousPayPeriod('twice_per_month', '2027-01-03')).toEqual(period('2026-12-16', '2026-12-31'));
    expect(previousPayPeriod('twice_per_month', '2028-03-10')).toEqual(period('2028-02-16', '2028-02-29'));
    expect(previousPayPeriod('monthly', '2027-01-15')).toEqual(period('2026-12-01', '2026-12-31'));
  });
});

describe('every kind', () => {
  it.each(payPeriodKinds)('%s leaves no gap and no overlap from 2023 through 2030', (kind) => {
    expectTiling(kind, '2023-12-01', '2030-12-31');
  });

  it('splits a salary evenly per period, to the cent', () => {
    expect(payPeriodsPerYear('weekly')).toBe(52);
    expect(payPeriodsPerYear('bi_weekly')).toBe(26);
    expect(payPeriodsPerYear('twice_per_month')).toBe(24);
    expect(payPeriodsPerYear('monthly')).toBe(12);
    expect(salaryPerPeriodCents(5_000_000, 'weekly')).toBe(96_154);
    expect(salaryPerPeriodCents(5_000_000, 'monthly')).toBe(416_667);
  });
});
