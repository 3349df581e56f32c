import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, serviceDaysMessage } from '@employee-portal/core';
import { createCoupon } from '../../../test/support/pricing-factories.ts';
import { couponRedemptions } from '../coupons/coupons.table.ts';
import { MONDAY, send, setting, setUpSubscriptionsTests, t, twiceAWeekDays } from './subscriptions.test-support.ts';

setUpSubscriptionsTests();

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
});
