/**
 * The next cleanup is the next visit the dispatch board will send a tech on: a job moved on the board moves it, a
 * skipped one no longer counts, a job added by hand counts for the location; the subscription's pattern answers only
 * past the days jobs were made for. Everywhere it is shown: the location's next cleanup day, the client's schedule,
 * the subscription and the subscriptions list (and its CSV).
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { insertDefaultSkipReasons } from '../jobs/index.ts';
import { jobs, skipReasons } from '../jobs/jobs.table.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { send, setting, setUpSubscriptionsTests, t } from './subscriptions.test-support.ts';

setUpSubscriptionsTests();

// Today is Sunday 22 November 2026; the weekly visits are on Tuesdays from the 24th.
const weeklyTuesdays = [{ service_type: 'recurring', start_date: '2026-11-24' }];

async function weeklySetting() {
  const base = await setting();
  await insertDefaultSkipReasons(t.db, base.organization.id);
  const { id } = (
    await base.subscribe({ service_plan_id: base.weekly.id, start_date: '2026-11-24', service_days: weeklyTuesdays })
  ).json().subscription;
  const jobOn = async (day: string) =>
    (
      await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.subscription_id, id), eq(jobs.service_date, day)))
        .orderBy(asc(jobs.id))
    )[0]!;
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const response = await send(base.owner.token, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  /** The next cleanup wherever the office sees it. */
  const shown = async () => {
    const entry = (
      await call(
        'GET',
        `/api/client/details/scheduler/client_locations_for_residential_client?client_id=${base.client.id}`,
      )
    ).json().client_locations[0];
    const csv = (await call('GET', '/api/subscriptions/export.csv')).body.trim().split('\n')[1]!;
    return {
      location: (await call('GET', `/api/next_cleanup_day?client_location_id=${base.location.id}`)).json().next_cleanup,
      schedule: entry.nextCleanup,
      subscription: (await call('GET', `/api/subscription/${id}`)).json().subscription.next_cleanup,
      list: (await call('GET', '/api/subscriptions')).json().data[0].next_cleanup,
      csv: csv.split(',').find((cell) => /^\d{4}-\d{2}-\d{2}$/.test(cell)),
    };
  };
  const everywhere = (day: string) => ({ location: day, schedule: day, subscription: day, list: day, csv: day });
  return { ...base, id, jobOn, call, shown, everywhere };
}

describe('next cleanup', () => {
  it('follows a job moved on the dispatch board, and skips a skipped one', async () => {
    const { call, jobOn, shown, everywhere, organization } = await weeklySetting();
    expect(await shown()).toEqual(everywhere('2026-11-24'));

    await call('PUT', `/api/jobs/${(await jobOn('2026-11-24')).id}/date`, { service_date: '2026-11-25' });
    expect(await shown()).toEqual(everywhere('2026-11-25'));

    const [reason] = await t.db.select().from(skipReasons).where(eq(skipReasons.organization_id, organization.id));
    await call('POST', `/api/jobs/${(await jobOn('2026-11-25')).id}/skip`, {
      skip_reason_id: reason!.id,
      notify_client: false,
    });
    expect(await shown()).toEqual(everywhere('2026-12-01'));
  });

  it('counts a job added by hand at the location, for the location only', async () => {
    const { call, shown, location } = await weeklySetting();
    await call('POST', '/api/jobs', {
      kind: 'residential',
      location_id: location.id,
      service_date: '2026-11-23',
      price_cents: 0,
    });
    expect(await shown()).toMatchObject({ location: '2026-11-23', subscription: '2026-11-24', schedule: '2026-11-24' });
  });

  it('keeps the pause note on the visit a pause skips, while the next cleanup is the first job after it', async () => {
    const { call, id, client } = await weeklySetting();
    await call('POST', `/api/subscription/${id}/pause`, { from: '2026-11-23', to: '2026-12-08' });
    const entry = (
      await call('GET', `/api/client/details/scheduler/client_locations_for_residential_client?client_id=${client.id}`)
    ).json().client_locations[0];
    expect(entry).toMatchObject({ nextCleanup: '2026-12-08', scheduledCleanup: '2026-11-24' });
  });

  it('falls back to the pattern past the last day jobs were made for', async () => {
    const { shown, everywhere, organization } = await weeklySetting();
    await t.db
      .update(organizations)
      .set({ end_subscription: new Date('2030-01-01T00:00:00Z') })
      .where(eq(organizations.id, organization.id));
    // Jobs were made eight weeks ahead, through 16 January; no nightly pass has made more since.
    t.clock.set(new Date('2027-01-25T18:00:00Z'));
    try {
      expect(await shown()).toEqual(everywhere('2027-01-26'));
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });
});
