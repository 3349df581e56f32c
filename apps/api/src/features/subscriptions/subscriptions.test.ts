import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, serviceDaysMessage } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { createCoupon, createCrossSell, createServicePlan } from '../../../test/support/pricing-factories.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { couponRedemptions, coupons } from '../coupons/coupons.table.ts';
import { servicePlans, workAreaPremiums } from '../pricing/pricing.table.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';
import { memberships } from '../../platform/identity/users.table.ts';
import { cancelReasons } from './subscriptions.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Sunday 22 November 2026 in the organization's zone: the Monday and Thursday visits come next.
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
});
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });
const MONDAY = '2026-11-23';
const THURSDAY = '2026-11-26';
const twiceAWeekDays = [
  { service_type: 'recurring', start_date: MONDAY },
  { service_type: 'recurring', start_date: THURSDAY },
];

/** An organization serving zip 80202 with a $3 premium, a client with two dogs there, plans, a coupon, an add-on and a cancel reason. */
async function setting() {
  const organization = await createOrganization(t.db);
  const owner = await createMember(t.db, organization.id, { role: 'Owner' });
  const organization_id = organization.id;
  const client = await createClient(t.db, organization_id, { first_name: 'Morgan' });
  const [location] = await t.db
    .insert(clientLocations)
    .values({
      organization_id,
      client_id: client.id,
      address_line1: '12 Elm St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      dog_count: 2,
    })
    .returning();
  const [area] = await t.db.insert(workAreas).values({ organization_id, name: 'Downtown' }).returning();
  await t.db.insert(workAreaZips).values({ organization_id, work_area_id: area!.id, zip: '80202' });
  await t.db.insert(workAreaPremiums).values({ organization_id, work_area_id: area!.id, premium_cents: 300 });
  const twice = await createServicePlan(t.db, organization_id, { name: 'Twice a Week', frequency: 'twice_a_week' });
  await t.db
    .update(servicePlans)
    .set({
      dog_prices: [
        { dogs_from: 1, dogs_to: 1, price_cents: 2000 },
        { dogs_from: 2, dogs_to: null, price_cents: 2500 },
      ],
    })
    .where(eq(servicePlans.id, twice.id));
  const weekly = await createServicePlan(t.db, organization_id, {
    name: 'Weekly',
    frequency: 'once_a_week',
    price_cents: 1800,
  });
  const oneTime = await createServicePlan(t.db, organization_id, {
    name: 'One Time',
    frequency: 'one_time',
    price_cents: 6000,
  });
  const coupon = await createCoupon(t.db, organization_id, { code: 'SAVE10', percent_off: 10 });
  const addOn = await createCrossSell(t.db, organization_id, { name: 'Deodorizer' });
  const [reason] = await t.db.insert(cancelReasons).values({ organization_id, name: 'Moving away' }).returning();
  const subscribe = (overrides: object = {}) =>
    send(owner.token, 'POST', '/api/subscriptions', {
      client_location_id: location!.id,
      service_plan_id: twice.id,
      start_date: MONDAY,
      service_days: twiceAWeekDays,
      ...overrides,
    });
  return {
    organization,
    owner,
    client,
    location: location!,
    twice,
    weekly,
    oneTime,
    coupon,
    addOn,
    reason: reason!,
    subscribe,
  };
}

