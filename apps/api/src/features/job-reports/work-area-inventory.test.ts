import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispatchBoardResponse, JobStatus, WorkAreaInventoryResponse } from '@employee-portal/core';
import { eq } from 'drizzle-orm';
import { organizations } from '../../platform/identity/organizations.table.ts';
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
  const addJobs = async (day: string, userId: number | null, statuses: readonly JobStatus[]) => {
    for (const status of statuses)
      await t.db.insert(jobs).values({
        organization_id,
        kind: 'residential',
        origin: 'custom',
        client_id: setting.client.id,
        client_location_id: setting.location.id,
        service_date: day,
        status,
        assigned_user_id: userId,
        price_cents: 2000,
      });
  };
  return { ...setting, area: area!, addJobs };
}

describe('GET /api/work_area_inventory', () => {
  it('counts clients, locations, the week’s jobs and each tech’s jobs of the day per work area and zip', async () => {
    const { owner, tech, addJobs } = await inventorySetting();
    // Three more stops for Terry on Thursday this week.
    await addJobs('2026-11-26', tech.user.id, ['scheduled', 'scheduled', 'scheduled']);
    const response = await get(owner.token, '/api/work_area_inventory');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Today, Tuesday: Terry has the weekly visit alone; a Standard plan has no jobs-per-tech limit.
    expect(body).toMatchObject({
      service_date: '2026-11-24',
      week_from: '2026-11-23',
      week_to: '2026-11-29',
      job_limit_per_tech: null,
    });
    const terry = { user_id: tech.user.id, name: expect.stringContaining('Terry'), jobs: 1 };
    expect(body.data).toEqual([
      {
        work_area_id: expect.any(Number),
        work_area_name: 'Scoop Co Downtown',
        zip: '80202',
        active_clients: 1,
        locations: 1,
        // Tuesday's weekly visit and the three Thursday stops.
        weekly_jobs: 4,
        techs: [terry],
        max_jobs_per_tech_day: 1,
      },
      expect.objectContaining({ zip: '80203', active_clients: 0, locations: 0, weekly_jobs: 0, techs: [terry] }),
    ]);
    const thursday = (await get(owner.token, '/api/work_area_inventory?date=2026-11-26')).json();
    expect(thursday.service_date).toBe('2026-11-26');
    expect(thursday.data[0]).toMatchObject({ weekly_jobs: 4, techs: [{ jobs: 3 }], max_jobs_per_tech_day: 3 });
  });

  it("agrees with the dispatch board about each tech's jobs of the organization's day", async () => {
    const { owner, organization, tech, otherTech, area, addJobs } = await inventorySetting('Board Co');
    await t.db
      .insert(workAreaTechs)
      .values({ organization_id: organization.id, work_area_id: area.id, user_id: otherTech.user.id });
    // Thursday evening in Denver is already Friday in UTC: the day is the organization's.
    t.clock.set(new Date('2026-11-27T05:00:00Z'));
    try {
      await addJobs('2026-11-26', tech.user.id, ['scheduled', 'completed', 'skipped', 'missed', 'cancelled']);
      await addJobs('2026-11-26', otherTech.user.id, ['on_the_way', 'scheduled']);
      await addJobs('2026-11-26', null, ['scheduled']);
      await addJobs('2026-11-27', tech.user.id, ['scheduled', 'scheduled']);
      const inventory = (await get(owner.token, '/api/work_area_inventory')).json() as WorkAreaInventoryResponse;
      expect(inventory.service_date).toBe('2026-11-26');
      const board = (await get(owner.token, '/api/dispatch_board?date=2026-11-26')).json() as DispatchBoardResponse;
      const onBoard = new Map(board.columns.map((column) => [column.assigned_user_id, column.totals.jobs]));
      const row = inventory.data.find((entry) => entry.zip === '80202')!;
      expect(row.techs.map((entry) => [entry.user_id, entry.jobs])).toEqual(
        row.techs.map((entry) => [entry.user_id, onBoard.get(entry.user_id)]),
      );
      // Every job on Terry's route but the cancelled one; Olive's two.
      expect(onBoard.get(tech.user.id)).toBe(4);
      expect(onBoard.get(otherTech.user.id)).toBe(2);
      expect(row.max_jobs_per_tech_day).toBe(4);
    } finally {
      t.clock.set(JOBS_NOW);
    }
  });

  it('shows the jobs-per-tech limit to an EntreMANURE organization alone', async () => {
    const { owner, organization } = await inventorySetting('Limited Co');
    await t.db
      .update(organizations)
      .set({ subscription_package: 'EntreMANURE' })
      .where(eq(organizations.id, organization.id));
    expect((await get(owner.token, '/api/work_area_inventory')).json().job_limit_per_tech).toBe(15);
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
