import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { workAreaChanges } from './work-areas.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url: `/api${url}`, payload });

describe('work area activity log', () => {
  it('logs create, rename, zips, techs and delete with who, when, before and after, newest first', async () => {
    const { owner, tech } = await jobSetting(t);
    const created = (await call(owner.token, 'POST', '/work_areas', { name: 'North' })).json().work_area;
    await call(owner.token, 'PUT', `/work_areas/${created.id}`, { name: 'North Denver' });
    await call(owner.token, 'PUT', `/work_areas/${created.id}`, { name: 'North Denver' });
    await call(owner.token, 'POST', `/work_areas/${created.id}/zips`, { zip: '80221' });
    await call(owner.token, 'POST', `/work_areas/${created.id}/zips`, { zip: '80202' });
    await call(owner.token, 'DELETE', `/work_areas/${created.id}/zips/80221`);
    await call(owner.token, 'PUT', `/work_areas/${created.id}/techs`, { user_ids: [tech.user.id] });
    await call(owner.token, 'PUT', `/work_areas/${created.id}/techs`, { user_ids: [tech.user.id] });
    await call(owner.token, 'DELETE', `/work_areas/${created.id}`);

    const response = await call(owner.token, 'GET', '/work_area_activity_log');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { action: string; before: unknown; after: unknown; actor_name: string }[];
    expect(rows.map((row) => row.action)).toEqual([
      'deleted',
      'techs_changed',
      'zips_changed',
      'zips_changed',
      'zips_changed',
      'renamed',
      'created',
    ]);
    expect(rows.every((row) => row.actor_name.length > 0)).toBe(true);
    expect(rows.at(-1)).toMatchObject({ before: null, after: { name: 'North' }, work_area_id: null });
    expect(rows.at(-2)).toMatchObject({ before: { name: 'North' }, after: { name: 'North Denver' } });
    expect(rows[2]).toMatchObject({ before: { zips: ['80202', '80221'] }, after: { zips: ['80202'] } });
    expect(rows[1]).toMatchObject({ before: { techs: [] }, after: { techs: [expect.stringContaining('Terry')] } });
    expect(rows[0]).toMatchObject({
      work_area_name: 'North Denver',
      before: { name: 'North Denver', zips: ['80202'], techs: [expect.stringContaining('Terry')] },
      after: null,
    });
  });

  it('filters by work area and date, pages, and refuses a backwards period', async () => {
    const { owner } = await jobSetting(t);
    const north = (await call(owner.token, 'POST', '/work_areas', { name: 'North' })).json().work_area;
    await call(owner.token, 'POST', '/work_areas', { name: 'South' });
    const byArea = (await call(owner.token, 'GET', `/work_area_activity_log?work_area_id=${north.id}`)).json();
    expect(byArea.data.map((row: { work_area_name: string }) => row.work_area_name)).toEqual(['North']);
    expect(
      (await call(owner.token, 'GET', '/work_area_activity_log?from=2026-11-24&to=2026-11-24')).json().meta.total,
    ).toBe(2);
    expect((await call(owner.token, 'GET', '/work_area_activity_log?from=2026-11-25')).json().data).toEqual([]);
    expect((await call(owner.token, 'GET', '/work_area_activity_log?per_page=1&page=2')).json().data).toHaveLength(1);
    const bad = await call(owner.token, 'GET', '/work_area_activity_log?from=2026-11-25&to=2026-11-24');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.to).toEqual(['Cannot be before From Date']);
  });

  it("never shows another organization's changes, needs the permission, and logs nothing for a refused change", async () => {
    const other = await jobSetting(t, 'Other Co');
    await call(other.owner.token, 'POST', '/work_areas', { name: 'Elsewhere' });
    const { owner, tech, organization } = await jobSetting(t, 'Own Co');
    await call(owner.token, 'POST', '/work_areas', { name: 'Here' });
    const taken = await call(owner.token, 'POST', '/work_areas', { name: 'Here' });
    expect(taken.statusCode).toBe(422);
    const rows = (await call(owner.token, 'GET', '/work_area_activity_log')).json().data;
    expect(rows.map((row: { work_area_name: string }) => row.work_area_name)).toEqual(['Here']);
    expect(
      await t.db.select().from(workAreaChanges).where(eq(workAreaChanges.organization_id, organization.id)),
    ).toHaveLength(1);
    expect((await call(tech.token, 'GET', '/work_area_activity_log')).statusCode).toBe(403);
  });
});