describe('subscriptions', () => {
  it('price a location from the pricing setup, apply a coupon and report the monthly value', async () => {
    const { owner, subscribe, coupon, addOn } = await setting();
    const created = await subscribe({
      coupon_code: 'save10',
      cross_sell_ids: [addOn.id],
      assigned_user_id: owner.user.id,
    });
    expect(created.statusCode).toBe(201);
    const subscription = created.json().subscription;
    // Two dogs: $25 + the work area's $3 premium a visit; twice a week is 104 visits over 12 months.
    expect(subscription).toMatchObject({
      status: 'active',
      price_cents: 2800,
      list_price_cents: 2800,
      next_cleanup: MONDAY,
      coupon: { code: 'SAVE10', summary: '10% off once' },
    });
    const plan = Math.round((2800 * 2 * 52) / 12);
    const addOnValue = Math.round((500 * 2 * 52) / 12);
    expect(subscription.value).toEqual({
      plan_monthly_cents: plan,
      cross_sells_monthly_cents: addOnValue,
      discount_cents: Math.round((plan + addOnValue) / 10),
      monthly_value_cents: plan + addOnValue - Math.round((plan + addOnValue) / 10),
    });
    expect(subscription.assigned_user.id).toBe(owner.user.id);
    expect(subscription.history.map((event: { action: string }) => event.action)).toEqual(['created']);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.coupon_id, coupon.id))).toHaveLength(
      1,
    );
  });

  it('refuse days that do not fit the plan, an unexplained price, a wrong coupon, and store nothing', async () => {
    const { owner, subscribe, oneTime } = await setting();
    const oneDay = await subscribe({ service_days: [twiceAWeekDays[0]] });
    expect(oneDay.statusCode).toBe(422);
    expect(oneDay.json().errors.service_days).toEqual([serviceDaysMessage(2)]);
    expect((await subscribe({ price_cents: 2000 })).json().errors.price_override_reason).toEqual([messages.required]);
    expect((await subscribe({ coupon_code: 'NOPE' })).json().errors.coupon_code).toEqual([messages.couponCodeInvalid]);
    expect(
      (await subscribe({ service_plan_id: oneTime.id, service_days: twiceAWeekDays })).json().errors.service_days,
    ).toEqual([messages.required]);
    expect((await send(owner.token, 'GET', '/api/subscriptions')).json().meta.total).toBe(0);
    const overridden = await subscribe({ price_cents: 2000, price_override_reason: 'Neighbour discount' });
    expect(overridden.json().subscription).toMatchObject({
      price_cents: 2000,
      list_price_cents: 2800,
      price_override_reason: 'Neighbour discount',
    });
  });

  it('quote a change before saving it, then record each changed field', async () => {
    const { owner, subscribe, weekly } = await setting();
    const { id } = (await subscribe()).json().subscription;
    const quote = await send(owner.token, 'POST', '/api/subscriptions/quote', {
      subscription_id: id,
      service_plan_id: weekly.id,
    });
    expect(quote.json()).toMatchObject({
      list_price_cents: 2100,
      price_cents: 2100,
      current: { price_cents: 2800, monthly_value_cents: Math.round((2800 * 104) / 12) },
      value: { monthly_value_cents: Math.round((2100 * 52) / 12) },
    });
    const changed = await send(owner.token, 'PUT', `/api/subscription/${id}`, {
      service_plan_id: weekly.id,
      service_days: [twiceAWeekDays[1]],
    });
    expect(changed.statusCode).toBe(200);
    const history = changed.json().subscription.history;
    expect(history[0]).toMatchObject({ action: 'changed', summary: 'Changed to Weekly: $21.00 a visit' });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'price_cents', from: 2800, to: 2100 },
        { field: 'service_days', from: twiceAWeekDays, to: [twiceAWeekDays[1]] },
      ]),
    );
  });

  it('add a coupon to a running subscription once, priced before saving and redeemed with the change', async () => {
    const { organization, owner, subscribe, twice, coupon } = await setting();
    const { id } = (await subscribe()).json().subscription;
    const terms = { service_plan_id: twice.id, service_days: twiceAWeekDays };
    const wrong = await send(owner.token, 'PUT', `/api/subscription/${id}`, { ...terms, coupon_code: 'NOPE' });
    expect(wrong.json().errors).toEqual({ coupon_code: [messages.couponCodeInvalid] });

    const quote = await send(owner.token, 'POST', '/api/subscriptions/quote', {
      subscription_id: id,
      ...terms,
      coupon_code: 'save10',
    });
    const plan = Math.round((2800 * 104) / 12);
    expect(quote.json()).toMatchObject({
      coupon: { code: 'SAVE10' },
      current: { monthly_value_cents: plan },
      value: { monthly_value_cents: plan - Math.round(plan / 10) },
    });

    const changed = await send(owner.token, 'PUT', `/api/subscription/${id}`, { ...terms, coupon_code: 'save10' });
    expect(changed.json().subscription).toMatchObject({
      coupon: { code: 'SAVE10' },
      value: { monthly_value_cents: plan - Math.round(plan / 10) },
    });
    expect(changed.json().subscription.history[0].changes).toEqual([
      { field: 'coupon', from: null, to: 'SAVE10 (10% off once)' },
    ]);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.coupon_id, coupon.id))).toHaveLength(
      1,
    );

    // Sending its code again changes nothing; another code is refused.
    expect(
      (await send(owner.token, 'PUT', `/api/subscription/${id}`, { ...terms, coupon_code: 'SAVE10' })).json()
        .subscription.history,
    ).toHaveLength(2);
    const other = await createCoupon(t.db, organization.id, { code: 'MORE20', percent_off: 20 });
    const second = await send(owner.token, 'PUT', `/api/subscription/${id}`, { ...terms, coupon_code: other.code });
    expect(second.json().errors).toEqual({ coupon_code: ['This subscription already has a coupon'] });
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.coupon_id, coupon.id))).toHaveLength(
      1,
    );
  });

  it('pause for two weeks: the next cleanup moves past the pause, and resuming brings it back', async () => {
    const { owner, subscribe, client, location, twice } = await setting();
    const { id } = (await subscribe()).json().subscription;
    const backwards = await send(owner.token, 'POST', `/api/subscription/${id}/pause`, {
      from: '2026-12-07',
      to: MONDAY,
    });
    expect(backwards.json().errors.to).toEqual([messages.mustBeAfterPausedFrom]);
    const paused = await send(owner.token, 'POST', `/api/subscription/${id}/pause`, { from: MONDAY, to: '2026-12-07' });
    expect(paused.json().subscription).toMatchObject({
      status: 'active',
      pause_subscription_start_date: MONDAY,
      pause_subscription_end_date: '2026-12-07',
      next_cleanup: '2026-12-07',
    });
    expect((await send(owner.token, 'GET', `/api/next_cleanup_day?client_location_id=${location.id}`)).json()).toEqual({
      next_cleanup: '2026-12-07',
    });
    const schedule = (
      await send(
        owner.token,
        'GET',
        `/api/client/details/scheduler/client_locations_for_residential_client?client_id=${client.id}`,
      )
    ).json();
    expect(schedule.client_locations).toEqual([
      expect.objectContaining({
        subscription_id: id,
        clean_up_frequency: 'twice_a_week',
        unasigned: false,
        status: 'active',
        nextCleanup: '2026-12-07',
        scheduledCleanup: MONDAY,
      }),
    ]);
    t.clock.set(new Date('2026-11-24T18:00:00Z'));
    try {
      expect((await send(owner.token, 'GET', `/api/subscription/${id}`)).json().subscription.status).toBe('paused');
      expect((await send(owner.token, 'GET', '/api/subscriptions?status=paused')).json().meta.total).toBe(1);
      expect(
        (await send(owner.token, 'GET', `/api/service_plans/${twice.id}`)).json().service_plan.subscribers,
      ).toEqual({ active: 0, paused: 1, cancelled: 0 });
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
    const resumed = await send(owner.token, 'POST', `/api/subscription/${id}/resume`);
    expect(resumed.json().subscription).toMatchObject({ next_cleanup: MONDAY, pause_subscription_start_date: null });
    expect(resumed.json().subscription.history.map((event: { action: string }) => event.action)).toEqual([
      'resumed',
      'paused',
      'created',
    ]);
  });

  it("refuse a pause starting in the past ('Cannot be in the past') or without its days ('This field is required')", async () => {
    const { owner, subscribe } = await setting();
    const { id } = (await subscribe()).json().subscription;
    const past = await send(owner.token, 'POST', `/api/subscription/${id}/pause`, {
      from: '2026-11-21',
      to: '2026-12-07',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ from: [messages.dateCannotBeInPast] });
    const empty = await send(owner.token, 'POST', `/api/subscription/${id}/pause`, { from: '', to: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ from: [messages.required], to: [messages.required] });
    expect((await send(owner.token, 'GET', `/api/subscription/${id}`)).json().subscription).toMatchObject({
      pause_subscription_start_date: null,
      history: [expect.objectContaining({ action: 'created' })],
    });

    // A running pause keeps its start, now in the past, when only its end moves.
    await send(owner.token, 'POST', `/api/subscription/${id}/pause`, { from: MONDAY, to: '2026-12-07' });
    t.clock.set(new Date('2026-11-25T18:00:00Z'));
    try {
      const longer = await send(owner.token, 'POST', `/api/subscription/${id}/pause`, {
        from: MONDAY,
        to: '2026-12-14',
      });
      expect(longer.statusCode).toBe(200);
      expect(longer.json().subscription).toMatchObject({
        pause_subscription_start_date: MONDAY,
        pause_subscription_end_date: '2026-12-14',
      });
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });

  it('cancel with one of the reasons: visits stop, changes are refused, the reason cannot be deleted', async () => {
    const { owner, subscribe, reason, location, twice } = await setting();
    const { id } = (await subscribe()).json().subscription;
    expect(
      (await send(owner.token, 'POST', `/api/subscription/${id}/cancel`, { cancel_reason_id: 999999 })).json().errors
        .cancel_reason_id,
    ).toEqual([messages.notValid]);
    const cancelled = await send(owner.token, 'POST', `/api/subscription/${id}/cancel`, {
      cancel_reason_id: reason.id,
      note: 'Moving to Boulder',
    });
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelled',
      cancelled_on: '2026-11-22',
      cancel_reason: { id: reason.id, name: 'Moving away' },
      next_cleanup: null,
    });
    expect(
      (await send(owner.token, 'GET', `/api/next_cleanup_day?client_location_id=${location.id}`)).json().next_cleanup,
    ).toBeNull();
    expect(
      (
        await send(owner.token, 'PUT', `/api/subscription/${id}`, {
          service_plan_id: twice.id,
          service_days: twiceAWeekDays,
        })
      ).statusCode,
    ).toBe(409);
    const deleting = await send(owner.token, 'DELETE', `/api/cancel_reasons/${reason.id}`);
    expect(deleting.statusCode).toBe(409);
    expect((await send(owner.token, 'GET', '/api/cancel_reasons')).json().cancel_reasons).toEqual([
      { id: reason.id, name: 'Moving away', is_active: true, uses: 1, in_use: true },
    ]);
  });

  it('end with the client: deactivating a client cancels its running subscriptions, and a new one is refused', async () => {
    const { owner, subscribe, client } = await setting();
    const { id } = (await subscribe()).json().subscription;
    expect(
      (await send(owner.token, 'POST', `/api/clients/${client.id}/deactivate`, { reason: 'Sold the house' }))
        .statusCode,
    ).toBe(200);
    const shown = (await send(owner.token, 'GET', `/api/subscription/${id}`)).json().subscription;
    expect(shown).toMatchObject({
      status: 'cancelled',
      cancel_reason: { name: 'Client deactivated' },
      cancel_note: 'Sold the house',
    });
    const again = await subscribe();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('client_inactive');
  });

  it('list with filters and search, and export the filtered set', async () => {
    const { owner, subscribe, weekly, reason } = await setting();
    await subscribe({ assigned_user_id: owner.user.id });
    const second = (await subscribe({ service_plan_id: weekly.id, service_days: [twiceAWeekDays[0]] })).json()
      .subscription;
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
    const answers = await Promise.all([subscribe({ coupon_code: 'SAVE10' }), subscribe({ coupon_code: 'SAVE10' })]);
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
