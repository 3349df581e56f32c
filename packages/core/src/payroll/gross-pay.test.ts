import { describe, expect, it } from 'vitest';
import { zonedLocalToInstant } from '../shifts/shift-time.ts';
import { grossOfParts, grossPayParts, signedPartCents } from './gross-pay.ts';
import { computePaySlip, type PaySlipInput, payRunTotals } from './pay-slip.ts';

const zone = 'America/Denver';
const at = (local: string) => zonedLocalToInstant(local, zone).toISOString();

const input: PaySlipInput = {
  period: { start_date: '2026-11-30', end_date: '2026-12-06' },
  periods_per_year: 52,
  time_zone: zone,
  settings: {
    overtime_weekly_threshold_minutes: 2400,
    overtime_daily_threshold_minutes: 600,
    overtime_multiplier_bps: 15_000,
    mileage_rate_cents: 67,
    tips_to_tech: true,
  },
  rules: {
    hourly_rate_cents: 1933,
    per_job_rate_cents: 150,
    per_dog_rate_cents: 50,
    per_yard_rate_cents: 0,
    commission_bps: 333,
    salary_cents_per_year: 1_000_001,
    mileage_rate_cents: 0,
  },
  // Six long days with odd minutes: daily and weekly overtime, fractions of a cent everywhere.
  shifts: ['11-30', '12-01', '12-02', '12-03', '12-04', '12-05'].map((day) => ({
    started_at: at(`2026-${day}T06:47`),
    ended_at: at(`2026-${day}T17:31`),
    breaks: [{ started_at: at(`2026-${day}T12:00`), ended_at: at(`2026-${day}T12:19`) }],
    miles: 37,
  })),
  jobs: [
    { service_date: '2026-11-30', price_cents: 2599, dog_count: 3, location_key: 'client:1' },
    { service_date: '2026-12-01', price_cents: 1777, dog_count: 1, location_key: 'client:2' },
    { service_date: '2026-12-02', price_cents: 3333, dog_count: null, location_key: 'commercial:1' },
  ],
  tips_cents: [300, 275],
  adjustments: [
    { kind: 'bonus', amount_cents: 2500, note: 'Five-star week' },
    { kind: 'deduction', amount_cents: 1199, note: 'Uniform' },
    { kind: 'reimbursement', amount_cents: 845, note: 'Bags' },
  ],
  prior_period_correction_cents: -412,
};

describe('gross pay and its parts', () => {
  it('adds every part of a slip, deductions negative, to exactly its gross', () => {
    const slip = computePaySlip(input);
    expect(slip.overtime_pay_cents).toBeGreaterThan(0);
    expect(slip.salary_cents).toBe(19_231);
    const shown = grossPayParts.map((part) => signedPartCents(part, slip));
    expect(shown).toContain(-1199);
    expect(shown.reduce((sum, cents) => sum + cents, 0)).toBe(slip.gross_cents);
    expect(grossOfParts(slip)).toBe(slip.gross_cents);
  });

  it('adds up in a run’s totals too', () => {
    const slips = [
      computePaySlip(input),
      computePaySlip({ ...input, adjustments: [], prior_period_correction_cents: 0 }),
      computePaySlip({ ...input, shifts: input.shifts.slice(0, 2), tips_cents: [] }),
    ];
    const totals = payRunTotals(slips);
    expect(grossOfParts(totals)).toBe(totals.gross_cents);
    for (const part of grossPayParts)
      expect(totals[part.key]).toBe(slips.reduce((sum, slip) => sum + slip[part.key], 0));
  });
});
