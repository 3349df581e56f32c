import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn } from '../../../../test/support/http-stand-in.ts';
import { createLivePayouts, payoutFigures } from './index.ts';

const account = { organization_id: 7, stripe_account_id: 'acct_Conn3cted', card_connect_site: null };

describe('Stripe payouts (official SDK, local stand-in)', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    standIn = await startStandIn((request) => {
      if (request.url.startsWith('/v1/payouts'))
        return {
          status: 200,
          body: {
            object: 'list',
            has_more: false,
            url: '/v1/payouts',
            data: [{ id: 'po_1', object: 'payout', status: 'paid', arrival_date: 1_795_564_800, amount: 6151 }],
          },
        };
      return {
        status: 200,
        body: {
          object: 'list',
          has_more: false,
          url: '/v1/balance_transactions',
          data: [
            {
              id: 'txn_1',
              object: 'balance_transaction',
              type: 'charge',
              amount: 4000,
              fee: 146,
              source: { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' },
            },
            {
              id: 'txn_2',
              object: 'balance_transaction',
              type: 'charge',
              amount: 2500,
              fee: 103,
              source: { id: 'ch_2', object: 'charge', payment_intent: 'pi_2' },
            },
            {
              id: 'txn_3',
              object: 'balance_transaction',
              type: 'refund',
              amount: -100,
              fee: 0,
              source: { id: 're_1', object: 'refund', charge: 'ch_1' },
            },
            { id: 'txn_4', object: 'balance_transaction', type: 'payout', amount: -6151, fee: 0, source: 'po_1' },
          ],
        },
      };
    });
  });
  afterAll(() => standIn.close());

  it('reads the connected account’s payouts with the balance transactions in each', async () => {
    const provider = createLivePayouts({
      stripe: { secretKey: 'sk_test_123', baseUrl: standIn.url },
      cardPointe: null,
    });
    const [payout] = await provider.payoutsSince(account, '2026-11-20', '2026-11-26');
    expect(payout).toMatchObject({
      processor: 'stripe',
      processor_ref: 'po_1',
      status: 'paid',
      arrival_date: '2026-11-25',
    });
    expect(payout!.transactions.map((transaction) => transaction.charge_refs)).toEqual([
      ['ch_1', 'pi_1'],
      ['ch_2', 'pi_2'],
      ['re_1', 'ch_1'],
    ]);
    expect(payoutFigures(payout!.transactions)).toEqual({
      gross_cents: 6500,
      fee_cents: 249,
      refund_cents: 100,
      net_cents: 6151,
    });
    const listed = standIn.requests.find((request) => request.url.startsWith('/v1/payouts'))!;
    expect(listed.headers['stripe-account']).toBe('acct_Conn3cted');
    expect(decodeURIComponent(listed.url)).toContain('created[gte]=1795132800');
    const transactions = standIn.requests.find((request) => request.url.startsWith('/v1/balance_transactions'))!;
    expect(transactions.url).toContain('payout=po_1');
    expect(transactions.headers['stripe-account']).toBe('acct_Conn3cted');
  });
});

describe('CardPointe funding (local stand-in)', () => {
  it('reads each day’s fundings and counts what the deposit is short as fees', async () => {
    const standIn = await startStandIn((request) =>
      request.url.includes('date=1120')
        ? {
            status: 200,
            body: {
              fundings: [{ fundingid: 9001, fundingdate: '2026-11-21', netsales: '64.00', netdeposit: '62.00' }],
              txns: [
                { fundingid: 9001, retref: '111', type: 'Sale', amount: '40.00' },
                { fundingid: 9001, retref: '222', type: 'Sale', amount: '25.00' },
                { fundingid: 9001, retref: '111', type: 'Refund', amount: '-1.00' },
              ],
            },
          }
        : { status: 200, body: { fundings: [], txns: [] } },
    );
    try {
      const provider = createLivePayouts({
        stripe: null,
        cardPointe: {
          baseUrl: `${standIn.url}/cardconnect/rest`,
          merchantId: '496160873888',
          username: 'u',
          password: 'p',
        },
      });
      const payouts = await provider.payoutsSince(
        { organization_id: 7, stripe_account_id: null, card_connect_site: 'fts-uat' },
        '2026-11-20',
        '2026-11-21',
      );
      expect(payouts).toHaveLength(1);
      expect(payouts[0]).toMatchObject({
        processor: 'card_connect',
        processor_ref: '9001',
        arrival_date: '2026-11-21',
      });
      expect(payoutFigures(payouts[0]!.transactions)).toEqual({
        gross_cents: 6500,
        fee_cents: 200,
        refund_cents: 100,
        net_cents: 6200,
      });
      expect(standIn.requests.map((request) => new URL(request.url, standIn.url).pathname)).toEqual([
        '/cardconnect/rest/funding',
        '/cardconnect/rest/funding',
      ]);
      expect(standIn.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
    } finally {
      await standIn.close();
    }
  });
});
