import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createMember } from '../../../test/support/staff-factories.ts';
import { couponRedemptions, coupons } from '../coupons/coupons.table.ts';
import { memberships } from '../../platform/identity/users.table.ts';
import { MONDAY, send, setting, setUpSubscriptionsTests, t, twiceAWeekDays } from './subscriptions.test-support.ts';

setUpSubscriptionsTests();

describe('subscriptions', () => {
  it('list with filters and search, and export the filtered set', async () => {
    const { owner, subscribe, weekly, reason } = await setting();
    await subscribe({ assigned_user_id: owner.user.id });
    // Weekly on Tuesdays, beside the Monday and Thursday visits.
    const tuesday = { service_type: 'recurring', start_date: '2026-11-24' };
    const second = (await subscribe({ service_plan_id: weekly.id, service_days: [tuesday] })).json().subscription;
    await send(owner.token, 'POST', `/api/subscription/${second.id}/cancel`, { cancel_reason_id: reason.id });
    const total = async (query: string) =>
      (await send(owner.token, 'GET', `/api/subscriptions?${query}`)).json().meta.total;
    expect(await total('')).toBe(2);
    expect(await total('status=cancelled')).toBe(1);
    expect(await total('status=active')).toBe(1);
    expect(await total(`service_plan_id=${weekly.id}`)).toBe(1);
    expect(await total('assigned_user_id=none')).toBe(1);
    expect(await total('search=elm')).toBe(2);
    expect(await total('search=zzz')).toBe(0);
    const csv = await send(owner.token, 'GET', '/api/subscriptions/export.csv?status=active');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    expect(csv.body).toContain('Twice a Week');
  });

  it('never lets one coupon redemption go to two subscriptions at once', async () => {
    const { subscribe, coupon } = await setting();
    await t.db.update(coupons).set({ max_redemptions: 1 }).where(eq(coupons.id, coupon.id));
    // On other days, so that only the coupon stands between them.
    const tuesdayAndFriday = [
      { service_type: 'recurring', start_date: '2026-11-24' },
      { service_type: 'recurring', start_date: '2026-11-27' },
    ];
    const answers = await Promise.all([
      subscribe({ coupon_code: 'SAVE10' }),
      subscribe({ coupon_code: 'SAVE10', service_days: tuesdayAndFriday }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.coupon_id, coupon.id))).toHaveLength(
      1,
    );
  });

  it('give every location a schedule entry, past one-time jobs included', async () => {
    const { owner, client, location, oneTime, subscribe } = await setting();
    const empty = (
      await send(
        owner.token,
        'GET',
        `/api/client/details/scheduler/client_locations_for_residential_client?client_id=${client.id}`,
      )
    ).json();
    expect(empty.client_locations).toEqual([
      expect.objectContaining({
        client_location_id: location.id,
        unasigned: true,
        pricing_plan_name: 'One Time',
        clean_up_frequency: 'one_time',
        status: null,
      }),
    ]);
    for (const day of ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01']) {
      const job = await subscribe({
        service_plan_id: oneTime.id,
        start_date: day,
        service_days: [{ service_type: 'one_time', start_date: day }],
      });
      expect(job.statusCode).toBe(201);
    }
    const entries = (
      await send(
        owner.token,
        'GET',
        `/api/client/details/scheduler/client_locations_for_residential_client?client_id=${client.id}`,
      )
    ).json().client_locations;
    expect(entries).toHaveLength(5);
    expect(
      entries.every(
        (entry: { unasigned: boolean; nextCleanup: string | null }) => !entry.unasigned && entry.nextCleanup === null,
      ),
    ).toBe(true);
  });

  it('offer the active field technicians as techs, not the office or the owner, and keep showing an office assignee', async () => {
    const { organization, owner, subscribe } = await setting();
    const office = await createMember(t.db, organization.id, { role: 'Office' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const leader = await createMember(t.db, organization.id, { role: 'Crew Leader' });
    const former = await createMember(t.db, organization.id, { role: 'Field Tech' });
    await t.db.update(memberships).set({ status: 'inactive' }).where(eq(memberships.id, former.membership.id));

    const options = (await send(owner.token, 'GET', '/api/subscriptions/options')).json();
    expect(options.techs.map((person: { id: number }) => person.id).sort((a: number, b: number) => a - b)).toEqual(
      [tech.user.id, leader.user.id].sort((a, b) => a - b),
    );
    expect((await send(owner.token, 'GET', '/api/subscriptions/options?kind=commercial')).json().techs).toEqual(
      options.techs,
    );

    // Assigned before the rule, an office member stays on the subscription and in its answer.
    const created = (await subscribe({ assigned_user_id: office.user.id })).json().subscription;
    expect(created.assigned_user).toEqual({
      id: office.user.id,
      name: `${office.user.first_name} ${office.user.last_name}`,
    });
  });

  it('keep each organization to its own subscriptions, locations, plans and reasons', async () => {
    const mine = await setting();
    const theirs = await setting();
    const { id } = (await mine.subscribe()).json().subscription;
    expect((await send(theirs.owner.token, 'GET', `/api/subscription/${id}`)).statusCode).toBe(404);
    expect(
      (await send(theirs.owner.token, 'POST', `/api/subscription/${id}/pause`, { from: MONDAY, to: '2026-12-07' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(theirs.owner.token, 'GET', `/api/next_cleanup_day?client_location_id=${mine.location.id}`))
        .statusCode,
    ).toBe(404);
    const foreignLocation = await send(theirs.owner.token, 'POST', '/api/subscriptions', {
      client_location_id: mine.location.id,
      service_plan_id: theirs.twice.id,
      start_date: MONDAY,
      service_days: twiceAWeekDays,
    });
    expect(foreignLocation.statusCode).toBe(404);
    expect((await theirs.subscribe({ service_plan_id: mine.twice.id })).json().errors.service_plan_id).toEqual([
      messages.notValid,
    ]);
    expect((await send(theirs.owner.token, 'GET', '/api/subscriptions')).json().meta.total).toBe(0);
    expect((await send(mine.owner.token, 'GET', `/api/commercial/subscription/show/${id}`)).statusCode).toBe(404);
  });
});
