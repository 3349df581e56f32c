import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { weekdayOf } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { JOBS_NOW, jobSetting } from '../../../test/support/job-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { clientRegistrations } from '../client-registrations/client-registrations.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { staffProfiles } from '../staff/staff.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(JOBS_NOW);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object) => t.injectAs(token, { method: 'POST', url, payload });
const plan = (token: string, payload: object) => post(token, '/api/new_client_planner/options', payload);

const DOWNTOWN = { lat: 39.7533, lng: -105.0003 };
/** Boulder's 80302, where Terry's Tuesday runs; Olive's Tuesday is out east in Aurora. */
const BOULDER = [
  { lat: 40.017, lng: -105.283 },
  { lat: 40.02, lng: -105.279 },
  { lat: 40.014, lng: -105.276 },
];
const AURORA = [
  { lat: 39.71, lng: -104.82 },
  { lat: 39.705, lng: -104.81 },
];
// Tuesday 1 December 2026 (the clock stands on Tuesday 24 November).
const TUESDAY = '2026-12-01';

/** Terry's Tuesday in Boulder and Olive's in Aurora; both start and end downtown. */
async function setting(name = 'Scoop Co') {
  const base = await jobSetting(t, name);
  for (const member of [base.tech, base.otherTech]) {
    await t.db.insert(staffProfiles).values({
      membership_id: member.membership.id,
      organization_id: base.organization.id,
      start_lat: DOWNTOWN.lat,
      start_lng: DOWNTOWN.lng,
      end_lat: DOWNTOWN.lat,
      end_lng: DOWNTOWN.lng,
    });
  }
  const stopAt = async (point: { lat: number; lng: number }, userId: number | null, day = TUESDAY) => {
    const [location] = await t.db
      .insert(clientLocations)
      .values({
        organization_id: base.organization.id,
        client_id: base.client.id,
        address_line1: `${point.lat} Route Rd`,
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        ...point,
      })
      .returning();
    return base.subscribe({
      client_location_id: location!.id,
      start_date: day,
      service_days: [{ service_type: 'recurring', start_date: day }],
      assigned_user_id: userId,
    });
  };
  for (const point of BOULDER) await stopAt(point, base.tech.user.id);
  for (const point of AURORA) await stopAt(point, base.otherTech.user.id);
  return { ...base, stopAt };
}

type Option = {
  weekdays: number[];
  user_id: number;
  added_s: number;
  added_m: number;
  stops: number[];
  first_dates: string[];
};

