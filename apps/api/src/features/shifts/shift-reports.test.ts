import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { zonedLocalToInstant } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember, createShift } from '../../../test/support/staff-factories.ts';
import { organizationSettings } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-12-01T12:00:00Z'));
});
afterAll(() => t.close());

const denver = (local: string) => zonedLocalToInstant(local, 'America/Denver');
const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });

/** Two techs' weeks around the fall-back change and a night shift across a week boundary. */
async function weekOfShifts() {
  const organization = await createOrganization(t.db);
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  const tyler = await createMember(t.db, organization.id, { role: 'Field Tech' });
  const jasmine = await createMember(t.db, organization.id, { role: 'Field Tech' });
  await t.db.update(users).set({ first_name: 'Tyler', last_name: 'Brooks' }).where(eq(users.id, tyler.user.id));
  await t.db.update(users).set({ first_name: 'Jasmine', last_name: 'Reed' }).where(eq(users.id, jasmine.user.id));
  const shift = (
    membershipId: number,
    start: string,
    end: string,
    extra: Partial<Parameters<typeof createShift>[1]> = {},
  ) =>
    createShift(t.db, {
      organizationId: organization.id,
      membershipId,
      start: denver(start),
      end: denver(end),
      ...extra,
    });

  // Sunday 1 November: the fall-back night; 4 real hours.
  await shift(tyler.membership.id, '2026-11-01T00:30', '2026-11-01T03:30', { start_odometer: 100, end_odometer: 130 });
  // Sunday night into Monday: belongs to Sunday and its ISO week (45).
  await shift(tyler.membership.id, '2026-11-08T22:00', '2026-11-09T06:00', {
    breaks: [{ start: denver('2026-11-09T01:00'), end: denver('2026-11-09T01:30') }],
    miles_driven: 12,
  });
  await shift(tyler.membership.id, '2026-11-09T08:00', '2026-11-09T12:00', { miles_driven: 20 });
  await shift(jasmine.membership.id, '2026-11-02T07:00', '2026-11-02T15:00', {
    breaks: [{ start: denver('2026-11-02T11:00'), end: denver('2026-11-02T12:00') }],
    start_odometer: 500,
    end_odometer: 560,
  });
  // Outside the range.
  await shift(jasmine.membership.id, '2026-10-31T07:00', '2026-10-31T15:00');
  return { organization, owner, tyler, jasmine };
}

describe('my shift report', () => {
  it("sums the caller's own hours, breaks and miles by day and ISO week", async () => {
    const { tyler } = await weekOfShifts();
    const response = await get(tyler.token, '/api/my_shift_report?date_from=2026-11-01&date_to=2026-11-30');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ date_from: '2026-11-01', date_to: '2026-11-30', time_zone: 'America/Denver' });
    expect(report.shifts).toHaveLength(3);
    expect(report.days).toEqual([
      { date: '2026-11-01', shifts: 1, worked_minutes: 240, break_minutes: 0, miles: 30 },
      { date: '2026-11-08', shifts: 1, worked_minutes: 450, break_minutes: 30, miles: 12 },
      { date: '2026-11-09', shifts: 1, worked_minutes: 240, break_minutes: 0, miles: 20 },
    ]);
    const whole = (start: string, end: string) => ({
      start,
      end,
      counted_from: start,
      counted_to: end,
      partial: false,
    });
    expect(report.weeks).toEqual([
      // The range starts on Sunday 1 November: only that day of its week is counted, and the row says so.
      {
        week: '2026-W44',
        start: '2026-10-26',
        end: '2026-11-01',
        counted_from: '2026-11-01',
        counted_to: '2026-11-01',
        partial: true,
        shifts: 1,
        worked_minutes: 240,
        break_minutes: 0,
        miles: 30,
      },
      {
        week: '2026-W45',
        ...whole('2026-11-02', '2026-11-08'),
        shifts: 1,
        worked_minutes: 450,
        break_minutes: 30,
        miles: 12,
      },
      {
        week: '2026-W46',
        ...whole('2026-11-09', '2026-11-15'),
        shifts: 1,
        worked_minutes: 240,
        break_minutes: 0,
        miles: 20,
      },
    ]);
    expect(report.totals).toEqual({ shifts: 3, worked_minutes: 930, break_minutes: 30, miles: 62 });
  });

  it('shows whole weeks of the last two pay periods by default, and says when a range cuts a week short', async () => {
    const { organization, tyler } = await weekOfShifts();
    const day = async (date: string) =>
      createShift(t.db, {
        organizationId: organization.id,
        membershipId: tyler.membership.id,
        start: denver(`${date}T07:00`),
        end: denver(`${date}T15:00`),
      });
    for (const date of ['2026-11-23', '2026-11-30', '2026-12-01', '2026-12-03']) await day(date);
    // Friday 4 December, 1 pm in Denver.
    t.clock.set(new Date('2026-12-04T20:00:00Z'));
    try {
      const weekly = (await get(tyler.token, '/api/my_shift_report')).json();
      // Weekly pay: last week and this week so far. The week of Monday 30 November is all there: 24 hours, not 16.
      expect(weekly).toMatchObject({ date_from: '2026-11-23', date_to: '2026-12-04' });
      expect(weekly.weeks).toEqual([
        expect.objectContaining({ start: '2026-11-23', partial: false, shifts: 1, worked_minutes: 480 }),
        expect.objectContaining({
          start: '2026-11-30',
          end: '2026-12-06',
          counted_from: '2026-11-30',
          counted_to: '2026-12-04',
          partial: false,
          shifts: 3,
          worked_minutes: 1440,
        }),
      ]);

      // The range that used to be the default, from the 1st: the week's row says it counts 1–4 December only.
      const fromFirst = (await get(tyler.token, '/api/my_shift_report?date_from=2026-12-01')).json();
      expect(fromFirst.date_to).toBe('2026-12-04');
      expect(fromFirst.weeks).toEqual([
        expect.objectContaining({ start: '2026-11-30', counted_from: '2026-12-01', partial: true, shifts: 2 }),
      ]);

      // Paid monthly: November and December so far, from the Monday of the week November starts in.
      await t.db
        .insert(organizationSettings)
        .values({ organization_id: organization.id, key: 'pay_period', value: 'monthly' });
      const monthly = (await get(tyler.token, '/api/my_shift_report')).json();
      expect(monthly).toMatchObject({ date_from: '2026-10-26', date_to: '2026-12-04' });
      expect(monthly.weeks.every((week: { partial: boolean }) => !week.partial)).toBe(true);
      expect(monthly.totals.shifts).toBe(7);
    } finally {
      t.clock.set(new Date('2026-12-01T12:00:00Z'));
    }
  });

  it('checks the range', async () => {
    const { tyler } = await weekOfShifts();
    expect(
      (await get(tyler.token, '/api/my_shift_report?date_from=2026-11-30&date_to=2026-11-01')).json().errors,
    ).toEqual({ date_to: ['Cannot be before From Date'] });
    expect(
      (await get(tyler.token, '/api/my_shift_report?date_from=2025-01-01&date_to=2026-11-01')).json().errors,
    ).toEqual({ date_to: ['The range can be at most 366 days'] });
    // With today as its end, a From day years back is refused the same way.
    const farBack = await get(tyler.token, '/api/my_shift_report?date_from=2024-01-01');
    expect(farBack.statusCode).toBe(422);
    expect(farBack.json().errors).toEqual({ date_to: ['The range can be at most 366 days'] });
  });
});

