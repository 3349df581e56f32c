import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { zonedLocalToInstant } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember, createShift } from '../../../test/support/staff-factories.ts';
import { memberships } from '../../platform/identity/users.table.ts';
import { shiftAudits } from './shifts.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Demo-style organizations are in Denver; these tests type Denver wall-clock times. */
const denver = (local: string) => zonedLocalToInstant(local, 'America/Denver');
const iso = (local: string) => denver(local).toISOString();
const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const put = (token: string, url: string, payload: object) => t.injectAs(token, { method: 'PUT', url, payload });

async function office() {
  const organization = await createOrganization(t.db);
  const manager = await createMember(t.db, organization.id, { role: 'Office' });
  const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
  const shift = await createShift(t.db, {
    organizationId: organization.id,
    membershipId: tech.membership.id,
    start: denver('2026-11-20T08:00'),
    end: denver('2026-11-20T16:00'),
    breaks: [{ start: denver('2026-11-20T12:00'), end: denver('2026-11-20T12:30') }],
    vehicle: 'Truck 1',
    start_odometer: 1000,
    end_odometer: 1040,
  });
  return { organization, manager, tech, shift, url: `/api/shifts/${shift.id}` };
}

const correction = (overrides: object = {}) => ({
  start: iso('2026-11-20T08:00'),
  end: iso('2026-11-20T16:00'),
  breaks: [{ start: iso('2026-11-20T12:00'), end: iso('2026-11-20T12:30') }],
  start_odometer: 1000,
  end_odometer: 1040,
  vehicle: 'Truck 1',
  notes: null,
  ...overrides,
});

