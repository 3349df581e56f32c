import { describe, expect, it } from 'vitest';
import { residentialSchedule, type ScheduleEntryWire } from './schedule.ts';

const TODAY = '2026-11-22';
const locations = [
  { id: 1, title: '12 Elm St' },
  { id: 2, title: 'Cabin' },
];

function entry(changes: Partial<ScheduleEntryWire> & { subscription_id: number | null }): ScheduleEntryWire {
  const id = changes.subscription_id;
  return {
    client_location_id: 1,
    service_days: [{ service_type: 'recurring', start_date: '2026-11-24' }],
    clean_up_frequency: 'once_a_week',
    service_plan_slug: 'weekly',
    service_plan_name: 'Weekly',
    pricing_plan_name: 'Weekly',
    commercial: false,
    unasigned: false,
    status: null,
    subscription:
      id === null
        ? null
        : { id, status: 'active', pause_subscription_start_date: null, pause_subscription_end_date: null },
    lat: null,
    lng: null,
    nextCleanup: '2026-11-24',
    scheduledCleanup: '2026-11-24',
    ...changes,
  };
}

const oneTimeJob = (id: number, day: string) =>
  entry({
    subscription_id: id,
    clean_up_frequency: 'one_time',
    pricing_plan_name: 'One Time',
    service_days: [{ service_type: 'one_time', start_date: day }],
    nextCleanup: null,
    scheduledCleanup: null,
  });

describe('residential schedule', () => {
  it('copies the status, groups by location and shows the next cleanup of active entries', () => {
    const [home, cabin] = residentialSchedule(
      [entry({ subscription_id: 5 }), entry({ subscription_id: null, client_location_id: 2, subscription: null })],
      locations,
      TODAY,
    );
    expect(home?.entries).toMatchObject([
      {
        subscriptionId: 5,
        status: 'active',
        planName: 'Weekly',
        frequencyLabel: 'Once a Week',
        nextCleanup: '2026-11-24',
        pause: null,
        unassigned: false,
      },
    ]);
    expect(cabin).toEqual({ locationId: 2, title: 'Cabin', entries: [] });
  });

  it('keeps the three newest past one-time jobs, the newest last', () => {
    const jobs = [
      oneTimeJob(11, '2026-10-01'),
      oneTimeJob(12, '2026-11-20'),
      oneTimeJob(13, '2026-09-01'),
      oneTimeJob(14, '2026-11-01'),
      oneTimeJob(15, '2026-10-15'),
    ];
    const [home] = residentialSchedule([...jobs, entry({ subscription_id: 5 })], locations, TODAY);
    expect(home?.entries.map((view) => view.subscriptionId)).toEqual([5, 15, 14, 12]);
  });

  it('shows the pause note when the planned visit falls in the pause, and no next cleanup while paused', () => {
    const pause = { pause_subscription_start_date: '2026-11-24', pause_subscription_end_date: '2026-12-08' };
    const coming = entry({
      subscription_id: 5,
      subscription: { id: 5, status: 'active', ...pause },
      nextCleanup: '2026-12-08',
      scheduledCleanup: '2026-11-24',
    });
    const [home] = residentialSchedule([coming], locations, TODAY);
    expect(home?.entries[0]).toMatchObject({
      nextCleanup: '2026-12-08',
      pause: { from: '2026-11-24', to: '2026-12-08' },
    });

    const paused = entry({
      subscription_id: 6,
      status: 'active',
      subscription: { id: 6, status: 'paused', ...pause },
      scheduledCleanup: '2026-12-01',
      nextCleanup: '2026-12-08',
    });
    expect(residentialSchedule([paused], locations, TODAY)[0]?.entries[0]).toMatchObject({
      status: 'paused',
      nextCleanup: null,
      pause: { from: '2026-11-24' },
    });
  });

  it('marks a recurring entry without a recurring day unassigned', () => {
    const [home] = residentialSchedule([entry({ subscription_id: 5, service_days: [] })], locations, TODAY);
    expect(home?.entries[0]?.unassigned).toBe(true);
  });
});
