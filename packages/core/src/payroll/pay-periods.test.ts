import { getISOWeek, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, daysBetween } from '../scheduling/calendar-day.ts';
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
const daysBetweenInclusive = (range: { start_date: string; end_date: string }) =>
  daysBetween(range.start_date, range.end_date) + 1;

/** Every day from `from` to `to` lies in exactly one period, and each period starts the day after the last ends. */
function expectTiling(kind: PayPeriodKind, from: string, to: string, biWeeklyStart: string | null = null) {
  let current = payPeriodContaining(kind, from, biWeeklyStart);
  while (current.start_date <= to) {
    for (let day = current.start_date; day <= current.end_date; day = addCalendarDays(day, 1)) {
      expect(payPeriodContaining(kind, day, biWeeklyStart)).toEqual(current);
    }
    const next = nextPayPeriod(kind, current, biWeeklyStart);
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

describe('bi-weekly by ISO week parity (the default)', () => {
  it('pairs weeks (1, 2), (3, 4), … within each ISO year', () => {
    expect(payPeriodContaining('bi_weekly', '2024-01-01')).toEqual(period('2024-01-01', '2024-01-14'));
    // 2025-W01 starts 2024-12-30 and is paired with W02.
    expect(payPeriodContaining('bi_weekly', '2025-01-05')).toEqual(period('2024-12-30', '2025-01-12'));
    // 2026-W47 (from 16 Nov 2026) with W48.
    expect(payPeriodContaining('bi_weekly', '2026-11-26')).toEqual(period('2026-11-16', '2026-11-29'));
    // 2028-W01 starts 2028-01-03; the unbroken cycle from 2024 would have paired 2027-W52 with it.
    expect(payPeriodContaining('bi_weekly', '2028-01-05')).toEqual(period('2028-01-03', '2028-01-16'));
    expect(payPeriodContaining('bi_weekly', '2027-12-31')).toEqual(period('2027-12-20', '2028-01-02'));
  });

  it.each([
    ['2020', '2020-12-28', '2021-01-03', '2021-01-04'],
    ['2026', '2026-12-28', '2027-01-03', '2027-01-04'],
    ['2032', '2032-12-27', '2033-01-02', '2033-01-03'],
  ])('makes week 53 of %s a one-week period, and the next year starts on week 1', (_year, w53, sunday, nextW1) => {
    expect(payPeriodContaining('bi_weekly', w53)).toEqual(period(w53, sunday));
    expect(payPeriodContaining('bi_weekly', sunday)).toEqual(period(w53, sunday));
    expect(payPeriodContaining('bi_weekly', nextW1)).toEqual(period(nextW1, addCalendarDays(nextW1, 13)));
    expect(previousPayPeriod('bi_weekly', nextW1)).toEqual(period(w53, sunday));
  });

  it('starts every period on an odd ISO week number, 2019 through 2034', () => {
    for (let current = payPeriodContaining('bi_weekly', '2019-01-01'); current.start_date < '2035-01-01'; ) {
      const week = getISOWeek(parseISO(current.start_date));
      expect(week % 2).toBe(1);
      expect(daysBetweenInclusive(current)).toBe(week === 53 ? 7 : 14);
      current = nextPayPeriod('bi_weekly', current);
    }
  });
});

describe('bi-weekly on a fixed cycle (every 14 days from a chosen day)', () => {
  const start = '2024-01-01';

  it('runs unbroken across week 53 and year ends', () => {
    expect(payPeriodContaining('bi_weekly', '2026-12-28', start)).toEqual(period('2026-12-28', '2027-01-10'));
    expect(payPeriodContaining('bi_weekly', '2027-01-10', start)).toEqual(period('2026-12-28', '2027-01-10'));
    expect(payPeriodContaining('bi_weekly', '2027-01-11', start)).toEqual(period('2027-01-11', '2027-01-24'));
    expect(previousPayPeriod('bi_weekly', '2027-01-05', start)).toEqual(period('2026-12-14', '2026-12-27'));
  });

  it('counts back before the chosen day, and may start on any weekday', () => {
    expect(payPeriodContaining('bi_weekly', '2023-12-31', start)).toEqual(period('2023-12-18', '2023-12-31'));
    expect(payPeriodContaining('bi_weekly', '2027-03-10', '2027-03-03')).toEqual(period('2027-03-03', '2027-03-16'));
    expect(payPeriodContaining('bi_weekly', '2027-03-02', '2027-03-03')).toEqual(period('2027-02-17', '2027-03-02'));
  });

  it('leaves the other kinds alone', () => {
    expect(payPeriodContaining('weekly', '2027-03-10', '2027-03-03')).toEqual(period('2027-03-08', '2027-03-14'));
  });

  it('leaves no gap and no overlap from 2023 through 2030', () => {
    expectTiling('bi_weekly', '2023-12-01', '2030-12-31', '2025-06-18');
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
    expect(previousPayPeriod('bi_weekly', '2027-01-05')).toEqual(period('2026-12-28', '2027-01-03'));
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

  it("pays a bi-weekly year's lone week 53 a week's share of the salary, and its two-week periods two weeks'", () => {
    const week53 = payPeriodContaining('bi_weekly', '2026-12-30');
    expect(week53).toEqual({ start_date: '2026-12-28', end_date: '2027-01-03' });
    expect(salaryPerPeriodCents(5_200_000, 'bi_weekly', week53)).toBe(100_000);
    const pair = payPeriodContaining('bi_weekly', '2027-01-05');
    expect(salaryPerPeriodCents(5_200_000, 'bi_weekly', pair)).toBe(200_000);
  });
});
