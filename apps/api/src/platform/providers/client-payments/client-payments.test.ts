import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn } from '../../../../test/support/http-stand-in.ts';
import { createCardPointeClientPayments, orderIdOf } from './cardpointe-client-payments.ts';
import { createStripeClientPayments } from './stripe-client-payments.ts';
import { createTestClientPayments } from './test-client-payments.ts';
import type { ConnectedAccount } from './client-payments.ts';

const stripeAccount: ConnectedAccount = { processor: 'stripe', stripe_account_id: 'acct_1Org', merchant_id: null };
const cardConnect: ConnectedAccount = {
  processor: 'card_connect',
  stripe_account_id: null,
  merchant_id: '820000000001',
};
const card = {
  token: 'tok_visa',
  name: 'Casey Client',
  email: 'casey@example.com',
  expiry: null,
  postal: null,
  cvv: null,
};

describe('Stripe Connect adapter (direct charges on the connected account)', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    standIn = await startStandIn((request) => {
      const form = new URLSearchParams(request.body);
      if (request.url === '/v1/payment_methods')
        return form.get('card[token]') === 'tok_chargeDeclined'
          ? {
              status: 402,
              body: {
                error: {
                  type: 'card_error',
                  code: 'card_declined',
                  decline_code: 'generic_decline',
                  message: 'Your card was declined.',
                },
              },
            }
          : {
              status: 200,
              body: {
                id: 'pm_123',
                object: 'payment_method',
                type: 'card',
                card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
              },
            };
      if (request.url === '/v1/customers') return { status: 200, body: { id: 'cus_123', object: 'customer' } };
      if (request.url === '/v1/payment_intents')
        return {
          status: 200,
          body: {
            id: 'pi_123',
            object: 'payment_intent',
            status: 'succeeded',
            amount: Number(form.get('amount')),
            payment_method: { id: 'pm_123', object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
            latest_charge: {
              id: 'ch_123',
              object: 'charge',
              balance_transaction: { id: 'txn_123', object: 'balance_transaction', fee: 388 },
            },
          },
        };
      if (request.url === '/v1/refunds')
        return { status: 200, body: { id: 're_123', object: 'refund', status: 'succeeded' } };
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    });
  });
  afterAll(() => standIn.close());
  const stripe = () =>
    createStripeClientPayments({ secretKey: 'sk_test_123', host: '127.0.0.1', port: standIn.port, protocol: 'http' });

  it('keeps a card as a customer with a payment method on the connected account', async () => {
    const saved = await stripe().saveCard(stripeAccount, card);
    expect(saved).toEqual({
      ok: true,
      card: { customer_ref: 'cus_123', method_ref: 'pm_123', brand: 'visa', last4: '4242', expiry: '0430' },
    });
    const [method, customer] = standIn.requests.slice(-2);
    expect(method!.headers['stripe-account']).toBe('acct_1Org');
    expect(new URLSearchParams(method!.body).get('card[token]')).toBe('tok_visa');
    expect(customer!.headers['stripe-account']).toBe('acct_1Org');
    expect(Object.fromEntries(new URLSearchParams(customer!.body))).toMatchObject({
      name: 'Casey Client',
      payment_method: 'pm_123',
      'invoice_settings[default_payment_method]': 'pm_123',
    });
  });

  it('charges the saved card in cents off-session with the idempotency key, reading the fee', async () => {
    const charged = await stripe().charge(
      stripeAccount,
      { card: { customer_ref: 'cus_123', method_ref: 'pm_123' } },
      12_345,
      'autopay-7-1',
    );
    expect(charged).toEqual({ ok: true, reference: 'pi_123', fee_cents: 388, brand: 'visa', last4: '4242' });
    const sent = standIn.requests.at(-1)!;
    expect(sent.headers['idempotency-key']).toBe('autopay-7-1');
    expect(sent.headers['stripe-account']).toBe('acct_1Org');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toMatchObject({
      amount: '12345',
      currency: 'usd',
      customer: 'cus_123',
      payment_method: 'pm_123',
      off_session: 'true',
      confirm: 'true',
    });
  });

  it('answers a decline in Stripe’s words and refunds with the key', async () => {
    const declined = await stripe().charge(
      stripeAccount,
      { token: { ...card, token: 'tok_chargeDeclined' } },
      500,
      'pay-page-1',
    );
    expect(declined).toEqual({ ok: false, code: 'generic_decline', message: 'Your card was declined.' });
    const refunded = await stripe().refund(stripeAccount, 'pi_123', 2_500, 'refund-1');
    expect(refunded).toEqual({ ok: true, reference: 're_123' });
    const sent = standIn.requests.at(-1)!;
    expect(sent.headers['idempotency-key']).toBe('refund-1');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({ payment_intent: 'pi_123', amount: '2500' });
  });
});