describe('the office corrects a shift', () => {
  it('shows it with breaks, minutes and miles', async () => {
    const { manager, url, tech } = await office();
    const shift = (await get(manager.token, url)).json().shift;
    expect(shift).toMatchObject({
      membership_id: tech.membership.id,
      day: '2026-11-20',
      status: 'ended',
      worked_minutes: 450,
      break_minutes: 30,
      miles: 40,
      audits: [],
    });
    expect(shift.breaks).toHaveLength(1);
  });

  // Spec §5, each message for the input that causes it, under the field it belongs to.
  const cases: [string, object, Record<string, string[]>][] = [
    [
      'end before start',
      { end: iso('2026-11-20T07:00'), breaks: [] },
      { start: ['Must be same or before end time'], end: ['Must be same or after start time'] },
    ],
    [
      'a break starting before the shift',
      { breaks: [{ start: iso('2026-11-20T07:30'), end: iso('2026-11-20T08:15') }] },
      { start: ['Must be same or before break start'], 'breaks.0.start': ['Must be same or after shift start time'] },
    ],
    [
      'a break ending after the shift',
      { breaks: [{ start: iso('2026-11-20T15:45'), end: iso('2026-11-20T16:30') }] },
      { end: ['Must be same or after break end'], 'breaks.0.end': ['Must be same or before shift end time'] },
    ],
    [
      'a break starting after the shift ended',
      { breaks: [{ start: iso('2026-11-20T16:30'), end: iso('2026-11-20T16:30') }] },
      {
        end: ['Must be same or after break end'],
        'breaks.0.start': ['Must be same or before shift end time'],
        'breaks.0.end': ['Must be same or before shift end time'],
      },
    ],
    [
      'a break ending before it starts',
      { breaks: [{ start: iso('2026-11-20T12:30'), end: iso('2026-11-20T12:00') }] },
      {
        'breaks.0.start': ['Must be same or before break end time'],
        'breaks.0.end': ['Must be same or after break start time'],
      },
    ],
    [
      'overlapping breaks',
      {
        breaks: [
          { start: iso('2026-11-20T10:00'), end: iso('2026-11-20T10:30') },
          { start: iso('2026-11-20T10:15'), end: iso('2026-11-20T10:45') },
        ],
      },
      { 'breaks.0.start': ['Break times cannot overlap'], 'breaks.1.start': ['Break times cannot overlap'] },
    ],
    [
      'an end odometer below the start',
      { end_odometer: 999 },
      { end_odometer: ['Must be same or larger than the start odometer'] },
    ],
    ['a finished shift reopened', { end: null, breaks: [] }, { end: ['This field is required'] }],
  ];
  for (const [name, overrides, errors] of cases) {
    it(`refuses ${name} with the exact messages and changes nothing`, async () => {
      const { manager, url } = await office();
      const before = (await get(manager.token, url)).json();
      const response = await put(manager.token, url, correction(overrides));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
      expect(Object.values(errors).flat()).toContain(response.json().message);
      expect((await get(manager.token, url)).json()).toEqual(before);
    });
  }

  it('refuses a time that is not an instant, and a shift overlapping another of the same person', async () => {
    const { organization, manager, tech, url } = await office();
    expect((await put(manager.token, url, correction({ start: '2026-11-20 08:00' }))).json().errors).toEqual({
      start: ['Not valid'],
    });
    await createShift(t.db, {
      organizationId: organization.id,
      membershipId: tech.membership.id,
      start: denver('2026-11-20T17:00'),
      end: denver('2026-11-20T19:00'),
    });
    const overlapping = await put(manager.token, url, correction({ end: iso('2026-11-20T17:30') }));
    expect(overlapping.json().errors).toEqual({ start: ['Overlaps another shift of this person'] });
    // Touching is fine.
    expect((await put(manager.token, url, correction({ end: iso('2026-11-20T17:00') }))).statusCode).toBe(200);
  });

  it('saves a correction and keeps who, when, before and after in the trail', async () => {
    const { manager, url } = await office();
    t.clock.set(new Date('2026-11-21T15:00:00Z'));
    const saved = await put(
      manager.token,
      url,
      correction({ end: iso('2026-11-20T15:00'), breaks: [], end_odometer: 1052, notes: 'Forgot to end the shift' }),
    );
    expect(saved.statusCode).toBe(200);
    const shift = saved.json().shift;
    expect(shift).toMatchObject({
      ended_at: iso('2026-11-20T15:00'),
      worked_minutes: 420,
      break_minutes: 0,
      miles: 52,
      notes: 'Forgot to end the shift',
      breaks: [],
    });
    expect(shift.audits).toHaveLength(1);
    expect(shift.audits[0]).toMatchObject({
      action: 'update',
      changed_at: '2026-11-21T15:00:00.000Z',
      changed_by: { user_id: manager.user.id, full_name: `${manager.user.first_name} ${manager.user.last_name}` },
      before: {
        ended_at: iso('2026-11-20T16:00'),
        end_odometer: 1040,
        breaks: [{ started_at: iso('2026-11-20T12:00'), ended_at: iso('2026-11-20T12:30') }],
        notes: null,
      },
      after: { ended_at: iso('2026-11-20T15:00'), end_odometer: 1052, breaks: [], notes: 'Forgot to end the shift' },
    });
  });

  it('deletes a shift, leaving the trail', async () => {
    const { manager, url, shift } = await office();
    expect((await t.injectAs(manager.token, { method: 'DELETE', url })).json()).toEqual({
      message: 'The shift was deleted.',
    });
    expect((await get(manager.token, url)).statusCode).toBe(404);
    const trail = await t.db.select().from(shiftAudits).where(eq(shiftAudits.shift_id, shift.id));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'delete',
      changed_by_user_id: manager.user.id,
      after: null,
      before: { vehicle: 'Truck 1', end_odometer: 1040 },
    });
  });

  it('answers 404 for another organization’s shift', async () => {
    const { url } = await office();
    const { manager: stranger } = await office();
    expect((await get(stranger.token, url)).statusCode).toBe(404);
    expect((await put(stranger.token, url, correction())).statusCode).toBe(404);
    expect((await t.injectAs(stranger.token, { method: 'DELETE', url })).statusCode).toBe(404);
  });
});

