import { describe, expect, it } from 'vitest';
import {
  isUnassigned,
  residentialScheduleEntries,
  showsNextCleanup,
  showsPauseNote,
  withSubscriptionStatus,
  type ScheduleEntry,
} from './schedule-entry.ts';

const entry = (overrides: Partial<ScheduleEntry>): ScheduleEntry => ({
  client_location_id: 1,
  service_days: [],
  clean_up_frequency: 'once_a_week',
  service_plan_slug: 'once_a_week',
  service_plan_name: 'Weekly',
  pricing_plan_name: 'Weekly 1 dog',
  commercial: false,
  unasigned: false,
  status: null,
  subscription_id: null,
  subscription: null,
  lat: null,
  lng: null,
  nextCleanup: null,
  scheduledCleanup: null,
  ...overrides,
});
const oneTimeJob = (id: number, start_date: string) =>
  entry({
    client_location_id: id,
    clean_up_frequency: 'one_time',
    service_plan_slug: null,
    service_days: [{ service_type: 'one_time', start_date }],
  });

describe('schedule entries (spec §4)', () => {
  it('copies the subscription status onto the entry once loaded', () => {
    const subscription = {
      id: 9,
      status: 'paused' as const,
      pause_subscription_start_date: null,
      pause_subscription_end_date: null,
    };
    expect(withSubscriptionStatus(entry({ status: 'active', subscription })).status).toBe('paused');
    expect(withSubscriptionStatus(entry({ status: 'active' })).status).toBe('active');
  });

  it('marks one-time entries without a one-time day, and recurring ones without a recurring day, unassigned', () => {
    expect(
      isUnassigned(
        entry({
          clean_up_frequency: 'one_time',
          service_days: [{ service_type: 'recurring', start_date: '2026-11-02' }],
        }),
      ),
    ).toBe(true);
    expect(
      isUnassigned(
        entry({
          clean_up_frequency: 'one_time',
          service_days: [{ service_type: 'one_time', start_date: '2026-11-02' }],
        }),
      ),
    ).toBe(false);
    expect(isUnassigned(entry({ service_days: [{ service_type: 'one_time', start_date: '2026-11-02' }] }))).toBe(true);
    expect(isUnassigned(entry({ service_days: [{ service_type: 'recurring', start_date: '2026-11-02' }] }))).toBe(
      false,
    );
    expect(isUnassigned(entry({ service_days: [] }))).toBe(true);
  });

  it('keeps the three newest of five past one-time jobs, after everything else, newest last', () => {
    const weekly = entry({
      client_location_id: 100,
      service_days: [{ service_type: 'recurring', start_date: '2026-01-05' }],
    });
    const upcoming = oneTimeJob(200, '2026-12-01');
    const past = [
      oneTimeJob(1, '2026-06-01'),
      oneTimeJob(2, '2026-09-01'),
      oneTimeJob(3, '2026-07-01'),
      oneTimeJob(4, '2026-10-01'),
      oneTimeJob(5, '2026-08-01'),
    ];
    const shown = residentialScheduleEntries(
      [past[0]!, weekly, past[1]!, past[2]!, upcoming, past[3]!, past[4]!],
      '2026-11-22',
    );
    expect(shown.map((shownEntry) => shownEntry.client_location_id)).toEqual([100, 200, 5, 2, 4]);
  });

  it('treats a one-time job today as current, not past', () => {
    expect(residentialScheduleEntries([oneTimeJob(1, '2026-11-22')], '2026-11-22')).toHaveLength(1);
  });

  it('shows the pause note when the next cleanup falls within [pause start, pause end)', () => {
    const subscription = {
      id: 1,
      status: 'active' as const,
      pause_subscription_start_date: '2026-12-01',
      pause_subscription_end_date: '2026-12-15',
    };
    expect(showsPauseNote({ subscription }, '2026-12-01')).toBe(true);
    expect(showsPauseNote({ subscription }, '2026-12-14')).toBe(true);
    expect(showsPauseNote({ subscription }, '2026-12-15')).toBe(false);
    expect(showsPauseNote({ subscription }, '2026-11-30')).toBe(false);
    expect(showsPauseNote({ subscription: null }, '2026-12-01')).toBe(false);
  });

  it('shows the next cleanup only for active entries', () => {
    expect(showsNextCleanup({ status: 'active', nextCleanup: '2026-12-01' })).toBe(true);
    expect(showsNextCleanup({ status: 'paused', nextCleanup: '2026-12-01' })).toBe(false);
    expect(showsNextCleanup({ status: 'cancelled', nextCleanup: '2026-12-01' })).toBe(false);
  });
});
