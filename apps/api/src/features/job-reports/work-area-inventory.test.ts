import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { workAreas, workAreaTechs, workAreaZips } from '../work-areas/work-areas.table.ts';
import { weekAround } from './work-area-inventory.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });

/** Downtown serves 80202 (the client's zip) and 80203 (nobody yet); Terry works it. */
async function inventorySetting(name = 'Scoop Co') {
  const setting = await jobSetting(t, name);
  const organization_id = setting.organization.id;
  await setting.subscribe();
  const [area] = await t.db
    .insert(workAreas)
    .values({ organization_id, name: `${name} Downtown` })
    .returning();
  await t.db.insert(workAreaZips).values([
    { organization_id, work_area_id: area!.id, zip: '80202' },
    { organization_id, work_area_id: area!.id, zip: '80203' },
  ]);
  await t.db.insert(workAreaTechs).values({ organization_id, work_area_id: area!.id, user_id: setting.tech.user.id });
  return { ...setting, area: area! };
}

describe('GET /api/work_area_inventory', () => {
  it('counts clients, locations, this week’s jobs and the techs’ most jobs in a day per work area and zip', async () => {
    const { owner, organization, client, location, tech } = await inventorySetting();
    // Three more stops for Terry on Thursday this week: his busiest day has three.
    for (let n = 0; n < 3; n += 1)
      await t.db.insert(jobs).values({
        organization_id: organization.id,
        kind: 'residential',
        origin: 'custom',
        client_id: client.id,
        client_location_id: location.id,
        service_date: '2026-11-26',
        assigned_user_id: tech.user.id,
        price_cents: 2000,
      });
    const response = await get(owner.token, '/api/work_area_inventory');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ week_from: '2026-11-23', week_to: '2026-11-29', job_limit_per_tech: 15 });
    expect(body.data).toEqual([
      {
        work_area_id: expect.any(Number),
        work_area_name: 'Scoop Co Downtown',
        zip: '80202',
        active_clients: 1,
        locations: 1,
        // Tuesday's weekly visit and the three Thursday stops.
        weekly_jobs: 4,
        techs: [expect.stringContaining('Terry')],
        max_jobs_per_tech_day: 3,
      },
      expect.objectContaining({
        zip: '80203',
        active_clients: 0,
        locations: 0,
        weekly_jobs: 0,
        max_jobs_per_tech_day: 3,
      }),
    ]);
  });

  it("never counts another organization's areas or jobs and needs the permission", async () => {
    await inventorySetting('Other Co');
    const { owner, tech } = await inventorySetting('Own Co');
    const rows = (await get(owner.token, '/api/work_area_inventory')).json().data as {
      work_area_name: string;
      weekly_jobs: number;
    }[];
    expect(rows.map((row) => row.work_area_name)).toEqual(['Own Co Downtown', 'Own Co Downtown']);
    expect(rows[0]!.weekly_jobs).toBe(1);
    expect((await get(tech.token, '/api/work_area_inventory')).statusCode).toBe(403);
  });
});

describe('the inventory week', () => {
  it('runs Monday to Sunday around the day, Sundays included', () => {
    expect(weekAround('2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekAround('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekAround('2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });
});