describe('days in the organization’s time zone', () => {
  it('counts a shift over the fall-back hour as four hours', async () => {
    const { manager, url } = await office();
    const saved = await put(
      manager.token,
      url,
      correction({ start: iso('2026-11-01T00:30'), end: iso('2026-11-01T03:30'), breaks: [], end_odometer: 1000 }),
    );
    expect(saved.json().shift).toMatchObject({
      started_at: '2026-11-01T06:30:00.000Z',
      ended_at: '2026-11-01T10:30:00.000Z',
      day: '2026-11-01',
      worked_minutes: 240,
    });
  });

  it('puts a 22:00 → 06:00 shift on the day it started, in the list filters too', async () => {
    const { organization, manager, tech } = await office();
    const night = await createShift(t.db, {
      organizationId: organization.id,
      membershipId: tech.membership.id,
      start: denver('2026-11-18T22:00'),
      end: denver('2026-11-19T06:00'),
      breaks: [{ start: denver('2026-11-19T01:00'), end: denver('2026-11-19T01:30') }],
    });
    const onDay = (await get(manager.token, '/api/shifts?date_from=2026-11-18&date_to=2026-11-18')).json();
    expect(onDay.data.map((row: { id: number }) => row.id)).toEqual([night.id]);
    expect(onDay.data[0]).toMatchObject({ day: '2026-11-18', worked_minutes: 450, break_minutes: 30 });
    // 22:00 in Denver is the 19th in UTC; still not a shift of the 19th.
    expect((await get(manager.token, '/api/shifts?date_from=2026-11-19&date_to=2026-11-19')).json().meta.total).toBe(0);
  });

  it('lists, filters by person and sorts, paginated', async () => {
    const { organization, manager, tech, shift } = await office();
    const other = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const later = await createShift(t.db, {
      organizationId: organization.id,
      membershipId: other.membership.id,
      start: denver('2026-11-21T08:00'),
      end: denver('2026-11-21T12:00'),
    });
    const list = (await get(manager.token, '/api/shifts?per_page=1')).json();
    expect(list.meta).toEqual({ page: 1, per_page: 1, total: 2 });
    expect(list.data[0].id).toBe(later.id);
    expect(
      (await get(manager.token, '/api/shifts?sort=started_at')).json().data.map((row: { id: number }) => row.id),
    ).toEqual([shift.id, later.id]);
    expect(
      (await get(manager.token, `/api/shifts?membership_id=${tech.membership.id}`))
        .json()
        .data.map((row: { id: number }) => row.id),
    ).toEqual([shift.id]);
    expect((await get(manager.token, '/api/shifts?date_from=2026-11-21&date_to=2026-11-20')).json().errors).toEqual({
      date_to: ['Cannot be before From Date'],
    });
  });
});

describe('the office staff filter', () => {
  it('offers the field technicians, former ones too, to anyone holding shifts, without the staff permission', async () => {
    const organization = await createOrganization(t.db);
    const office = await createMember(t.db, organization.id, { role: 'Office' });
    await createMember(t.db, organization.id, { role: 'Owner' });
    await createMember(t.db, organization.id, { role: 'Manager' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const leader = await createMember(t.db, organization.id, { role: 'Crew Leader' });
    const former = await createMember(t.db, organization.id, { role: 'Field Tech' });
    await t.db.update(memberships).set({ status: 'inactive' }).where(eq(memberships.id, former.membership.id));
    const other = await createOrganization(t.db);
    await createMember(t.db, other.id, { role: 'Field Tech' });

    const answer = await t.injectAs(office.token, { method: 'GET', url: '/api/shifts/staff_options' });
    expect(answer.statusCode).toBe(200);
    const ids = (answer.json().staff as { id: number }[]).map((person) => person.id).sort((a, b) => a - b);
    expect(ids).toEqual([tech.membership.id, leader.membership.id, former.membership.id].sort((a, b) => a - b));
    expect((await t.injectAs(office.token, { method: 'GET', url: '/api/staff' })).statusCode).toBe(403);
    expect((await t.injectAs(tech.token, { method: 'GET', url: '/api/shifts/staff_options' })).statusCode).toBe(403);
  });
});
