import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { couponRedemptions } from './coupons.table.ts';
import { COUPON_CODE_TAKEN } from './coupons.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
});
afterAll(() => t.close());

async function organizationWithOwner() {
  const organization = await createOrganization(t.db);
  return { organization, owner: await createMember(t.db, organization.id, { role: 'Owner' }) };
}
const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

const spring = {
  code: 'spring25',
  description: 'Spring promotion',
  discount_type: 'percent',
  percent_off: 25,
  duration: 'repeating',
  duration_months: 3,
  max_redemptions: 2,
  expires_on: '2026-12-31',
};

describe('coupons', () => {
  it('are created upper-case, described, looked up and listed by status', async () => {
    const { owner } = await organizationWithOwner();
    const created = await send(owner.token, 'POST', '/api/coupons', spring);
    expect(created.statusCode).toBe(201);
    expect(created.json().coupon).toMatchObject({
      code: 'SPRING25',
      percent_off: 25,
      amount_off_cents: null,
      status: 'active',
      redemptions: 0,
      summary: '25% off for 3 months',
    });
    expect((await send(owner.token, 'GET', '/api/coupons/lookup?code=Spring25')).json().coupon.code).toBe('SPRING25');
    expect((await send(owner.token, 'GET', '/api/coupons/lookup?code=NOPE')).json()).toEqual({ coupon: null });
    expect((await send(owner.token, 'GET', '/api/coupons?status=active')).json().meta.total).toBe(1);
    expect((await send(owner.token, 'GET', '/api/coupons?status=expired')).json().meta.total).toBe(0);
  });

  it('refuse codes with other characters, duplicates in any case, and missing amounts', async () => {
    const { owner } = await organizationWithOwner();
    const dashed = await send(owner.token, 'POST', '/api/coupons', { ...spring, code: 'SPRING-25' });
    expect(dashed.json().errors.code).toEqual([messages.lettersAndNumbersOnly]);
    await send(owner.token, 'POST', '/api/coupons', spring);
    const duplicate = await send(owner.token, 'POST', '/api/coupons', { ...spring, code: 'SPRING25' });
    expect(duplicate.json().errors.code).toEqual([COUPON_CODE_TAKEN]);
    const noAmount = await send(owner.token, 'POST', '/api/coupons', {
      ...spring,
      code: 'FIVE',
      discount_type: 'amount',
      percent_off: null,
    });
    expect(noAmount.json().errors.amount_off_cents).toEqual([messages.required]);
    const noMonths = await send(owner.token, 'POST', '/api/coupons', {
      ...spring,
      code: 'MONTHS',
      duration_months: null,
    });
    expect(noMonths.json().errors.duration_months).toEqual([messages.required]);
    expect((await send(owner.token, 'GET', '/api/coupons')).json().meta.total).toBe(1);
  });

  it("refuse an expiry in the past at create and edit with 'Cannot be in the past', storing nothing", async () => {
    const { owner } = await organizationWithOwner();
    const born = await send(owner.token, 'POST', '/api/coupons', { ...spring, expires_on: '2026-11-21' });
    expect(born.statusCode).toBe(422);
    expect(born.json().errors).toEqual({ expires_on: [messages.dateCannotBeInPast] });
    expect((await send(owner.token, 'GET', '/api/coupons')).json().meta.total).toBe(0);

    const coupon = (await send(owner.token, 'POST', '/api/coupons', { ...spring, expires_on: '2026-11-22' })).json()
      .coupon;
    const edited = await send(owner.token, 'PUT', `/api/coupons/${coupon.id}`, { ...spring, expires_on: '2026-01-31' });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ expires_on: [messages.dateCannotBeInPast] });
    expect((await send(owner.token, 'GET', `/api/coupons/${coupon.id}`)).json().coupon).toMatchObject({
      expires_on: '2026-11-22',
      status: 'active',
    });
    const empty = await send(owner.token, 'PUT', `/api/coupons/${coupon.id}`, { ...spring, expires_on: '' });
    expect(empty.json().errors).toEqual({ expires_on: [messages.required] });
  });

  it('stop applying after their expiry day and their redemption limit, and keep their terms once redeemed', async () => {
    const { organization, owner } = await organizationWithOwner();
    const coupon = (await send(owner.token, 'POST', '/api/coupons', spring)).json().coupon;
    const client = await createClient(t.db, organization.id);
    await t.db.insert(couponRedemptions).values([
      { organization_id: organization.id, coupon_id: coupon.id, client_id: client.id },
      { organization_id: organization.id, coupon_id: coupon.id, client_id: client.id },
    ]);
    const shown = await send(owner.token, 'GET', `/api/coupons/${coupon.id}`);
    expect(shown.json().coupon).toMatchObject({ redemptions: 2, status: 'fully_redeemed' });
    expect(shown.json().redemptions[0].client).toEqual({ id: client.id, name: 'Casey Client' });
    expect((await send(owner.token, 'GET', '/api/coupons/lookup?code=SPRING25')).json().coupon).toBeNull();

    const changedTerms = await send(owner.token, 'PUT', `/api/coupons/${coupon.id}`, { ...spring, percent_off: 50 });
    expect(changedTerms.json().error).toBe('coupon_redeemed');
    const raisedLimit = await send(owner.token, 'PUT', `/api/coupons/${coupon.id}`, { ...spring, max_redemptions: 10 });
    expect(raisedLimit.json().coupon.status).toBe('active');
    expect((await send(owner.token, 'DELETE', `/api/coupons/${coupon.id}`)).json().error).toBe('coupon_redeemed');

    await send(owner.token, 'PUT', `/api/coupons/${coupon.id}`, {
      ...spring,
      max_redemptions: 10,
      expires_on: '2026-11-25',
    });
    t.clock.set(new Date('2026-11-26T18:00:00Z'));
    try {
      expect((await send(owner.token, 'GET', `/api/coupons/${coupon.id}`)).json().coupon.status).toBe('expired');
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
  });

  it("are another organization's business", async () => {
    const { owner } = await organizationWithOwner();
    const coupon = (await send(owner.token, 'POST', '/api/coupons', spring)).json().coupon;
    const { owner: stranger } = await organizationWithOwner();
    expect((await send(stranger.token, 'GET', `/api/coupons/${coupon.id}`)).statusCode).toBe(404);
    expect((await send(stranger.token, 'PUT', `/api/coupons/${coupon.id}`, spring)).statusCode).toBe(404);
    expect((await send(stranger.token, 'DELETE', `/api/coupons/${coupon.id}`)).statusCode).toBe(404);
    expect((await send(stranger.token, 'GET', '/api/coupons/lookup?code=SPRING25')).json()).toEqual({ coupon: null });
    expect((await send(stranger.token, 'GET', '/api/coupons')).json().data).toEqual([]);
  });
});
