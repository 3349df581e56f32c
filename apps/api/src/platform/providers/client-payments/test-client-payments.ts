import { randomBytes } from 'node:crypto';
import { testCardFeeCents } from '@employee-portal/core';
import { TEST_TOKEN_OUTCOME } from '../payments/test-card-processor.ts';
import { declined, type CardToSave, type ClientPayments } from './client-payments.ts';

/**
 * Test mode with the platform's test token rules (see test-card-processor): a tokenizer token's second digit says
 * what happens (4 approves, 5 is declined, 7 saves but every charge is declined); Stripe's test token names likewise.
 * Like a real processor it answers a repeated idempotency key with the first answer, and it counts real charges.
 */
export function createTestClientPayments() {
  const answers = new Map<string, unknown>();
  const charges: { key: string; amount_cents: number }[] = [];
  const refunds: { key: string; reference: string; amount_cents: number }[] = [];
  const once = async <T>(key: string, run: () => T): Promise<T> => {
    if (!answers.has(key)) answers.set(key, run());
    return answers.get(key) as T;
  };
  const refusedOnSave = (token: string) =>
    (/^9\d{15}$/.test(token) && token[1] === TEST_TOKEN_OUTCOME.declineOnStore) || token === 'tok_chargeDeclined';
  const refusedOnCharge = (token: string) =>
    refusedOnSave(token) ||
    (/^9\d{15}$/.test(token) && token[1] === TEST_TOKEN_OUTCOME.declineCharges) ||
    token === 'tok_visa_chargeCustomerFail';
  const valid = (token: string) => /^9\d{15}$/.test(token) || token.startsWith('tok_');
  const last4 = (token: string) => (token.startsWith('tok_') ? '4242' : token.slice(-4));
  const brand = (token: string) => (token.startsWith('tok_') ? 'visa' : null);

  const payments: ClientPayments = {
    async saveCard(_account, card: CardToSave) {
      if (!valid(card.token)) return declined('11', 'Invalid card token');
      if (refusedOnSave(card.token)) return declined('05', 'Do Not Honor');
      return {
        ok: true,
        card: {
          customer_ref: `test_customer:${card.token}`,
          method_ref: `test:${card.token}`,
          brand: brand(card.token),
          last4: last4(card.token),
          expiry: card.expiry,
        },
      };
    },
    charge: (_account, source, amountCents, key) =>
      once(key, () => {
        const token = 'card' in source ? source.card.method_ref.replace(/^test:/, '') : source.token.token;
        if (!valid(token)) return declined('11', 'Invalid card token');
        if (refusedOnCharge(token)) return declined('05', 'Insufficient Funds');
        charges.push({ key, amount_cents: amountCents });
        return {
          ok: true as const,
          reference: `test_ch_${randomBytes(6).toString('hex')}`,
          fee_cents: testCardFeeCents(amountCents),
          brand: brand(token),
          last4: last4(token),
        };
      }),
    refund: (_account, reference, amountCents, key) =>
      once(key, () => {
        refunds.push({ key, reference, amount_cents: amountCents });
        return { ok: true as const, reference: `test_re_${randomBytes(6).toString('hex')}` };
      }),
  };
  return Object.assign(payments, { charges, refunds });
}