describe('POST /api/new_client_planner/options', () => {
  it('puts an address beside a tech’s Tuesday route first: (Tuesday, that tech), with the few minutes it adds', async () => {
    const { owner, tech, otherTech } = await setting();
    const response = await plan(owner.token, { lat: 40.016, lng: -105.28, frequency: 'once_a_week' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { options: Option[]; point: object; window: { from: string } };
    expect(body.point).toEqual({ lat: 40.016, lng: -105.28 });
    expect(body.options.length).toBeGreaterThan(1);
    expect(body.options.length).toBeLessThanOrEqual(5);
    const [best, next] = body.options;
    expect(best).toMatchObject({ weekdays: [2], user_id: tech.user.id, tech_name: expect.stringContaining('Terry') });
    expect(best!.stops).toEqual([3]);
    expect(best!.added_s).toBeLessThan(5 * 60);
    // Any other day means driving out to Boulder and back.
    expect(next!.added_s).toBeGreaterThan(best!.added_s * 5);
    expect(body.options.some((option) => option.user_id === otherTech.user.id)).toBe(true);
  });

  it('geocodes a typed address and ranks by the same rule', async () => {
    const { owner, tech } = await setting();
    const place = await t.deps.geocoder.geocode({
      address_line1: '1 Pearl St',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
    });
    expect(place).not.toBeNull();
    const response = await plan(owner.token, {
      address_line1: '1 Pearl St',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      frequency: 'every_two_weeks',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().point).toEqual(place);
    expect(response.json().address).toBe('1 Pearl St, Boulder, CO 80302');
    expect(response.json().options[0]).toMatchObject({ weekdays: [2], user_id: tech.user.id });
  });

  it('prices every-other-week service on the weeks it falls', async () => {
    const { owner, otherTech, stopAt } = await setting();
    // Olive passes the address every other Wednesday: 2 and 16 December (the 9th's visit is gone).
    const wednesday = await stopAt({ lat: 40.0165, lng: -105.2805 }, otherTech.user.id, '2026-12-02');
    await t.db.delete(jobs).where(and(eq(jobs.subscription_id, wednesday.id), eq(jobs.service_date, '2026-12-09')));
    const options = (await plan(owner.token, { lat: 40.016, lng: -105.28, frequency: 'every_two_weeks' })).json()
      .options as Option[];
    const olives = options.filter((option) => option.user_id === otherTech.user.id && option.weekdays[0] === 3);
    // The weeks she is there, not the weeks she is not (25 November and 9 December).
    expect(olives[0]!.first_dates).toEqual(['2026-12-02']);
    expect(olives[0]!.added_s).toBeLessThan(5 * 60);
    expect(olives.slice(1).every((option) => option.added_s > 20 * 60)).toBe(true);
  });

  it('offers a twice-a-week client two weekdays of one tech', async () => {
    const { owner, tech, stopAt } = await setting();
    await stopAt({ lat: 40.018, lng: -105.281 }, tech.user.id, '2026-11-26');
    const response = await plan(owner.token, { lat: 40.016, lng: -105.28, frequency: 'twice_a_week' });
    expect(response.json().options[0]).toMatchObject({ weekdays: [2, 4], user_id: tech.user.id });
    expect(response.json().options[0].first_dates).toEqual(['2026-12-01', '2026-11-26']);
  });

  it('leaves out the days nobody works and days at the plan’s job limit', async () => {
    const { owner, organization, tech } = await setting();
    const settings = await t.injectAs(owner.token, { method: 'GET', url: '/api/scheduler_settings' });
    const saved = await t.injectAs(owner.token, {
      method: 'PUT',
      url: '/api/scheduler_settings',
      payload: { ...settings.json().settings, working_days: [1, 3, 4] },
    });
    expect(saved.statusCode).toBe(200);
    const options = (await plan(owner.token, { lat: 40.016, lng: -105.28, frequency: 'once_a_week' })).json()
      .options as Option[];
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((option) => option.weekdays.every((weekday) => [1, 3, 4].includes(weekday)))).toBe(true);

    await t.injectAs(owner.token, {
      method: 'PUT',
      url: '/api/scheduler_settings',
      payload: { ...settings.json().settings, working_days: [2] },
    });
    await t.db
      .update(organizations)
      .set({ subscription_package: 'EntreMANURE' })
      .where(eq(organizations.id, organization.id));
    // Terry's Tuesdays are at the limit: 15 jobs each.
    const tuesdays = await t.db
      .select({ id: jobs.id, service_date: jobs.service_date })
      .from(jobs)
      .where(and(eq(jobs.organization_id, organization.id), eq(jobs.assigned_user_id, tech.user.id)));
    const template = tuesdays[0]!;
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, template.id));
    const { id: _id, ...copy } = row!;
    const dates = [...new Set(tuesdays.map((job) => job.service_date))];
    for (const date of dates) {
      const extra = 15 - tuesdays.filter((job) => job.service_date === date).length;
      for (let index = 0; index < extra; index += 1) {
        await t.db.insert(jobs).values({ ...copy, service_date: date, planned_date: null, subscription_id: null });
      }
    }
    const limited = (await plan(owner.token, { lat: 40.016, lng: -105.28, frequency: 'once_a_week' })).json()
      .options as Option[];
    expect(limited.map((option) => option.user_id)).not.toContain(tech.user.id);
    expect(limited.length).toBeGreaterThan(0);
    expect(dates.every((date) => weekdayOf(date) === 2)).toBe(true);
  });

  it('plans for a lead from its address', async () => {
    const { owner, organization, tech } = await setting();
    const [lead] = await t.db
      .insert(clientRegistrations)
      .values({
        organization_id: organization.id,
        first_name: 'Lana',
        last_name: 'Lead',
        email: 'lana@example.com',
        phone: '3035550100',
        address_line1: '1 Pearl St',
        city: 'Boulder',
        state: 'CO',
        zip: '80302',
      })
      .returning();
    const response = await plan(owner.token, { lead_id: lead!.id, frequency: 'once_a_week' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lead_id: lead!.id, client_name: 'Lana Lead', unassigned_id: null });
    expect(response.json().options[0]).toMatchObject({ weekdays: [2], user_id: tech.user.id });
  });

  it('refuses bad input with field errors', async () => {
    const { owner } = await setting();
    const empty = await plan(owner.token, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['address_line1', 'city', 'frequency', 'state', 'zip']);
    const half = await plan(owner.token, { lat: 40, frequency: 'once_a_week' });
    expect(half.statusCode).toBe(422);
    expect(Object.keys(half.json().errors)).toEqual(['lng']);
    const daily = await plan(owner.token, { lat: 40, lng: -105, frequency: 'daily' });
    expect(Object.keys(daily.json().errors)).toEqual(['frequency']);
    const farOff = await plan(owner.token, { lat: 40, lng: -105, frequency: 'once_a_week', start_date: '9999-12-31' });
    expect(farOff.statusCode).toBe(422);
    expect(farOff.json().errors.start_date).toEqual(['Must be within a year from today']);
    const nowhere = await plan(owner.token, {
      address_line1: '1 Nowhere',
      city: 'Nowhere',
      state: 'CO',
      zip: '00000',
      frequency: 'once_a_week',
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().errors.address_line1).toEqual(['This address could not be found on the map']);
  });

  it("answers 404 for another organization's unassigned entry or lead, and needs the planner permission", async () => {
    const other = await setting('Other Co');
    const otherEntry = await other.subscribe({ assigned_user_id: null });
    const { owner, tech } = await setting('Own Co');
    expect((await plan(owner.token, { unassigned_id: otherEntry.id })).statusCode).toBe(404);
    expect(
      (
        await post(owner.token, '/api/new_client_planner/assign', {
          unassigned_id: otherEntry.id,
          user_id: tech.user.id,
          first_dates: ['2026-12-01'],
        })
      ).statusCode,
    ).toBe(404);
    const [lead] = await t.db
      .insert(clientRegistrations)
      .values({
        organization_id: other.organization.id,
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.co',
        phone: '1',
        zip: '80302',
      })
      .returning();
    expect((await plan(owner.token, { lead_id: lead!.id, frequency: 'once_a_week' })).statusCode).toBe(404);
    expect((await plan(tech.token, { lat: 40, lng: -105, frequency: 'once_a_week' })).statusCode).toBe(403);
  });
});

describe('POST /api/new_client_planner/assign', () => {
  it('plans for an unassigned location with its own plan, then assigns the best option and makes its jobs', async () => {
    const { owner, tech, stopAt } = await setting();
    const entry = await stopAt({ lat: 40.016, lng: -105.28 }, null, '2026-11-24');
    expect((await t.injectAs(owner.token, { method: 'GET', url: `/api/unassigned` })).json().meta.total).toBe(1);
    const planned = await plan(owner.token, { unassigned_id: entry.id });
    expect(planned.statusCode).toBe(200);
    expect(planned.json()).toMatchObject({ unassigned_id: entry.id, frequency: 'once_a_week', point: { lat: 40.016 } });
    const best = planned.json().options[0] as Option;
    expect(best).toMatchObject({ weekdays: [2], user_id: tech.user.id });

    const wrongCount = await post(owner.token, '/api/new_client_planner/assign', {
      unassigned_id: entry.id,
      user_id: tech.user.id,
      first_dates: ['2026-12-01', '2026-12-03'],
    });
    expect(wrongCount.statusCode).toBe(422);
    expect(wrongCount.json().errors.first_dates).toEqual(['1 service days must be selected']);
    const past = await post(owner.token, '/api/new_client_planner/assign', {
      unassigned_id: entry.id,
      user_id: tech.user.id,
      first_dates: ['2026-11-24'],
    });
    expect(past.json().errors.first_dates).toEqual(['Must be after today']);

    const assigned = await post(owner.token, '/api/new_client_planner/assign', {
      unassigned_id: entry.id,
      user_id: best.user_id,
      first_dates: best.first_dates,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      unassigned_id: entry.id,
      assigned_user_id: tech.user.id,
      // Today's routes are out: the first Tuesday from tomorrow.
      service_days: [{ service_type: 'recurring', start_date: '2026-12-01' }],
    });
    expect(assigned.json().jobs).toBeGreaterThan(3);
    const made = await t.db.select().from(jobs).where(eq(jobs.subscription_id, entry.id));
    expect(made.every((job) => job.assigned_user_id === tech.user.id && weekdayOf(job.service_date) === 2)).toBe(true);
    expect((await t.injectAs(owner.token, { method: 'GET', url: `/api/unassigned` })).json().meta.total).toBe(0);
  });
});
