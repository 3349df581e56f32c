import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { createCancelReason } from '../../../test/support/pricing-factories.ts';
import { jobs } from './jobs.table.ts';
import { runJobGeneration } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

const jobsOf = (subscriptionId: number) =>
  t.db.select().from(jobs).where(eq(jobs.subscription_id, subscriptionId)).orderBy(asc(jobs.service_date));

describe('jobs made from subscriptions', () => {
  it('subscribing makes one job a week through the 8-week horizon, at the visit price, for the tech', async () => {
    const setting = await jobSetting(t);
    const subscription = await setting.subscribe();
    const made = await jobsOf(subscription.id);
    expect(made.map((job) => job.service_date)).toEqual([
      '2026-11-24',
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
    ]);
    expect(made.every((job) => job.price_cents === 2000 && job.assigned_user_id === setting.tech.user.id)).toBe(true);
    expect(made.every((job) => job.status === 'scheduled' && job.origin === 'recurring')).toBe(true);
  });

  it('a change rewrites only future untouched jobs: done, skipped and moved jobs stay as they are', async () => {
    const setting = await jobSetting(t);
    const subscription = await setting.subscribe();
    const [today, nextWeek, inTwoWeeks] = await jobsOf(subscription.id);
    await t.db.update(jobs).set({ status: 'completed' }).where(eq(jobs.id, today!.id));
    const moved = await t.injectAs(setting.owner.token, {
      method: 'PUT',
      url: `/api/jobs/${inTwoWeeks!.id}/date`,
      payload: { service_date: '2026-12-09' },
    });
    expect(moved.statusCode).toBe(200);

    // Thursdays from now on, with the other tech.
    const changed = await t.injectAs(setting.owner.token, {
      method: 'PUT',
      url: `/api/subscription/${subscription.id}`,
      payload: {
        service_plan_id: setting.weekly.id,
        service_days: [{ service_type: 'recurring', start_date: '2026-11-26' }],
        assigned_user_id: setting.otherTech.user.id,
      },
    });
    expect(changed.statusCode).toBe(200);
    const after = await jobsOf(subscription.id);
    const byId = new Map(after.map((job) => [job.id, job]));
    expect(byId.get(today!.id)).toMatchObject({ status: 'completed', service_date: '2026-11-24' });
    expect(byId.get(inTwoWeeks!.id)).toMatchObject({
      service_date: '2026-12-09',
      assigned_user_id: setting.tech.user.id,
    });
    expect(byId.has(nextWeek!.id)).toBe(false);
    const untouched = after.filter((job) => !job.is_manual && job.status === 'scheduled');
    expect(untouched.map((job) => job.service_date)).toEqual([
      '2026-11-26',
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
      '2026-12-24',
      '2026-12-31',
      '2027-01-07',
      '2027-01-14',
    ]);
    expect(untouched.every((job) => job.assigned_user_id === setting.otherTech.user.id)).toBe(true);
  });

  it('pausing removes the paused visits, resuming brings them back, cancelling clears the rest', async () => {
    const setting = await jobSetting(t);
    const subscription = await setting.subscribe();
    const url = `/api/subscription/${subscription.id}`;
    const paused = await t.injectAs(setting.owner.token, {
      method: 'POST',
      url: `${url}/pause`,
      payload: { from: '2026-12-01', to: '2026-12-15' },
    });
    expect(paused.statusCode).toBe(200);
    expect((await jobsOf(subscription.id)).map((job) => job.service_date)).not.toContain('2026-12-08');
    expect((await jobsOf(subscription.id)).map((job) => job.service_date)).toContain('2026-12-15');

    await t.injectAs(setting.owner.token, { method: 'POST', url: `${url}/resume`, payload: {} });
    expect((await jobsOf(subscription.id)).map((job) => job.service_date)).toContain('2026-12-08');

    const reason = await createCancelReason(t.db, setting.organization.id);
    const cancelled = await t.injectAs(setting.owner.token, {
      method: 'POST',
      url: `${url}/cancel`,
      payload: { cancel_reason_id: reason.id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await jobsOf(subscription.id)).toEqual([]);
  });

  it('two generators running at once make each job once, and running again changes nothing', async () => {
    const setting = await jobSetting(t);
    const subscription = await setting.subscribe();
    // As if the subscription had been written before jobs existed: the nightly pass must fill its horizon.
    await t.db.delete(jobs).where(eq(jobs.subscription_id, subscription.id));
    const deps = { db: t.db, clock: t.clock };
    await Promise.all([runJobGeneration(deps), runJobGeneration(deps)]);
    const made = await jobsOf(subscription.id);
    expect(made).toHaveLength(8);
    expect(new Set(made.map((job) => job.service_date)).size).toBe(8);
    const again = await runJobGeneration(deps);
    expect(again.made).toBe(0);
    expect(await jobsOf(subscription.id)).toHaveLength(8);
  });

  it('the next day, a job left open yesterday becomes missed and the horizon grows by one visit day', async () => {
    const setting = await jobSetting(t);
    const subscription = await setting.subscribe();
    await runJobGeneration({ db: t.db, clock: t.clock });
    const oneWeekLater = { db: t.db, clock: { now: () => new Date('2026-12-01T17:00:00Z') } };
    await runJobGeneration(oneWeekLater);
    const after = await jobsOf(subscription.id);
    expect(after[0]).toMatchObject({ service_date: '2026-11-24', status: 'missed' });
    expect(after.at(-1)!.service_date).toBe('2027-01-19');
    const stillOpen = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.subscription_id, subscription.id), eq(jobs.service_date, '2026-12-01')));
    expect(stillOpen[0]!.status).toBe('scheduled');
  });

  it('deactivating a tech sends their clients and open jobs to Unassigned; done jobs keep their tech', async () => {
    const setting = await jobSetting(t);
    const subscription = await setting.subscribe();
    const [today, nextWeek] = await jobsOf(subscription.id);
    await t.db.update(jobs).set({ status: 'completed' }).where(eq(jobs.id, today!.id));
    await t.injectAs(setting.owner.token, {
      method: 'PUT',
      url: `/api/jobs/${nextWeek!.id}/date`,
      payload: { service_date: '2026-12-02' },
    });
    const deactivated = await t.injectAs(setting.owner.token, {
      method: 'POST',
      url: `/api/staff/${setting.tech.membership.id}/deactivate`,
    });
    expect(deactivated.statusCode).toBe(200);
    const after = await jobsOf(subscription.id);
    expect(after.find((job) => job.id === today!.id)!.assigned_user_id).toBe(setting.tech.user.id);
    expect(after.filter((job) => job.id !== today!.id).every((job) => job.assigned_user_id === null)).toBe(true);
    const record = await t.injectAs(setting.owner.token, {
      method: 'GET',
      url: `/api/subscription/${subscription.id}`,
    });
    expect(record.json().subscription.history[0].summary).toMatch(/^Unassigned: Terry .* was deactivated$/);
  });
});
