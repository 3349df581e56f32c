import Stripe from 'stripe';
import type { CardResult, StoredCard } from './card-processor.ts';

export interface StripeOptions {
  secretKey: string;
  /** Overridable so tests can point the SDK at a local stand-in. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const refusal = (error: unknown) => {
  const stripeError = error as { code?: string; message?: string; type?: string };
  if (stripeError.type === 'StripeCardError' || stripeError.code)
    return {
      approved: false as const,
      code: stripeError.code ?? 'card_error',
      message: stripeError.message ?? 'Your card was declined.',
    };
  throw error;
};

/** The official SDK: a customer holds the card; charges are off-session PaymentIntents confirmed at once. */
export function createStripeGateway(options: StripeOptions) {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
  });
  return {
    stripe,
    async storeStripeCard(input: { token: string; name: string }): Promise<CardResult<StoredCard>> {
      try {
        const customer = await stripe.customers.create({ source: input.token, name: input.name, expand: ['sources'] });
        const card = customer.sources?.data[0] as
          | { brand?: string; last4?: string; exp_month?: number; exp_year?: number }
          | undefined;
        const expiry =
          card?.exp_month && card.exp_year
            ? `${String(card.exp_month).padStart(2, '0')}${String(card.exp_year).slice(-2)}`
            : null;
        return {
          approved: true,
          value: {
            processor: 'stripe',
            customer_ref: customer.id,
            brand: card?.brand ?? null,
            last4: card?.last4 ?? null,
            expiry,
          },
        };
      } catch (error) {
        return refusal(error);
      }
    },
    async charge(
      card: StoredCard,
      amountCents: number,
      idempotencyKey: string,
    ): Promise<CardResult<{ reference: string }>> {
      try {
        const intent = await stripe.paymentIntents.create(
          { amount: amountCents, currency: 'usd', customer: card.customer_ref, off_session: true, confirm: true },
          { idempotencyKey },
        );
        if (intent.status !== 'succeeded')
          return { approved: false, code: intent.status, message: `Payment ${intent.status}` };
        return { approved: true, value: { reference: intent.id } };
      } catch (error) {
        return refusal(error);
      }
    },
  };
}
