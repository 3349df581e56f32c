import { randomBytes } from 'node:crypto';
import type { CardProcessor, StoredCard } from './card-processor.ts';

/**
 * Test mode, stateless: the local tokenizer encodes the card's behaviour in the token's second digit
 * (4 approves, 5 is declined when stored, 7 stores but every charge is declined) and keeps the last four digits.
 * Stripe test tokens follow Stripe's own names (tok_visa approves, tok_chargeDeclined is declined,
 * tok_visa_chargeCustomerFail stores but fails charges).
 */
export const TEST_TOKEN_OUTCOME = { approve: '4', declineOnStore: '5', declineCharges: '7' } as const;

const declined = (message = 'Do Not Honor') => ({ approved: false as const, code: '05', message });
const reference = () => randomBytes(6).toString('hex');

export function createTestCardProcessor(): CardProcessor {
  return {
    async storeCardConnectCard(input) {
      if (!/^9\d{15}$/.test(input.token)) return { approved: false, code: '11', message: 'Invalid card token' };
      if (input.token[1] === TEST_TOKEN_OUTCOME.declineOnStore) return declined();
      return {
        approved: true,
        value: {
          processor: 'card_connect',
          customer_ref: `test:${input.token}`,
          brand: null,
          last4: input.token.slice(-4),
          expiry: input.expiry,
        },
      };
    },
    async storeStripeCard(input) {
      if (!input.token.startsWith('tok_'))
        return { approved: false, code: 'resource_missing', message: 'No such token' };
      if (input.token === 'tok_chargeDeclined')
        return { approved: false, code: 'card_declined', message: 'Your card was declined.' };
      return {
        approved: true,
        value: { processor: 'stripe', customer_ref: `test:${input.token}`, brand: 'visa', last4: '4242', expiry: null },
      };
    },
    async charge(card: StoredCard) {
      const failsCharges =
        card.customer_ref.startsWith(`test:9${TEST_TOKEN_OUTCOME.declineCharges}`) ||
        card.customer_ref === 'test:tok_visa_chargeCustomerFail';
      if (failsCharges)
        return card.processor === 'stripe'
          ? { approved: false, code: 'card_declined', message: 'Your card was declined.' }
          : declined('Insufficient Funds');
      return { approved: true, value: { reference: reference() } };
    },
  };
}