describe('CardPointe adapter', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  const charged = new Set<string>();
  beforeAll(async () => {
    standIn = await startStandIn((request) => {
      const body = request.body ? (JSON.parse(request.body) as Record<string, string>) : {};
      if (request.method === 'PUT' && request.url === '/cardconnect/rest/profile')
        return {
          status: 200,
          body: {
            respstat: 'A',
            respcode: '09',
            resptext: 'Profile Saved',
            profileid: '16392957112222',
            acctid: '1',
            token: '9441149619831111',
            accttype: 'VISA',
            expiry: '1230',
          },
        };
      const inquiry = /^\/cardconnect\/rest\/inquireByOrderid\/(\w+)\/(\d+)$/.exec(request.url);
      if (request.method === 'GET' && inquiry)
        return charged.has(inquiry[1]!)
          ? { status: 200, body: [{ respstat: 'A', retref: '111111111111', orderid: inquiry[1] }] }
          : { status: 200, body: [] };
      if (request.method === 'PUT' && request.url === '/cardconnect/rest/auth') {
        if (body.profile === '16392957112222/2')
          return { status: 200, body: { respstat: 'C', respcode: '05', resptext: 'Do Not Honor', retref: '2' } };
        charged.add(body.orderid!);
        return {
          status: 200,
          body: { respstat: 'A', respcode: '00', resptext: 'Approval', retref: '111111111111', accttype: 'VISA' },
        };
      }
      if (request.method === 'POST' && request.url === '/cardconnect/rest/refund')
        return { status: 200, body: { respstat: 'A', respcode: '00', resptext: 'Approval', retref: '222222222222' } };
      return { status: 404, body: {} };
    });
  });
  afterAll(() => standIn.close());
  const gateway = () =>
    createCardPointeClientPayments({
      baseUrl: standIn.url,
      username: 'testing',
      password: 'testing123',
      merchantId: '496160873888',
    });

  it('keeps the tokenizer’s token as a profile of the organization’s merchant', async () => {
    const saved = await gateway().saveCard(cardConnect, {
      ...card,
      token: '9441149619831111',
      expiry: '1230',
      postal: '80202',
    });
    expect(saved).toEqual({
      ok: true,
      card: { customer_ref: '16392957112222', method_ref: '1', brand: 'visa', last4: '1111', expiry: '1230' },
    });
    expect(JSON.parse(standIn.requests.at(-1)!.body)).toMatchObject({
      merchid: '820000000001',
      account: '9441149619831111',
      defaultacct: 'Y',
    });
  });

  it('charges in dollars with the key’s order id, and a retry finds the earlier charge instead of charging again', async () => {
    const source = { card: { customer_ref: '16392957112222', method_ref: '1' } };
    const first = await gateway().charge(cardConnect, source, 4_050, 'autopay-9-1');
    expect(first).toMatchObject({ ok: true, reference: '111111111111', fee_cents: 0 });
    const auth = standIn.requests.at(-1)!;
    expect(JSON.parse(auth.body)).toMatchObject({
      merchid: '820000000001',
      profile: '16392957112222/1',
      amount: '40.50',
      capture: 'Y',
      orderid: orderIdOf('autopay-9-1'),
    });
    expect(auth.headers.authorization).toBe(`Basic ${Buffer.from('testing:testing123').toString('base64')}`);
    const before = standIn.requests.filter((request) => request.url.endsWith('/auth')).length;
    const retried = await gateway().charge(cardConnect, source, 4_050, 'autopay-9-1');
    expect(retried).toMatchObject({ ok: true, reference: '111111111111' });
    expect(standIn.requests.filter((request) => request.url.endsWith('/auth')).length).toBe(before);
  });

  it('answers declines in the gateway’s words and refunds by retref', async () => {
    const declined = await gateway().charge(
      cardConnect,
      { card: { customer_ref: '16392957112222', method_ref: '2' } },
      100,
      'k-2',
    );
    expect(declined).toEqual({ ok: false, code: '05', message: 'Do Not Honor' });
    expect(await gateway().refund(cardConnect, '111111111111', 1_000, 'r-1')).toEqual({
      ok: true,
      reference: '222222222222',
    });
    expect(JSON.parse(standIn.requests.at(-1)!.body)).toEqual({
      merchid: '820000000001',
      retref: '111111111111',
      amount: '10.00',
    });
  });
});

describe('test adapter', () => {
  it('takes 2.9 % + 30¢ and answers a repeated key with the first charge', async () => {
    const payments = createTestClientPayments();
    const source = { token: { ...card, token: '9411111111111111' } };
    const first = await payments.charge(stripeAccount, source, 1_000, 'same');
    const again = await payments.charge(stripeAccount, source, 1_000, 'same');
    expect(first).toMatchObject({ ok: true, fee_cents: 59 });
    expect(again).toEqual(first);
    expect(payments.charges).toHaveLength(1);
  });
});
