/** The platform charging an organization's card for its subscription, whichever processor holds the card. */
export type CardProcessorName = 'card_connect' | 'stripe';

export interface StoredCard {
  processor: CardProcessorName;
  /** CardConnect "profileid/acctid", or a Stripe customer id. */
  customer_ref: string;
  brand: string | null;
  last4: string | null;
  expiry: string | null;
}

export type CardResult<T> = { approved: true; value: T } | { approved: false; code: string; message: string };

export interface CardConnectCardInput {
  token: string;
  expiry: string;
  name: string;
  postal: string;
  cvv: string;
}

export interface CardProcessor {
  /** Verifies the card (zero-amount authorization where the processor offers it) and keeps it for later charges. */
  storeCardConnectCard(input: CardConnectCardInput): Promise<CardResult<StoredCard>>;
  storeStripeCard(input: { token: string; name: string }): Promise<CardResult<StoredCard>>;
  /** `idempotencyKey` makes a retried call after a crash charge at most once. */
  charge(card: StoredCard, amountCents: number, idempotencyKey: string): Promise<CardResult<{ reference: string }>>;
}
