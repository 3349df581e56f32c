import { describe, expect, it } from 'vitest';
import {
  moneyReportPeriod,
  moneyReportRangeError,
  openBalanceReportQuerySchema,
  periodLabel,
  periodStartOf,
  sendRemindersSchema,
  taxRateText,
  taxShareCents,
} from './money-reports.schema.ts';

describe('money reports', () => {
  it('takes the tax share of a payment in proportion to the invoice, rounded to the cent', () => {
    // $108.25 invoice with $8.25 tax, $50.00 paid: 50 × 825 / 10825 = 3.8106… → $3.81.
    expect(taxShareCents(5000, 825, 10825)).toBe(381);
    expect(taxShareCents(10825, 825, 10825)).toBe(825);
    // Half a cent rounds up: 1 × 50 / 100 = 0.5.
    expect(taxShareCents(1, 50, 100)).toBe(1);
    expect(taxShareCents(5000, 0, 10000)).toBe(0);
    expect(taxShareCents(5000, 825, 0)).toBe(0);
  });

  it('keys a day by its month or quarter and names the period', () => {
    expect(periodStartOf('2026-05-17', 'month')).toBe('2026-05-01');
    expect(periodStartOf('2026-05-17', 'quarter')).toBe('2026-04-01');
    expect(periodStartOf('2026-12-31', 'quarter')).toBe('2026-10-01');
    expect(periodLabel('2026-05-01', 'month')).toBe('May 2026');
    expect(periodLabel('2026-10-01', 'quarter')).toBe('Q4 2026');
  });

  it('defaults to the current calendar year and refuses backwards or over-long ranges', () => {
    expect(moneyReportPeriod({}, '2026-11-26')).toEqual({ date_from: '2026-01-01', date_to: '2026-12-31' });
    expect(moneyReportPeriod({ date_from: '2025-03-01' }, '2026-11-26')).toEqual({
      date_from: '2025-03-01',
      date_to: '2025-12-31',
    });
    expect(moneyReportRangeError({ date_from: '2026-02-01', date_to: '2026-01-31' })).toBe(
      'Cannot be before From Date',
    );
    expect(moneyReportRangeError({ date_from: '2020-01-01', date_to: '2026-01-01' })).toBe(
      'The range can be at most 5 years',
    );
    expect(moneyReportRangeError({ date_from: '2022-01-01', date_to: '2026-12-31' })).toBeNull();
  });

  it('sorts the open balance report by any column and bounds the reminder list', () => {
    expect(openBalanceReportQuerySchema.parse({}).sort).toBe('-total');
    expect(openBalanceReportQuerySchema.parse({ sort: 'days_61_90' }).sort).toBe('days_61_90');
    expect(openBalanceReportQuerySchema.safeParse({ sort: 'balance' }).success).toBe(false);
    expect(sendRemindersSchema.safeParse({ clients: [] }).success).toBe(false);
    expect(sendRemindersSchema.safeParse({ clients: [{ kind: 'residential', id: 2 ** 31 }] }).success).toBe(false);
    expect(sendRemindersSchema.safeParse({ clients: [{ kind: 'commercial', id: 7 }] }).success).toBe(true);
  });
});

describe('tax rate names', () => {
  it('shows the percentage without trailing zeros', () => {
    expect(taxRateText('Denver', 8250)).toBe('Denver 8.25%');
    expect(taxRateText('Default rate', 5000)).toBe('Default rate 5%');
    expect(taxRateText('County', 7500)).toBe('County 7.5%');
    expect(taxRateText('New York City', 8875)).toBe('New York City 8.875%');
    expect(taxRateText('Tiny', 1)).toBe('Tiny 0.001%');
    expect(taxRateText('Whole', 100_000)).toBe('Whole 100%');
  });
});
