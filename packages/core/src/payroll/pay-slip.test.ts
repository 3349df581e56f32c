import { describe, expect, it } from 'vitest';
import { zonedLocalToInstant } from '../shifts/shift-time.ts';
import { computePaySlip, type PaySlipInput, payRunTotals } from './pay-slip.ts';

const zone = 'America/Chicago';
const at = (local: string) => zonedLocalToInstant(local, zone).toISOString();

const base: PaySlipInput = {
  period: { start_date: '2026-11-09', end_date: '2026-11-15' },
  periods_per_year: 52,
  time_zone: zone,
  settings: {
    overtime_weekly_threshold_minutes: 2400,
    overtime_daily_threshold_minutes: null,
    overtime_multiplier_bps: 15_000,
    mileage_rate_cents: 67,
    tips_to_tech: true,
  },
  rules: {
    hourly_rate_cents: 1875,
    per_job_rate_cents: 150,
    per_dog_rate_cents: 25,
    per_yard_rate_cents: 100,
    commission_bps: 500,
    salary_cents_per_year: 0,
    mileage_rate_cents: 0,
  },
  shifts: [],
  jobs: [],
  tips_cents: [],
  adjustments: [],
  prior_period_correction_cents: 0,
};

describe('a pay slip', () => {
  it('adds hours with overtime, piece rates, commission, mileage, tips and adjustments to the cent', () => {
    // Five 9-hour days less 15-minute breaks: 525 × 5 = 2625 minutes, 225 of them overtime.
    const shifts = ['09', '10', '11', '12', '13'].map((day) => ({
      started_at: at(`2026-11-${day}T07:00`),
      ended_at: at(`2026-11-${day}T16:00`),
      breaks: [{ started_at: at(`2026-11-${day}T12:00`), ended_at: at(`2026-11-${day}T12:15`) }],
      miles: 41,
    }));
    const jobs = [
      { service_date: '2026-11-09', price_cents: 2599, dog_count: 2, location_key: 'client:1' },
      { service_date: '2026-11-09', price_cents: 1000, dog_count: 1, location_key: 'client:1' },
      { service_date: '2026-11-10', price_cents: 3333, dog_count: null, location_key: 'client:2' },
    ];
    const slip = computePaySlip({
      ...base,
      shifts,
      jobs,
      tips_cents: [300, 500],
      adjustments: [
        { kind: 'bonus', amount_cents: 5000, note: 'Great reviews' },
        { kind: 'deduction', amount_cents: 1250, note: 'Uniform' },
        { kind: 'reimbursement', amount_cents: 899, note: 'Bags' },
      ],
    });
    expect(slip).toMatchObject({
      worked_minutes: 2625,
      regular_minutes: 2400,
      overtime_minutes: 225,
      regular_pay_cents: 75_000, // 40 h × $18.75
      // FLSA regular rate: ($820.3125 hourly for 43.75 h + $7.25 piece + $3.47 commission) / 43.75 h = $18.995029…;
      // overtime = 3.75 h × $18.75 + 3.75 h × $18.995029 × 0.5 = $70.3125 + $35.615679 = $105.928179
      overtime_pay_cents: 10_593,
      jobs_completed: 3,
      job_revenue_cents: 6932,
      dogs: 3,
      yards: 2, // client 1 twice on the 9th is one yard
      piece_rate_pay_cents: 3 * 150 + 3 * 25 + 2 * 100,
      commission_cents: 347, // 5 % of $69.32 = $3.466
      miles: 205,
      mileage_cents: 205 * 67,
      tips_cents: 800,
      bonus_cents: 5000,
      deduction_cents: 1250,
      reimbursement_cents: 899,
    });
    expect(slip.gross_cents).toBe(75_000 + 10_593 + 725 + 347 + 13_735 + 800 + 5000 - 1250 + 899);
  });

  it('keeps tips with the business when tips do not pass to the tech, and uses the member mileage rate', () => {
    const slip = computePaySlip({
      ...base,
      settings: { ...base.settings, tips_to_tech: false },
      rules: { ...base.rules, mileage_rate_cents: 70 },
      shifts: [{ started_at: at('2026-11-14T08:00'), ended_at: at('2026-11-14T09:00'), breaks: [], miles: 10 }],
      tips_cents: [500],
    });
    expect(slip).toMatchObject({ tips_cents: 0, mileage_cents: 700, mileage_rate_cents: 70 });
  });

  it('pays a salary share per period and carries a prior-period correction into the gross', () => {
    const slip = computePaySlip({
      ...base,
      periods_per_year: 24,
      rules: { ...base.rules, salary_cents_per_year: 5_200_000 },
      prior_period_correction_cents: -1875,
    });
    expect(slip).toMatchObject({ salary_cents: 216_667, earned_cents: 216_667, gross_cents: 214_792 });
    expect(payRunTotals([slip, slip]).gross_cents).toBe(429_584);
  });
});
