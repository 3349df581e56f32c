import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metersToMiles, straightLineCosts, type JobStatus } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { createShift } from '../../../test/support/staff-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { readSchedulerSettings } from '../jobs/index.ts';
import { staffProfiles } from '../staff/staff.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });

const YARD = { lat: 39.7, lng: -105.0 };
const HOME = { lat: 39.72, lng: -104.95 };
const STOPS = [
  { lat: 39.75, lng: -104.99 },
  { lat: 39.78, lng: -104.97 },
  { lat: 39.74, lng: -104.93 },
];

/**
 * Terry's Monday 23 November: three stops in route order from the yard to home (completed, skipped, completed), a
 * cancelled visit that does not count, and an 08:00–16:30 shift with a 30-minute break over 42 odometer miles. Olive
 * has one completed visit on Friday 20 November and no shift.
 */
async function routeSetting(name = 'Scoop Co') {
  const setting = await jobSetting(t, name);
  const organization_id = setting.organization.id;
  await t.db.insert(staffProfiles).values({
    membership_id: setting.tech.membership.id,
    organization_id,
    start_lat: YARD.lat,
    start_lng: YARD.lng,
    end_lat: HOME.lat,
    end_lng: HOME.lng,
  });
  const locations = await t.db
    .insert(clientLocations)
    .values(
      STOPS.map((stop, index) => ({
        organization_id,
        client_id: setting.client.id,
        address_line1: `${index + 1} Route St`,
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        ...stop,
      })),
    )
    .returning();
  const job = (locationId: number, userId: number, day: string, status: JobStatus, position: number | null) => ({
    organization_id,
    kind: 'residential' as const,
    origin: 'custom' as const,
    client_id: setting.client.id,
    client_location_id: locationId,
    service_date: day,
    status,
    assigned_user_id: userId,
    price_cents: 2000,
    route_position: position,
  });
  const terry = setting.tech.user.id;
  // Inserted out of route order: the report follows route_position, not the ids.
  await t.db
    .insert(jobs)
    .values([
      job(locations[2]!.id, terry, '2026-11-23', 'completed', 3),
      job(locations[0]!.id, terry, '2026-11-23', 'completed', 1),
      job(locations[1]!.id, terry, '2026-11-23', 'skipped', 2),
      job(setting.location.id, terry, '2026-11-23', 'cancelled', 4),
      job(setting.location.id, setting.otherTech.user.id, '2026-11-20', 'completed', 1),
    ]);
  await createShift(t.db, {
    organizationId: organization_id,
    membershipId: setting.tech.membership.id,
    start: new Date('2026-11-23T15:00:00Z'),
    end: new Date('2026-11-23T23:30:00Z'),
    breaks: [{ start: new Date('2026-11-23T19:00:00Z'), end: new Date('2026-11-23T19:30:00Z') }],
    start_odometer: 1000,
    end_odometer: 1042,
  });
  return setting;
}

/** The straight-line route yard → stops → home, the organization's road factor and speed applied. */
async function expectedRoute(organizationId: number) {
  const settings = await readSchedulerSettings(t.db, organizationId);
  const costs = straightLineCosts([YARD, ...STOPS, HOME], settings);
  const legs = [0, 1, 2, 3].map((from) => ({
    m: costs.distances_m[from]![from + 1]!,
    s: costs.durations_s[from]![from + 1]!,
  }));
  return { distance_m: legs.reduce((sum, leg) => sum + leg.m, 0), drive_s: legs.reduce((sum, leg) => sum + leg.s, 0) };
}

