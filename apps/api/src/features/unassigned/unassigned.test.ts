import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { subscriptionServiceDays, subscriptions } from '../subscriptions/subscriptions.table.ts';
import { workAreas, workAreaTechs, workAreaZips } from '../work-areas/work-areas.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

/**
 * Three subscriptions of one location, each on its own weekday (one visit a day at a location): one with no tech
 * (Tuesdays), one whose days were lost (no recurring day), one fully assigned (Fridays).
 */
async function setting(name = 'Scoop Co') {
  const base = await jobSetting(t, name);
  const weeklyOn = (day: string) => [{ service_type: 'recurring' as const, start_date: day }];
  const noTech = await base.subscribe({ assigned_user_id: null });
  const noDays = await base.subscribe({ service_days: weeklyOn('2026-11-25') });
  await t.db.delete(subscriptionServiceDays).where(eq(subscriptionServiceDays.subscription_id, noDays.id));
  // Days lost outside the app (an import, an old record): the entry has no recurring day and so no jobs.
  await t.db.delete(jobs).where(eq(jobs.subscription_id, noDays.id));
  const assigned = await base.subscribe({ service_days: weeklyOn('2026-11-27') });
  const [area] = await t.db
    .insert(workAreas)
    .values({ organization_id: base.organization.id, name: `${name} Downtown` })
    .returning();
  await t.db
    .insert(workAreaZips)
    .values({ organization_id: base.organization.id, work_area_id: area!.id, zip: '80202' });
  await t.db
    .insert(workAreaTechs)
    .values({ organization_id: base.organization.id, work_area_id: area!.id, user_id: base.otherTech.user.id });
  return { ...base, noTech, noDays, assigned, area: area! };
}

const idsOf = (response: { json: () => { data: { id: number }[] } }) =>
  response.json().data.map((row: { id: number }) => row.id);

describe('GET /api/unassigned', () => {
  it('lists the entries with no tech or no day of their kind, with the reasons, never the assigned ones', async () => {
    const { owner, noTech, noDays, assigned } = await setting();
    const response = await send(owner.token, 'GET', '/api/unassigned');
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.total).toBe(2);
    const rows = response.json().data as { id: number; reasons: string[]; work_area_names: string[] }[];
    expect(rows.map((row) => row.id).sort()).toEqual([noTech.id, noDays.id].sort());
    expect(rows.find((row) => row.id === noTech.id)).toMatchObject({
      reasons: ['no_tech'],
      address: '12 Elm St, Denver',
      zip: '80202',
      service_plan_name: 'Weekly',
      work_area_names: ['Scoop Co Downtown'],
    });
    expect(rows.find((row) => row.id === noDays.id)?.reasons).toEqual(['no_days']);
    expect(idsOf(response)).not.toContain(assigned.id);
  });

  it('filters by reason, kind, zip, work area and search, and leaves cancelled ones out', async () => {
    const { owner, noTech, noDays, area } = await setting();
    expect(idsOf(await send(owner.token, 'GET', '/api/unassigned?reason=no_tech'))).toEqual([noTech.id]);
    expect(idsOf(await send(owner.token, 'GET', '/api/unassigned?reason=no_days'))).toEqual([noDays.id]);
    expect(idsOf(await send(owner.token, 'GET', '/api/unassigned?kind=commercial'))).toEqual([]);
    expect(idsOf(await send(owner.token, 'GET', '/api/unassigned?zip=80301'))).toEqual([]);
    expect(idsOf(await send(owner.token, 'GET', `/api/unassigned?work_area_id=${area.id}`))).toHaveLength(2);
    expect(idsOf(await send(owner.token, 'GET', '/api/unassigned?search=elm%20st'))).toHaveLength(2);
    expect(idsOf(await send(owner.token, 'GET', '/api/unassigned?search=nobody'))).toEqual([]);
    await t.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, noTech.id));
    expect(idsOf(await send(owner.token, 'GET', '/api/unassigned'))).toEqual([noDays.id]);
  });

  it('pages, refuses bad filters with field errors, and needs the unassigned permission', async () => {
    const { owner, tech } = await setting();
    const page = await send(owner.token, 'GET', '/api/unassigned?per_page=1&page=2');
    expect(page.json().data).toHaveLength(1);
    const bad = await send(owner.token, 'GET', '/api/unassigned?reason=lost&kind=boat');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'reason']);
    expect((await send(tech.token, 'GET', '/api/unassigned')).statusCode).toBe(403);
  });

  it("never lists another organization's entries", async () => {
    await setting('Other Co');
    const { owner } = await setting('Own Co');
    const rows = (await send(owner.token, 'GET', '/api/unassigned')).json().data as { work_area_names: string[] }[];
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.work_area_names.join() === 'Own Co Downtown')).toBe(true);
  });
});

