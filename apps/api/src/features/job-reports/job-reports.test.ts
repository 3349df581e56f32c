import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { crossSells } from '../cross-sells/cross-sells.table.ts';
import { jobCrossSells, jobs } from '../jobs/jobs.table.ts';
import { workAreas, workAreaZips } from '../work-areas/work-areas.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });

/**
 * A weekly $20 subscription on Terry from 24 November: the 24 November and 1 December visits completed (the first
 * with a $5 cross-sell), the 8 December one skipped; Olive completed one $20 visit on 25 November by hand.
 */
async function reportSetting(name = 'Scoop Co') {
  const setting = await jobSetting(t, name);
  const organization_id = setting.organization.id;
  const subscription = await setting.subscribe();
  const made = await t.db
    .select()
    .from(jobs)
    .where(eq(jobs.subscription_id, subscription.id))
    .orderBy(asc(jobs.service_date));
  const complete = (id: number) =>
    t.db.update(jobs).set({ status: 'completed', completed_at: JOBS_NOW }).where(eq(jobs.id, id));
  await complete(made[0]!.id);
  await complete(made[1]!.id);
  await t.db.update(jobs).set({ status: 'skipped' }).where(eq(jobs.id, made[2]!.id));
  const [crossSell] = await t.db
    .insert(crossSells)
    .values({ organization_id, kind: 'residential', name: 'Deodorizer', price_cents: 500, frequency: 'every_visit' })
    .returning();
  await t.db
    .insert(jobCrossSells)
    .values({ organization_id, job_id: made[0]!.id, cross_sell_id: crossSell!.id, price_cents: 500 });
  const [byHand] = await t.db
    .insert(jobs)
    .values({
      organization_id,
      kind: 'residential',
      origin: 'custom',
      client_id: setting.client.id,
      client_location_id: setting.location.id,
      service_date: '2026-11-25',
      status: 'completed',
      assigned_user_id: setting.otherTech.user.id,
      price_cents: 2000,
    })
    .returning();
  const [area] = await t.db
    .insert(workAreas)
    .values({ organization_id, name: `${name} Downtown` })
    .returning();
  await t.db.insert(workAreaZips).values({ organization_id, work_area_id: area!.id, zip: '80202' });
  return { ...setting, made, byHand: byHand!, area: area! };
}

describe('GET /api/completed_jobs_report', () => {
  it('counts completed visits and their revenue with cross-sells per tech, the current month by default', async () => {
    const { owner, tech, otherTech } = await reportSetting();
    const response = await get(owner.token, '/api/completed_jobs_report');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ from: '2026-11-01', to: '2026-11-30', group_by: 'tech' });
    expect(body.data).toEqual([
      { key: String(tech.user.id), name: expect.stringContaining('Terry'), jobs: 1, revenue_cents: 2500 },
      { key: String(otherTech.user.id), name: expect.stringContaining('Olive'), jobs: 1, revenue_cents: 2000 },
    ]);
    expect(body.totals).toEqual({ jobs: 2, revenue_cents: 4500 });
  });

  it('groups by client and work area over a chosen period, and pages', async () => {
    const { owner, area, client } = await reportSetting();
    const byClient = (
      await get(owner.token, '/api/completed_jobs_report?from=2026-11-01&to=2026-12-31&group_by=client')
    ).json();
    expect(byClient.data).toEqual([
      { key: `client:${client.id}`, name: expect.stringContaining('Morgan'), jobs: 3, revenue_cents: 6500 },
    ]);
    const byArea = (
      await get(owner.token, '/api/completed_jobs_report?from=2026-12-01&to=2026-12-31&group_by=work_area')
    ).json();
    expect(byArea.data).toEqual([{ key: String(area.id), name: 'Scoop Co Downtown', jobs: 1, revenue_cents: 2000 }]);
    const paged = (await get(owner.token, '/api/completed_jobs_report?per_page=1&page=2')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toEqual({ page: 2, per_page: 1, total: 2 });
    expect(paged.totals.jobs).toBe(2);
  });

  it('exports the rows and the total as CSV', async () => {
    const { owner } = await reportSetting();
    const csv = await get(owner.token, '/api/completed_jobs_report/export.csv?group_by=tech');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Tech,Completed Jobs,Revenue');
    expect(lines.at(-1)).toBe('Total,2,$45.00');
  });

  it("never counts another organization's jobs, refuses bad filters and needs the permission", async () => {
    await reportSetting('Other Co');
    const { owner, tech } = await reportSetting('Own Co');
    expect((await get(owner.token, '/api/completed_jobs_report')).json().totals).toEqual({
      jobs: 2,
      revenue_cents: 4500,
    });
    const bad = await get(owner.token, '/api/completed_jobs_report?from=2026-12-01&to=2026-11-01&group_by=dog');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['group_by']);
    const backwards = await get(owner.token, '/api/completed_jobs_report?from=2026-12-01&to=2026-11-01');
    expect(backwards.json().errors.to).toEqual(['Cannot be before From Date']);
    expect((await get(tech.token, '/api/completed_jobs_report')).statusCode).toBe(403);
    expect((await get(tech.token, '/api/completed_jobs_report/export.csv')).statusCode).toBe(403);
  });
});
