import type { CardProcessor } from './card-processor.ts';
import { createCardPointeGateway, type CardPointeOptions } from './cardpointe-processor.ts';
import { createStripeGateway, type StripeOptions } from './stripe-processor.ts';
import { createTestCardProcessor } from './test-card-processor.ts';

export type PaymentsConfig =
  | { mode: 'test' }
  | { mode: 'live'; cardPointe: CardPointeOptions | null; stripe: StripeOptions | null };

const notConfigured = (name: string) => async () => ({
  approved: false as const,
  code: 'processor_not_configured',
  message: `${name} is not configured on this server.`,
});

/** One processor facade: CardConnect cards go to CardPointe, Stripe tokens and customers to Stripe. */
export function createCardProcessor(config: PaymentsConfig): CardProcessor {
  if (config.mode === 'test') return createTestCardProcessor();
  const cardPointe = config.cardPointe ? createCardPointeGateway(config.cardPointe) : null;
  const stripe = config.stripe ? createStripeGateway(config.stripe) : null;
  return {
    storeCardConnectCard: cardPointe ? cardPointe.storeCardConnectCard : notConfigured('CardConnect'),
    storeStripeCard: stripe ? stripe.storeStripeCard : notConfigured('Stripe'),
    charge: (card, amount, key) => {
      const gateway = card.processor === 'stripe' ? stripe : cardPointe;
      return gateway ? gateway.charge(card, amount, key) : notConfigured(card.processor)();
    },
  };
}