describe('time and mileage report', () => {
  it('totals each person, with pay at their rates, and exports the same as CSV', async () => {
    const { owner, tyler, jasmine } = await weekOfShifts();
    await t.injectAs(owner.token, {
      method: 'PUT',
      url: `/api/staff/${tyler.membership.id}/pay`,
      payload: { hourly_rate_cents: 1800, per_job_rate_cents: 0, commission_bps: 0, mileage_rate_cents: 67 },
    });
    const report = (await get(owner.token, '/api/time_mileage_report?date_from=2026-11-01&date_to=2026-11-30')).json();
    expect(report.rows).toEqual([
      {
        membership_id: jasmine.membership.id,
        full_name: 'Jasmine Reed',
        status: 'active',
        shifts: 1,
        worked_minutes: 420,
        break_minutes: 60,
        miles: 60,
        hourly_pay_cents: 0,
        mileage_pay_cents: 0,
      },
      {
        membership_id: tyler.membership.id,
        full_name: 'Tyler Brooks',
        status: 'active',
        shifts: 3,
        worked_minutes: 930,
        break_minutes: 30,
        miles: 62,
        hourly_pay_cents: 27_900,
        mileage_pay_cents: 4154,
      },
    ]);
    expect(report.totals).toEqual({
      shifts: 4,
      worked_minutes: 1350,
      break_minutes: 90,
      miles: 122,
      hourly_pay_cents: 27_900,
      mileage_pay_cents: 4154,
    });

    const csv = await get(owner.token, '/api/time_mileage_report/export.csv?date_from=2026-11-01&date_to=2026-11-30');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="time-mileage-2026-11-01-2026-11-30.csv"');
    expect(csv.body.trim().split('\n')).toEqual([
      'Name,Status,Shifts,Hours Worked,Break Hours,Miles,Hourly Pay,Mileage Pay',
      'Jasmine Reed,active,1,7.00,1.00,60,0.00,0.00',
      'Tyler Brooks,active,3,15.50,0.50,62,279.00,41.54',
      'Total,,4,22.50,1.50,122,279.00,41.54',
    ]);
  });

  it("is only about the caller's organization and needs its permission", async () => {
    const { tyler } = await weekOfShifts();
    const { owner: otherOwner } = await weekOfShifts();
    expect(
      (await get(tyler.token, '/api/time_mileage_report?date_from=2026-11-01&date_to=2026-11-30')).statusCode,
    ).toBe(403);
    const other = (
      await get(otherOwner.token, '/api/time_mileage_report?date_from=2026-11-01&date_to=2026-11-30')
    ).json();
    expect(other.rows.map((row: { membership_id: number }) => row.membership_id)).not.toContain(tyler.membership.id);
  });
});
