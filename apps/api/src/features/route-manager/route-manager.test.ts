import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { OptimizeAllResponse, RouteManagerDayResponse } from '@employee-portal/core';
import { asc, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, JOBS_TODAY, jobSetting } from '../../../test/support/job-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { staffProfiles } from '../staff/staff.table.ts';
import { workAreas, workAreaTechs, workAreaZips } from '../work-areas/work-areas.table.ts';

let t: TestApp;
let published: MockInstance<TestApp['deps']['realtime']['publish']>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
  published = vi.spyOn(t.deps.realtime, 'publish');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const send = (token: string, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

const YARD = { lat: 39.75, lng: -105.05 };

/**
 * Terry's day runs east along one street in a bad order (far, near, farther, nearest) plus a stop with no map
 * position; Olive starts at the same yard with one stop. The yard is both techs' start and end.
 */
async function day(name = 'Route Co') {
  const setting = await jobSetting(t, name);
  const { organization, owner, tech, otherTech, client } = setting;
  const place = async (lng: number | null, street: string) => {
    const [row] = await t.db
      .insert(clientLocations)
      .values({
        organization_id: organization.id,
        client_id: client.id,
        name: street,
        address_line1: street,
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        lat: lng === null ? null : 39.75,
        lng,
      })
      .returning();
    return row!.id;
  };
  const add = async (locationId: number, assigned_user_id: number | null) => {
    const response = await send(owner.token, 'POST', '/api/jobs', {
      kind: 'residential',
      location_id: locationId,
      service_date: JOBS_TODAY,
      assigned_user_id,
      price_cents: 2000,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().job.id as number;
  };
  for (const member of [tech, otherTech])
    await t.db.insert(staffProfiles).values({
      membership_id: member.membership.id,
      organization_id: organization.id,
      start_lat: YARD.lat,
      start_lng: YARD.lng,
      end_lat: YARD.lat,
      end_lng: YARD.lng,
    });
  const terry = [
    await add(await place(-104.8, '30 Far St'), tech.user.id),
    await add(await place(-104.98, '10 Near St'), tech.user.id),
    await add(await place(-104.7, '40 Farther St'), tech.user.id),
    await add(await place(-105.0, '5 Nearest St'), tech.user.id),
  ];
  const unmapped = await add(await place(null, '1 Nowhere Rd'), tech.user.id);
  const olive = [await add(await place(-105.03, '2 Yard Ln'), otherTech.user.id)];
  const loose = await add(await place(-104.95, '7 Loose Ave'), null);
  const read = async () => {
    const response = await send(owner.token, 'GET', `/api/route_manager?date=${JOBS_TODAY}`);
    expect(response.statusCode).toBe(200);
    return response.json() as RouteManagerDayResponse;
  };
  const positions = async (ids: number[]) =>
    (await t.db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(asc(jobs.id))).map((row) => [
      row.id,
      row.assigned_user_id,
      row.route_position,
    ]);
  return { ...setting, terry, unmapped, olive, loose, read, positions };
}

describe('the route manager', () => {
  it("lists each tech's stops in route order with distance, drive time and ETAs, unmapped stops last", async () => {
    const { read, tech, otherTech, terry, unmapped, olive, loose } = await day();
    const answer = await read();
    const route = answer.routes.find((entry) => entry.user_id === tech.user.id)!;
    expect(route.stops.map((stop) => stop.job_id)).toEqual([...terry, unmapped]);
    expect(route.stops.at(-1)!.on_map).toBe(false);
    expect(route.start).toEqual({ ...YARD, source: 'staff' });
    const measured = route.measured!;
    expect(measured.order).toEqual(terry);
    expect(measured.legs).toHaveLength(terry.length + 1);
    expect(measured.distance_m).toBe(measured.legs.reduce((sum, leg) => sum + leg.distance_m, 0));
    expect(measured.distance_m).toBeGreaterThan(50_000);
    expect(measured.start_time).toBe('08:00');
    expect(measured.legs[0]!.arrive_at > '08:00').toBe(true);
    expect(measured.distance_source).toBe('straight_line');
    expect(answer.routes.find((entry) => entry.user_id === otherTech.user.id)!.stops.map((s) => s.job_id)).toEqual(
      olive,
    );
    expect(answer.unassigned.map((stop) => stop.job_id)).toEqual([loose]);
    expect(answer.default_service_minutes).toBe(15);
  });

  it('saves an order into the day’s jobs, tells the boards, and keeps completed stops first', async () => {
    const { owner, tech, terry, unmapped, read, positions, organization } = await day();
    const complete = await send(owner.token, 'POST', `/api/jobs/${terry[2]}/complete`, { gate_closed: true });
    expect(complete.statusCode).toBe(200);
    const order = [terry[3]!, terry[1]!, terry[2]!, terry[0]!];
    const response = await send(owner.token, 'PUT', '/api/route_manager/route', {
      service_date: JOBS_TODAY,
      assigned_user_id: tech.user.id,
      job_ids: order,
    });
    expect(response.statusCode).toBe(200);
    const expected = [terry[2]!, terry[3]!, terry[1]!, terry[0]!, unmapped];
    const saved = (response.json() as RouteManagerDayResponse).routes.find((r) => r.user_id === tech.user.id)!;
    expect(saved.stops.map((stop) => stop.job_id)).toEqual(expected);
    expect((await read()).routes.find((r) => r.user_id === tech.user.id)!.stops.map((s) => s.job_id)).toEqual(expected);
    expect(await positions([terry[3]!])).toEqual([[terry[3], tech.user.id, 2]]);
    expect(published).toHaveBeenLastCalledWith({
      channel: `dispatch.${organization.id}`,
      event: 'jobs_changed',
      data: { service_dates: [JOBS_TODAY] },
    });
  });

  it('stores pins with the saved route: read back pinned, kept by Optimize all and by saving its proposal', async () => {
    const { owner, tech, otherTech, terry, olive, read } = await day();
    const pinned = terry[0]!;
    const saveTerry = (payload: object) =>
      send(owner.token, 'PUT', '/api/route_manager/route', {
        service_date: JOBS_TODAY,
        assigned_user_id: tech.user.id,
        job_ids: terry,
        ...payload,
      });
    const strayPin = await saveTerry({ pinned_job_ids: [pinned, olive[0]!] });
    expect(strayPin.statusCode).toBe(422);
    expect(strayPin.json().errors.pinned_job_ids).toEqual(['Every pinned stop must be on this route']);

    expect((await saveTerry({ pinned_job_ids: [pinned] })).statusCode).toBe(200);
    const pinsOf = async () =>
      (await read()).routes
        .find((route) => route.user_id === tech.user.id)!
        .stops.filter((stop) => stop.is_pinned)
        .map((stop) => stop.job_id);
    expect(await pinsOf()).toEqual([pinned]);

    // The far stop pinned first: balancing moves other stops to Olive and reorders Terry's, never that one.
    const response = await send(owner.token, 'POST', '/api/route_manager/optimize_all', { service_date: JOBS_TODAY });
    const proposal = response.json() as OptimizeAllResponse;
    expect(proposal.moved.length).toBeGreaterThan(0);
    expect(proposal.moved.map((move) => move.job_id)).not.toContain(pinned);
    const terryAfter = proposal.routes.find((route) => route.user_id === tech.user.id)!;
    expect(terryAfter.job_ids[0]).toBe(pinned);

    // Saving the whole day names no pins: the route keeps its own.
    const saved = await send(owner.token, 'PUT', '/api/route_manager/routes', {
      service_date: JOBS_TODAY,
      routes: proposal.routes.map((route) => ({ assigned_user_id: route.user_id, job_ids: route.job_ids })),
    });
    expect(saved.statusCode).toBe(200);
    expect(await pinsOf()).toEqual([pinned]);

    // Unpinned when the route is saved without it; a pin never follows its job to another tech's route.
    expect((await saveTerry({ pinned_job_ids: [] })).statusCode).toBe(200);
    expect(await pinsOf()).toEqual([]);
    expect((await saveTerry({ pinned_job_ids: [pinned] })).statusCode).toBe(200);
    const reassign = await send(owner.token, 'PUT', `/api/jobs/${pinned}/assignee`, {
      assigned_user_id: otherTech.user.id,
    });
    expect(reassign.statusCode).toBe(200);
    const oliveRoute = (await read()).routes.find((route) => route.user_id === otherTech.user.id)!;
    expect(oliveRoute.stops.find((stop) => stop.job_id === pinned)!.is_pinned).toBe(false);
  });

  it("answers 404 for another tenant's jobs and 422 for a bad day, and is closed to a field tech", async () => {
    const mine = await day('Mine Co');
    const theirs = await day('Theirs Co');
    const foreign = await send(mine.owner.token, 'PUT', '/api/route_manager/route', {
      service_date: JOBS_TODAY,
      assigned_user_id: mine.tech.user.id,
      job_ids: [mine.terry[0]!, theirs.terry[0]!],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await theirs.positions([theirs.terry[0]!])).toEqual([[theirs.terry[0], theirs.tech.user.id, 1]]);
    const badDay = await send(mine.owner.token, 'GET', '/api/route_manager?date=2026-13-01');
    expect(badDay.statusCode).toBe(422);
    const sheet = await send(
      mine.owner.token,
      'GET',
      `/api/route_manager/route_sheet?date=${JOBS_TODAY}&user_id=${theirs.tech.user.id}`,
    );
    expect(sheet.statusCode).toBe(404);
    expect((await send(mine.tech.token, 'GET', `/api/route_manager?date=${JOBS_TODAY}`)).statusCode).toBe(403);
  });

  it('proposes a whole day evened out between techs without writing it, and saves it in one go', async () => {
    const { owner, tech, otherTech, terry, unmapped, olive, positions } = await day();
    const before = await positions([...terry, ...olive]);
    const response = await send(owner.token, 'POST', '/api/route_manager/optimize_all', { service_date: JOBS_TODAY });
    expect(response.statusCode).toBe(200);
    const proposal = response.json() as OptimizeAllResponse;
    expect(await positions([...terry, ...olive])).toEqual(before);
    expect(proposal.longest_day_after_s).toBeLessThan(proposal.longest_day_before_s);
    expect(proposal.moved.length).toBeGreaterThan(0);
    expect(proposal.moved).toContainEqual(
      expect.objectContaining({ from_user_id: tech.user.id, to_user_id: otherTech.user.id }),
    );
    const terryAfter = proposal.routes.find((route) => route.user_id === tech.user.id)!;
    expect(terryAfter.job_ids.at(-1)).toBe(unmapped);
    expect(terryAfter.after.day_s).toBeLessThan(terryAfter.before.day_s);

    const saved = await send(owner.token, 'PUT', '/api/route_manager/routes', {
      service_date: JOBS_TODAY,
      routes: proposal.routes.map((route) => ({ assigned_user_id: route.user_id, job_ids: route.job_ids })),
    });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json() as RouteManagerDayResponse;
    for (const route of proposal.routes)
      expect(answer.routes.find((r) => r.user_id === route.user_id)!.stops.map((s) => s.job_id)).toEqual(route.job_ids);
  });

  it("moves no job to a tech outside the job's work area", async () => {
    const { owner, tech, otherTech, organization } = await day();
    const area = async (name: string, zip: string, userId: number) => {
      const [row] = await t.db.insert(workAreas).values({ organization_id: organization.id, name }).returning();
      await t.db.insert(workAreaZips).values({ organization_id: organization.id, work_area_id: row!.id, zip });
      await t.db
        .insert(workAreaTechs)
        .values({ organization_id: organization.id, work_area_id: row!.id, user_id: userId });
    };
    await area('Downtown', '80202', tech.user.id);
    await area('Highlands', '80211', otherTech.user.id);
    const response = await send(owner.token, 'POST', '/api/route_manager/optimize_all', { service_date: JOBS_TODAY });
    const proposal = response.json() as OptimizeAllResponse;
    expect(proposal.moved).toEqual([]);
    const terry = proposal.routes.find((route) => route.user_id === tech.user.id)!;
    expect(terry.after.distance_m).toBeLessThan(terry.before.distance_m);
  });

  it('prints a route sheet as a PDF download named after the day and the tech', async () => {
    const { owner, tech } = await day();
    const response = await send(
      owner.token,
      'GET',
      `/api/route_manager/route_sheet?date=${JOBS_TODAY}&user_id=${tech.user.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="route-sheet-${JOBS_TODAY}-terry-[a-z0-9-]+\\.pdf"$`),
    );
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});
