import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, zonedLocalToInstant } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember, createShift } from '../../../test/support/staff-factories.ts';
import { shifts } from './shifts.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
});
afterAll(() => t.close());

const iso = (local: string) => zonedLocalToInstant(local, 'America/Denver').toISOString();
const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const post = (token: string, payload: object) => t.injectAs(token, { method: 'POST', url: '/api/shifts', payload });

async function office() {
  const organization = await createOrganization(t.db);
  const manager = await createMember(t.db, organization.id, { role: 'Office' });
  const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
  return { organization, manager, tech };
}

const forgotten = (membershipId: number, overrides: object = {}) => ({
  membership_id: membershipId,
  start: iso('2026-11-20T07:00'),
  end: iso('2026-11-20T15:30'),
  breaks: [{ start: iso('2026-11-20T11:30'), end: iso('2026-11-20T12:00') }],
  start_odometer: 5000,
  end_odometer: 5048,
  miles_driven: null,
  vehicle: 'Truck 2',
  notes: null,
  reason: 'Phone battery died, clocked nothing',
  ...overrides,
});

const shiftCount = async (membershipId: number) =>
  (await t.db.select().from(shifts).where(eq(shifts.membership_id, membershipId))).length;

describe('the office adds a shift a tech forgot to clock', () => {
  it('stores it, lists and reports it, and its history says who added it and why', async () => {
    const { organization, manager, tech } = await office();
    const added = await post(manager.token, forgotten(tech.membership.id));
    expect(added.statusCode).toBe(201);
    const shift = added.json().shift;
    expect(shift).toMatchObject({
      membership_id: tech.membership.id,
      day: '2026-11-20',
      status: 'ended',
      worked_minutes: 480,
      break_minutes: 30,
      miles: 48,
      vehicle: 'Truck 2',
    });
    expect(shift.audits).toEqual([
      expect.objectContaining({
        action: 'create',
        changed_at: '2026-11-22T18:00:00.000Z',
        changed_by: { user_id: manager.user.id, full_name: `${manager.user.first_name} ${manager.user.last_name}` },
        before: null,
        after: expect.objectContaining({
          started_at: iso('2026-11-20T07:00'),
          ended_at: iso('2026-11-20T15:30'),
          end_odometer: 5048,
        }),
        reason: 'Phone battery died, clocked nothing',
      }),
    ]);

    const list = (await get(manager.token, `/api/shifts?membership_id=${tech.membership.id}`)).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([shift.id]);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const report = (await get(owner.token, '/api/time_mileage_report?date_from=2026-11-16&date_to=2026-11-22')).json();
    expect(
      report.rows.find((row: { membership_id: number }) => row.membership_id === tech.membership.id),
    ).toMatchObject({ shifts: 1, worked_minutes: 480, miles: 48 });
  });

  it('checks it with the rules of a correction and the mileage of an ended shift, storing nothing', async () => {
    const { manager, tech } = await office();
    const cases: [object, Record<string, string[]>][] = [
      [
        { end: iso('2026-11-20T06:00'), breaks: [] },
        { start: [messages.sameOrBeforeEndTime], end: [messages.sameOrAfterStartTime] },
      ],
      [
        { breaks: [{ start: iso('2026-11-20T06:30'), end: iso('2026-11-20T07:30') }] },
        { start: [messages.sameOrBeforeBreakStart], 'breaks.0.start': [messages.sameOrAfterShiftStart] },
      ],
      [
        {
          breaks: [
            { start: iso('2026-11-20T10:00'), end: iso('2026-11-20T11:00') },
            { start: iso('2026-11-20T10:30'), end: iso('2026-11-20T11:30') },
          ],
        },
        { 'breaks.0.start': [messages.breaksOverlap], 'breaks.1.start': [messages.breaksOverlap] },
      ],
      [
        { start_odometer: null, end_odometer: null, miles_driven: null },
        { end_odometer: [messages.endOdometerOrMilesRequired], miles_driven: [messages.endOdometerOrMilesRequired] },
      ],
      [{ end_odometer: 4990 }, { end_odometer: [messages.endOdometerBelowStart] }],
      [{ miles_driven: -3 }, { miles_driven: [messages.cannotBeNegative] }],
      [{ end: null }, { end: [messages.required] }],
      [{ reason: '  ' }, { reason: [messages.required] }],
    ];
    for (const [overrides, errors] of cases) {
      const refused = await post(manager.token, forgotten(tech.membership.id, overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(refused.json().errors, JSON.stringify(overrides)).toEqual(errors);
    }
    expect(await shiftCount(tech.membership.id)).toBe(0);
  });

  it("refuses a shift overlapping the person's other shifts, and someone who does not clock shifts here", async () => {
    const { organization, manager, tech } = await office();
    await createShift(t.db, {
      organizationId: organization.id,
      membershipId: tech.membership.id,
      start: new Date(iso('2026-11-20T14:00')),
      end: new Date(iso('2026-11-20T18:00')),
    });
    const overlapping = await post(manager.token, forgotten(tech.membership.id));
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().errors).toEqual({ start: [messages.shiftsOverlap] });
    // Another person's shift at the same time is no conflict; touching the tech's own is none either.
    const colleague = await createMember(t.db, organization.id, { role: 'Field Tech' });
    expect((await post(manager.token, forgotten(colleague.membership.id))).statusCode).toBe(201);
    expect(
      (await post(manager.token, forgotten(tech.membership.id, { end: iso('2026-11-20T14:00') }))).statusCode,
    ).toBe(201);
    expect(await shiftCount(tech.membership.id)).toBe(2);

    const accountant = await createMember(t.db, organization.id, { role: 'Accountant' });
    const stranger = await createMember(t.db, (await createOrganization(t.db)).id, { role: 'Field Tech' });
    for (const membershipId of [accountant.membership.id, stranger.membership.id, 999_999]) {
      const refused = await post(manager.token, forgotten(membershipId));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ membership_id: [messages.notValid] });
    }
    expect(await shiftCount(stranger.membership.id)).toBe(0);
  });

  it('is the office’s to do: a field tech without the shifts permission is refused', async () => {
    const { tech } = await office();
    expect((await post(tech.token, forgotten(tech.membership.id))).statusCode).toBe(403);
    expect(await shiftCount(tech.membership.id)).toBe(0);
  });
});
