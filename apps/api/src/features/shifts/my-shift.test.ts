import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember, createShift } from '../../../test/support/staff-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const post = (token: string, url: string, payload: object = {}) => t.injectAs(token, { method: 'POST', url, payload });

async function crew() {
  const organization = await createOrganization(t.db);
  return {
    organization,
    office: await createMember(t.db, organization.id, { role: 'Office' }),
    tech: await createMember(t.db, organization.id, { role: 'Field Tech' }),
    tech2: await createMember(t.db, organization.id, { role: 'Field Tech' }),
  };
}

describe('a field tech’s shift', () => {
  it('starts, takes a break, ends with mileage, and survives a reload in between', async () => {
    const { tech } = await crew();
    t.clock.set(new Date('2026-11-20T14:00:00Z'));
    expect((await get(tech.token, '/api/my_shift/current')).json()).toEqual({ shift: null });

    const started = await post(tech.token, '/api/my_shift/start', { vehicle: 'Truck 1', start_odometer: 48_210 });
    expect(started.statusCode).toBe(200);
    expect(started.json().shift).toMatchObject({
      status: 'running',
      started_at: '2026-11-20T14:00:00.000Z',
      day: '2026-11-20',
      vehicle: 'Truck 1',
      start_odometer: 48_210,
      breaks: [],
    });

    t.clock.advance(180 * MINUTE);
    const onBreak = await post(tech.token, '/api/my_shift/breaks/start');
    expect(onBreak.json().shift).toMatchObject({ on_break: true, worked_minutes: 180 });
    expect((await post(tech.token, '/api/my_shift/breaks/start')).json()).toMatchObject({
      error: 'break_already_running',
    });

    t.clock.advance(30 * MINUTE);
    // A reload: the running shift and its break come back with elapsed time.
    expect((await get(tech.token, '/api/my_shift/current')).json().shift).toMatchObject({
      on_break: true,
      worked_minutes: 180,
      break_minutes: 30,
    });
    const back = await post(tech.token, '/api/my_shift/breaks/end');
    expect(back.json().shift).toMatchObject({
      on_break: false,
      breaks: [{ started_at: '2026-11-20T17:00:00.000Z', ended_at: '2026-11-20T17:30:00.000Z' }],
    });
    expect((await post(tech.token, '/api/my_shift/breaks/end')).json()).toMatchObject({ error: 'no_running_break' });

    t.clock.advance(270 * MINUTE);
    const below = await post(tech.token, '/api/my_shift/end', { end_odometer: 48_000 });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ end_odometer: ['Must be same or larger than the start odometer'] });
    const ended = await post(tech.token, '/api/my_shift/end', { end_odometer: 48_252 });
    expect(ended.json().shift).toMatchObject({
      status: 'ended',
      ended_at: '2026-11-20T22:00:00.000Z',
      miles: 42,
      worked_minutes: 450,
      break_minutes: 30,
    });
    expect((await get(tech.token, '/api/my_shift/current')).json()).toEqual({ shift: null });
    expect((await post(tech.token, '/api/my_shift/end', { miles_driven: 5 })).json()).toMatchObject({
      error: 'no_running_shift',
    });
  });

  it('will not end without the end odometer or the miles driven, nor with a negative reading', async () => {
    const { tech } = await crew();
    t.clock.set(new Date('2026-11-20T14:00:00Z'));
    await post(tech.token, '/api/my_shift/start', { vehicle: 'Truck 1' });
    t.clock.advance(120 * MINUTE);
    for (const body of [{}, { end_odometer: null, miles_driven: null }]) {
      const empty = await post(tech.token, '/api/my_shift/end', body);
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({
        end_odometer: [messages.endOdometerOrMilesRequired],
        miles_driven: [messages.endOdometerOrMilesRequired],
      });
    }
    const negative = await post(tech.token, '/api/my_shift/end', { miles_driven: -3 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors).toEqual({ miles_driven: [messages.cannotBeNegative] });
    expect((await get(tech.token, '/api/my_shift/current')).json().shift).toMatchObject({
      status: 'running',
      ended_at: null,
    });
  });

  it('refuses a second running shift', async () => {
    const { tech } = await crew();
    expect((await post(tech.token, '/api/my_shift/start')).statusCode).toBe(200);
    const second = await post(tech.token, '/api/my_shift/start', { vehicle: 'Truck 2' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'shift_already_running',
      message: 'You already have a running shift. End it before starting another.',
    });
    // Two taps at once: the database lets only one in.
    const { tech2 } = await crew();
    const both = await Promise.all([
      post(tech2.token, '/api/my_shift/start'),
      post(tech2.token, '/api/my_shift/start'),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('ends a running break with the shift and takes typed miles without an odometer', async () => {
    const { tech } = await crew();
    await post(tech.token, '/api/my_shift/start');
    t.clock.advance(60 * MINUTE);
    await post(tech.token, '/api/my_shift/breaks/start');
    t.clock.advance(10 * MINUTE);
    const ended = (await post(tech.token, '/api/my_shift/end', { miles_driven: 17 })).json().shift;
    expect(ended).toMatchObject({
      miles: 17,
      miles_driven: 17,
      on_break: false,
      worked_minutes: 60,
      break_minutes: 10,
    });
    expect(ended.breaks[0].ended_at).toBe(ended.ended_at);
  });

  it('only ever touches the caller’s own shift', async () => {
    const { organization, tech, tech2 } = await crew();
    const theirs = await createShift(t.db, {
      organizationId: organization.id,
      membershipId: tech2.membership.id,
      start: t.clock.now(),
      end: null,
    });
    expect((await get(tech.token, '/api/my_shift/current')).json()).toEqual({ shift: null });
    expect((await post(tech.token, '/api/my_shift/end', { miles_driven: 5 })).statusCode).toBe(409);
    expect((await get(tech2.token, '/api/my_shift/current')).json().shift.id).toBe(theirs.id);
  });

  it('keeps the office endpoints from a tech without the shifts permission', async () => {
    const { organization, tech, tech2, office } = await crew();
    const theirs = await createShift(t.db, {
      organizationId: organization.id,
      membershipId: tech2.membership.id,
      start: new Date('2026-11-02T15:00:00Z'),
      end: new Date('2026-11-02T23:00:00Z'),
    });
    for (const [method, url] of [
      ['GET', '/api/shifts'],
      ['GET', `/api/shifts/${theirs.id}`],
      ['PUT', `/api/shifts/${theirs.id}`],
      ['DELETE', `/api/shifts/${theirs.id}`],
      ['GET', '/api/time_mileage_report?date_from=2026-11-01&date_to=2026-11-30'],
    ] as const) {
      const response = await t.injectAs(tech.token, {
        method,
        url,
        payload: method === 'PUT' ? { start: '2026-11-02T15:00:00Z', end: null, breaks: [] } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get(office.token, `/api/shifts/${theirs.id}`)).statusCode).toBe(200);
    // A tech's own report holds their shifts only.
    const report = (await get(tech.token, '/api/my_shift_report?date_from=2026-11-01&date_to=2026-11-30')).json();
    expect(report.shifts).toEqual([]);
  });
});
