import { describe, expect, it } from 'vitest';
import { todayIn } from '../dates.ts';
import {
  horizonWindow,
  plannedVisitDays,
  reconcileJobs,
  visitPriceCents,
  type JobOnRecord,
  type PlannedSubscription,
} from './job-plan.ts';

const weekly = (start: string, extra: Partial<PlannedSubscription> = {}): PlannedSubscription => ({
  status: 'active',
  start_date: start,
  frequency: 'once_a_week',
  service_days: [{ service_type: 'recurring', start_date: start }],
  pause: null,
  ...extra,
});

describe('plannedVisitDays', () => {
  it('keeps the weekday across the spring and autumn daylight-saving changes', () => {
    // 2026-03-08 and 2026-11-01 are the US clock changes; both Sundays, so a Monday service stays on Mondays.
    expect(plannedVisitDays(weekly('2026-03-02'), { from: '2026-03-01', to: '2026-03-16' })).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(plannedVisitDays(weekly('2026-10-26'), { from: '2026-10-26', to: '2026-11-09' })).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
  });

  it('decides today in the organization zone, whatever the clock change', () => {
    // Denver is UTC-6 until 08:00 UTC on the autumn change day: 05:30 UTC is still the evening before.
    expect(todayIn('America/Denver', new Date('2026-11-01T05:30:00Z'))).toBe('2026-10-31');
    expect(todayIn('America/Denver', new Date('2026-11-01T07:30:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/Denver', new Date('2026-03-08T06:30:00Z'))).toBe('2026-03-07');
    expect(todayIn('America/Denver', new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-08');
  });

  it('puts a monthly 31st on each short month end and back on the 31st', () => {
    const monthly = weekly('2026-01-31', { frequency: 'once_a_month' });
    expect(plannedVisitDays(monthly, { from: '2026-01-01', to: '2026-05-31' })).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
  });

  it('handles leap days: a monthly 29th meets 29 February 2028, a weekly visit steps over it', () => {
    const monthly = weekly('2027-12-29', { frequency: 'once_a_month' });
    expect(plannedVisitDays(monthly, { from: '2028-01-01', to: '2028-03-31' })).toEqual([
      '2028-01-29',
      '2028-02-29',
      '2028-03-29',
    ]);
    expect(plannedVisitDays(weekly('2028-02-22'), { from: '2028-02-22', to: '2028-03-08' })).toEqual([
      '2028-02-22',
      '2028-02-29',
      '2028-03-07',
    ]);
  });

  it('plans nothing inside a pause and resumes on its end day', () => {
    const paused = weekly('2026-06-01', { pause: { from: '2026-06-08', to: '2026-06-22' } });
    expect(plannedVisitDays(paused, { from: '2026-06-01', to: '2026-06-29' })).toEqual([
      '2026-06-01',
      '2026-06-22',
      '2026-06-29',
    ]);
  });

  it('plans nothing for a cancelled subscription and nothing before the start', () => {
    expect(
      plannedVisitDays(weekly('2026-06-01', { status: 'cancelled' }), { from: '2026-06-01', to: '2026-07-01' }),
    ).toEqual([]);
    expect(plannedVisitDays(weekly('2026-06-15'), { from: '2026-06-01', to: '2026-06-20' })).toEqual(['2026-06-15']);
  });

  it('plans a one-time subscription once, and twice a week on both days', () => {
    const once: PlannedSubscription = {
      ...weekly('2026-06-03'),
      frequency: 'one_time',
      service_days: [{ service_type: 'one_time', start_date: '2026-06-03' }],
    };
    expect(plannedVisitDays(once, horizonWindow('2026-06-01', 8))).toEqual(['2026-06-03']);
    const twice: PlannedSubscription = {
      ...weekly('2026-06-01'),
      frequency: 'twice_a_week',
      service_days: [
        { service_type: 'recurring', start_date: '2026-06-01' },
        { service_type: 'recurring', start_date: '2026-06-04' },
      ],
    };
    expect(plannedVisitDays(twice, { from: '2026-06-01', to: '2026-06-11' })).toEqual([
      '2026-06-01',
      '2026-06-04',
      '2026-06-08',
      '2026-06-11',
    ]);
  });

  it('spans eight weeks from today by default: 8 weekly visits', () => {
    expect(horizonWindow('2026-06-01', 8)).toEqual({ from: '2026-06-01', to: '2026-07-26' });
    expect(plannedVisitDays(weekly('2026-01-05'), horizonWindow('2026-06-01', 8))).toHaveLength(8);
  });
});

describe('reconcileJobs', () => {
  const job = (id: number, planned: string, extra: Partial<JobOnRecord> = {}): JobOnRecord => ({
    id,
    planned_date: planned,
    service_date: planned,
    status: 'scheduled',
    is_manual: false,
    ...extra,
  });
  const today = '2026-06-10';

  it('keeps untouched planned jobs, removes the unplanned, creates the missing', () => {
    const result = reconcileJobs([job(1, '2026-06-10'), job(2, '2026-06-12')], ['2026-06-10', '2026-06-17'], today);
    expect(result).toEqual({ keep: [1], remove: [2], create: ['2026-06-17'] });
  });

  it('never touches past, completed, skipped or moved jobs, and does not plan their day again', () => {
    const jobs = [
      job(1, '2026-06-03'),
      job(2, '2026-06-12', { status: 'completed' }),
      job(3, '2026-06-15', { status: 'skipped' }),
      job(4, '2026-06-19', { service_date: '2026-06-20', is_manual: true }),
    ];
    const result = reconcileJobs(jobs, ['2026-06-12', '2026-06-19', '2026-06-26'], today);
    expect(result).toEqual({ keep: [], remove: [], create: ['2026-06-26'] });
  });

  it('removes every untouched job of a cancelled subscription and creates none', () => {
    expect(reconcileJobs([job(1, '2026-06-10'), job(2, '2026-06-17')], [], today)).toEqual({
      keep: [],
      remove: [1, 2],
      create: [],
    });
  });

  it('is idempotent: run again on its own result it changes nothing', () => {
    const planned = ['2026-06-10', '2026-06-17'];
    const first = reconcileJobs([], planned, today);
    const jobs = first.create.map((day, index) => job(index + 1, day));
    expect(reconcileJobs(jobs, planned, today)).toEqual({ keep: [1, 2], remove: [], create: [] });
  });
});

describe('visitPriceCents', () => {
  const terms = { custom_days_per_week: null, every_visit_cross_sells_cents: 0 };
  it('takes a per-visit price as it is, plus every-visit add-ons', () => {
    expect(
      visitPriceCents({
        ...terms,
        price_cents: 2000,
        price_basis: 'per_visit',
        frequency: 'once_a_week',
        every_visit_cross_sells_cents: 500,
      }),
    ).toBe(2500);
  });
  it('spreads a monthly price over the visits of an average month, to the cent', () => {
    // Weekly: 52/12 visits a month; $86.67 a month is $20.00 a visit.
    expect(visitPriceCents({ ...terms, price_cents: 8667, price_basis: 'per_month', frequency: 'once_a_week' })).toBe(
      2000,
    );
    expect(visitPriceCents({ ...terms, price_cents: 8000, price_basis: 'per_month', frequency: 'once_a_month' })).toBe(
      8000,
    );
  });
});
