import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn } from '../../../../test/support/http-stand-in.ts';
import { createCardPointeGateway } from './cardpointe-processor.ts';
import { createStripeGateway } from './stripe-processor.ts';

describe('CardPointe Gateway adapter', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    standIn = await startStandIn((request) => {
      const body = JSON.parse(request.body) as Record<string, string>;
      if (request.method !== 'PUT' || request.url !== '/cardconnect/rest/auth') return { status: 404, body: {} };
      if (body.account === '9500000000000002')
        return { status: 200, body: { respstat: 'C', respcode: '05', resptext: 'Do Not Honor', retref: '1' } };
      if (body.profile === 'Y')
        return {
          status: 200,
          body: {
            respstat: 'A',
            respcode: '00',
            resptext: 'Approval',
            retref: '2',
            profileid: '1234567890',
            acctid: '1',
            account: '9418594164541111',
          },
        };
      return { status: 200, body: { respstat: 'A', respcode: '00', resptext: 'Approval', retref: '345678901234' } };
    });
  });
  afterAll(() => standIn.close());

  const gateway = () =>
    createCardPointeGateway({
      baseUrl: standIn.url,
      merchantId: '496160873888',
      username: 'testing',
      password: 'testing123',
    });

  it('stores a card as a profile with a zero-amount authorization', async () => {
    const result = await gateway().storeCardConnectCard({
      token: '9418594164541111',
      expiry: '1230',
      name: 'Rita',
      postal: '78701',
      cvv: '123',
    });
    expect(result).toEqual({
      approved: true,
      value: { processor: 'card_connect', customer_ref: '1234567890/1', brand: null, last4: '1111', expiry: '1230' },
    });
    const sent = JSON.parse(standIn.requests.at(-1)!.body);
    expect(sent).toMatchObject({
      merchid: '496160873888',
      account: '9418594164541111',
      amount: '0',
      profile: 'Y',
      capture: 'N',
      cvv2: '123',
      postal: '78701',
    });
    expect(standIn.requests.at(-1)!.headers.authorization).toBe(
      `Basic ${Buffer.from('testing:testing123').toString('base64')}`,
    );
  });

  it('charges a profile in dollars with the order id, and reports declines in the gateway’s words', async () => {
    const charge = await gateway().charge(
      { processor: 'card_connect', customer_ref: '1234567890/1', brand: null, last4: '1111', expiry: '1230' },
      4050,
      'platform-invoice-7-attempt-1',
    );
    expect(charge).toEqual({ approved: true, value: { reference: '345678901234' } });
    expect(JSON.parse(standIn.requests.at(-1)!.body)).toMatchObject({
      profile: '1234567890/1',
      amount: '40.50',
      capture: 'Y',
      orderid: 'platform-invoice-7-',
    });
    const declined = await gateway().storeCardConnectCard({
      token: '9500000000000002',
      expiry: '1230',
      name: 'Rita',
      postal: '78701',
      cvv: '123',
    });
    expect(declined).toEqual({ approved: false, code: '05', message: 'Do Not Honor' });
  });
});

describe('Stripe adapter (official SDK)', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    standIn = await startStandIn((request) => {
      const form = new URLSearchParams(request.body);
      if (request.url.startsWith('/v1/customers')) {
        if (form.get('source') === 'tok_chargeDeclined')
          return {
            status: 402,
            body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
          };
        return {
          status: 200,
          body: {
            id: 'cus_T3st',
            object: 'customer',
            sources: {
              object: 'list',
              data: [{ id: 'card_1', object: 'card', brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2031 }],
            },
          },
        };
      }
      if (request.url.startsWith('/v1/payment_intents'))
        return {
          status: 200,
          body: { id: 'pi_T3st', object: 'payment_intent', status: 'succeeded', amount: Number(form.get('amount')) },
        };
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unknown path' } } };
    });
  });
  afterAll(() => standIn.close());

  const gateway = () =>
    createStripeGateway({ secretKey: 'sk_test_123', host: '127.0.0.1', port: standIn.port, protocol: 'http' });

  it('keeps the card on a customer and charges it off-session with the idempotency key', async () => {
    const stored = await gateway().storeStripeCard({ token: 'tok_visa', name: 'Rita Runner' });
    expect(stored).toEqual({
      approved: true,
      value: { processor: 'stripe', customer_ref: 'cus_T3st', brand: 'Visa', last4: '4242', expiry: '0431' },
    });
    const charge = await gateway().charge(
      { processor: 'stripe', customer_ref: 'cus_T3st', brand: 'Visa', last4: '4242', expiry: '0431' },
      4050,
      'platform-invoice-9-attempt-2',
    );
    expect(charge).toEqual({ approved: true, value: { reference: 'pi_T3st' } });
    const intentRequest = standIn.requests.at(-1)!;
    expect(new URLSearchParams(intentRequest.body).get('amount')).toBe('4050');
    expect(intentRequest.headers['idempotency-key']).toBe('platform-invoice-9-attempt-2');
    expect(intentRequest.headers.authorization).toBe('Bearer sk_test_123');
  });

  it('turns a card error into a refusal with Stripe’s code and message', async () => {
    expect(await gateway().storeStripeCard({ token: 'tok_chargeDeclined', name: 'Rita' })).toEqual({
      approved: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });
});
