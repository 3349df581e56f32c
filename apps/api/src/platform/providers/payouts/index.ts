import type { PayoutsProvider } from './payouts-provider.ts';
import { createCardPointeFunding, type CardPointeFundingOptions } from './cardpointe-funding.ts';
import { createStripePayouts } from './stripe-payouts.ts';

export type { PayoutAccount, PayoutsProvider, ProcessorPayout, PayoutTransaction } from './payouts-provider.ts';
export { payoutFigures } from './payouts-provider.ts';
export { createTestPayouts } from './test-payouts.ts';

/** Live mode: CardConnect organizations read CardPointe fundings, the others their connected Stripe account. */
export function createLivePayouts(options: {
  stripe: { secretKey: string; baseUrl?: string } | null;
  cardPointe: CardPointeFundingOptions | null;
}): PayoutsProvider {
  const stripe = options.stripe ? createStripePayouts(options.stripe) : null;
  const cardPointe = options.cardPointe ? createCardPointeFunding(options.cardPointe) : null;
  return {
    async payoutsSince(account, since, today) {
      if (account.card_connect_site) return cardPointe ? cardPointe.payoutsSince(since, today) : [];
      if (account.stripe_account_id && stripe) return stripe.payoutsSince(account.stripe_account_id, since);
      return [];
    },
  };
}