describe('GET /api/route_planning_report', () => {
  it("prices each tech-day's route in route order and sets it against the jobs and the shift, last 7 days by default", async () => {
    const { owner, tech, otherTech, organization } = await routeSetting();
    const response = await get(owner.token, '/api/route_planning_report');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ date_from: '2026-11-18', date_to: '2026-11-24', distance_source: 'straight_line' });
    const expected = await expectedRoute(organization.id);
    const plannedMiles = Math.round(metersToMiles(expected.distance_m) * 10) / 10;
    expect(body.data).toEqual([
      {
        date: '2026-11-23',
        user_id: tech.user.id,
        tech_name: expect.stringContaining('Terry'),
        planned_stops: 3,
        unlocated_stops: 0,
        planned_distance_m: expected.distance_m,
        planned_drive_s: expected.drive_s,
        completed: 2,
        skipped: 1,
        missed: 0,
        shifts: 1,
        shift_start: '08:00',
        shift_end: '16:30',
        worked_minutes: 480,
        shift_miles: 42,
        difference_miles: Math.round((42 - plannedMiles) * 10) / 10,
      },
      expect.objectContaining({
        date: '2026-11-20',
        user_id: otherTech.user.id,
        planned_stops: 1,
        // Olive has no route address: a one-stop day from its first stop to its last drives nowhere.
        planned_distance_m: 0,
        completed: 1,
        shifts: 0,
        shift_start: null,
        shift_miles: null,
        difference_miles: null,
      }),
    ]);
    expect(body.totals).toMatchObject({
      days: 2,
      planned_stops: 4,
      planned_distance_m: expected.distance_m,
      completed: 3,
      skipped: 1,
      worked_minutes: 480,
      shift_miles: 42,
    });
    expect(body.techs.map((entry: { id: number }) => entry.id).sort()).toEqual(
      [tech.user.id, otherTech.user.id].sort(),
    );
  });

  it('filters by tech, sorts and pages, with totals over the whole range', async () => {
    const { owner, tech, otherTech } = await routeSetting();
    const onlyOlive = (await get(owner.token, `/api/route_planning_report?user_id=${otherTech.user.id}`)).json();
    expect(onlyOlive.data.map((row: { user_id: number }) => row.user_id)).toEqual([otherTech.user.id]);
    expect(onlyOlive.totals.planned_stops).toBe(1);
    expect(onlyOlive.techs).toHaveLength(2);

    const shortestFirst = (
      await get(owner.token, '/api/route_planning_report?sort=planned_distance&per_page=1&page=2')
    ).json();
    expect(shortestFirst.data.map((row: { user_id: number }) => row.user_id)).toEqual([tech.user.id]);
    expect(shortestFirst.meta).toEqual({ page: 2, per_page: 1, total: 2 });
    expect(shortestFirst.totals.planned_stops).toBe(4);
    const oldestFirst = (await get(owner.token, '/api/route_planning_report?sort=date')).json();
    expect(oldestFirst.data.map((row: { date: string }) => row.date)).toEqual(['2026-11-20', '2026-11-23']);
  });

  it('shows a shift still running as running, with no difference yet', async () => {
    const { owner, tech, organization } = await routeSetting();
    await createShift(t.db, {
      organizationId: organization.id,
      membershipId: tech.membership.id,
      start: new Date('2026-11-24T15:00:00Z'),
      end: null,
      start_odometer: 1042,
    });
    const today = (await get(owner.token, '/api/route_planning_report?date_from=2026-11-24&date_to=2026-11-24')).json();
    expect(today.data).toEqual([
      expect.objectContaining({
        user_id: tech.user.id,
        planned_stops: 0,
        shift_start: '08:00',
        shift_end: null,
        worked_minutes: 120,
        difference_miles: null,
      }),
    ]);
  });

  it("never shows another organization's routes or shifts", async () => {
    const other = await routeSetting('Other Co');
    const { owner, tech, otherTech } = await routeSetting('Own Co');
    const body = (await get(owner.token, '/api/route_planning_report')).json();
    expect(body.data.map((row: { user_id: number }) => row.user_id).sort()).toEqual(
      [tech.user.id, otherTech.user.id].sort(),
    );
    expect(body.totals).toMatchObject({ planned_stops: 4, shift_miles: 42 });
    const theirTech = (await get(owner.token, `/api/route_planning_report?user_id=${other.tech.user.id}`)).json();
    expect(theirTech.data).toEqual([]);
  });

  it('refuses a backwards or too long range and needs the permission', async () => {
    const { owner, tech } = await routeSetting();
    const backwards = await get(owner.token, '/api/route_planning_report?date_from=2026-11-20&date_to=2026-11-19');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.date_to).toEqual(['Cannot be before From Date']);
    const tooLong = await get(owner.token, '/api/route_planning_report?date_from=2026-01-01&date_to=2026-11-24');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.date_to).toEqual(['The range can be at most 93 days']);
    // A From day long ago with To left to default to today is just as long.
    const openEnded = await get(owner.token, '/api/route_planning_report/csv?date_from=2026-01-01');
    expect(openEnded.statusCode).toBe(422);
    expect((await get(owner.token, '/api/route_planning_report?sort=dog')).statusCode).toBe(422);
    expect((await get(tech.token, '/api/route_planning_report')).statusCode).toBe(403);
    expect((await get(tech.token, '/api/route_planning_report/csv')).statusCode).toBe(403);
  });
});

describe('GET /api/route_planning_report/csv', () => {
  it('downloads the header, every row and the totals', async () => {
    const { owner, organization } = await routeSetting();
    const csv = await get(owner.token, '/api/route_planning_report/csv?date_from=2026-11-20&date_to=2026-11-23');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment; filename="route-planning.csv"');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Date,Tech,Planned Stops,Planned Distance (mi),Planned Drive Time,Completed,Skipped,Missed,Shift Start,Shift End,Worked Time,Shift Miles,Difference (mi)',
    );
    expect(lines).toHaveLength(4);
    const miles = Math.round(metersToMiles((await expectedRoute(organization.id)).distance_m) * 10) / 10;
    expect(lines[1]).toMatch(new RegExp(`^2026-11-23,Terry [^,]*,3,${miles},\\d+:\\d\\d,2,1,0,08:00,16:30,8:00,42,`));
    expect(lines[2]).toMatch(/^2026-11-20,Olive [^,]*,1,0,0:00,1,0,0,,,0:00,,$/);
    expect(lines[3]).toMatch(new RegExp(`^Total,,4,${miles},\\d+:\\d\\d,3,1,0,,,8:00,42,`));
  });
});