describe('GET /api/unassigned/:id', () => {
  it('shows the plan, the days it needs, the current days and the work area techs', async () => {
    const { owner, noDays, otherTech, tech } = await setting();
    const response = await send(owner.token, 'GET', `/api/unassigned/${noDays.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().unassigned).toMatchObject({
      id: noDays.id,
      frequency: 'once_a_week',
      days_needed: 1,
      service_days: [],
      reasons: ['no_days'],
      suggested_techs: [{ id: otherTech.user.id, full_name: expect.stringContaining('Olive') }],
      techs: expect.arrayContaining([expect.objectContaining({ id: tech.user.id })]),
    });
  });

  it("answers 404 for another organization's subscription", async () => {
    const other = await setting('Other Co');
    const { owner } = await setting('Own Co');
    expect((await send(owner.token, 'GET', `/api/unassigned/${other.noTech.id}`)).statusCode).toBe(404);
    expect(
      (
        await send(owner.token, 'PUT', `/api/unassigned/${other.noTech.id}`, {
          assigned_user_id: other.tech.user.id,
          service_days: [{ service_type: 'recurring', start_date: '2026-11-26' }],
          start_date: '2026-11-26',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/unassigned/:id', () => {
  const jobsOf = (subscriptionId: number) =>
    t.db.select().from(jobs).where(eq(jobs.subscription_id, subscriptionId)).orderBy(asc(jobs.service_date));

  it('assigns tech, day and start in one step, after which its jobs exist on the tech', async () => {
    const { owner, noDays, otherTech } = await setting();
    expect(await jobsOf(noDays.id)).toHaveLength(0);
    const response = await send(owner.token, 'PUT', `/api/unassigned/${noDays.id}`, {
      assigned_user_id: otherTech.user.id,
      service_days: [{ service_type: 'recurring', start_date: '2026-12-03' }],
      start_date: '2026-12-03',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().unassigned).toMatchObject({
      reasons: [],
      start_date: '2026-12-03',
      assigned_user_id: otherTech.user.id,
      service_days: [{ service_type: 'recurring', start_date: '2026-12-03' }],
    });
    const made = await jobsOf(noDays.id);
    expect(made.length).toBeGreaterThan(3);
    expect(made[0]).toMatchObject({ service_date: '2026-12-03', assigned_user_id: otherTech.user.id });
    expect(made.every((job) => job.service_date >= '2026-12-03')).toBe(true);
    expect(idsOf(await send(owner.token, 'GET', '/api/unassigned'))).not.toContain(noDays.id);
    // The subscription's history tells the moved start and the new days and tech, one line each.
    const history = (await send(owner.token, 'GET', `/api/subscription/${noDays.id}`)).json().subscription.history as {
      summary: string;
      changes: { field: string }[];
    }[];
    expect(history.map((line) => line.summary)).toContain('Start moved to 2026-12-03');
    expect(history.flatMap((line) => line.changes.map((change) => change.field))).toEqual(
      expect.arrayContaining(['start_date', 'service_days', 'assigned_user_id']),
    );
  });

  it('moves existing unassigned jobs onto the chosen tech', async () => {
    const { owner, noTech, tech } = await setting();
    expect((await jobsOf(noTech.id)).every((job) => job.assigned_user_id === null)).toBe(true);
    const response = await send(owner.token, 'PUT', `/api/unassigned/${noTech.id}`, {
      assigned_user_id: tech.user.id,
      service_days: [{ service_type: 'recurring', start_date: '2026-11-24' }],
      start_date: '2026-11-24',
    });
    expect(response.statusCode).toBe(200);
    const made = await jobsOf(noTech.id);
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((job) => job.assigned_user_id === tech.user.id)).toBe(true);
  });

  it("refuses days that do not fit the plan with the change rules' message and changes nothing", async () => {
    const { owner, noDays, tech, organization } = await setting();
    const response = await send(owner.token, 'PUT', `/api/unassigned/${noDays.id}`, {
      assigned_user_id: tech.user.id,
      service_days: [
        { service_type: 'recurring', start_date: '2026-12-01' },
        { service_type: 'recurring', start_date: '2026-12-02' },
      ],
      start_date: '2026-12-01',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.service_days).toEqual(['1 service days must be selected']);
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organization_id, organization.id), eq(subscriptions.id, noDays.id)));
    expect(row).toMatchObject({ start_date: '2026-11-24', assigned_user_id: tech.user.id });
    expect(await jobsOf(noDays.id)).toHaveLength(0);
  });

  it('refuses a missing tech, no days and a bad date with field errors', async () => {
    const { owner, noTech } = await setting();
    const response = await send(owner.token, 'PUT', `/api/unassigned/${noTech.id}`, {
      service_days: [],
      start_date: '2026-13-40',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['assigned_user_id', 'service_days', 'start_date']);
  });

  it('refuses a day before the start and a field tech without the permission', async () => {
    const { owner, tech, noTech } = await setting();
    const early = await send(owner.token, 'PUT', `/api/unassigned/${noTech.id}`, {
      assigned_user_id: tech.user.id,
      service_days: [{ service_type: 'recurring', start_date: '2026-11-25' }],
      start_date: '2026-11-30',
    });
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().errors.service_days).toEqual(['Service days cannot be before the start date']);
    const denied = await send(tech.token, 'PUT', `/api/unassigned/${noTech.id}`, {
      assigned_user_id: tech.user.id,
      service_days: [{ service_type: 'recurring', start_date: '2026-11-30' }],
      start_date: '2026-11-30',
    });
    expect(denied.statusCode).toBe(403);
  });
});
