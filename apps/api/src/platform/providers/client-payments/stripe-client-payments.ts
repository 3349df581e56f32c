import Stripe from 'stripe';
import { declined, type ClientPayments, type ConnectedAccount, type Declined } from './client-payments.ts';

export interface StripeClientOptions {
  secretKey: string;
  /** Overridable so tests can point the SDK at a local stand-in. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** A card error is the client's answer to show; anything else (network, our keys) is our failure and throws. */
function refusal(error: unknown): Declined {
  const stripeError = error as { type?: string; code?: string; decline_code?: string; message?: string };
  if (stripeError.type === 'StripeCardError' || stripeError.type === 'StripeInvalidRequestError')
    return declined(stripeError.decline_code ?? stripeError.code ?? 'card_error', stripeError.message ?? 'Declined');
  throw error;
}

const expiryOf = (card: { exp_month?: number; exp_year?: number } | null | undefined) =>
  card?.exp_month && card.exp_year
    ? `${String(card.exp_month).padStart(2, '0')}${String(card.exp_year).slice(-2)}`
    : null;

function connected(account: ConnectedAccount) {
  if (!account.stripe_account_id) throw new Error('The organization has no Stripe connected account');
  return account.stripe_account_id;
}

/**
 * Direct charges on the organization's connected account (the `Stripe-Account` header on every call): the customer,
 * the card and the charge live in the organization's own Stripe account, and Stripe's fee is taken there.
 */
export function createStripeClientPayments(options: StripeClientOptions): ClientPayments {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
  });
  return {
    async saveCard(account, card) {
      const stripeAccount = connected(account);
      try {
        const method = await stripe.paymentMethods.create(
          { type: 'card', card: { token: card.token } },
          { stripeAccount },
        );
        const customer = await stripe.customers.create(
          {
            name: card.name,
            email: card.email ?? undefined,
            payment_method: method.id,
            invoice_settings: { default_payment_method: method.id },
          },
          { stripeAccount },
        );
        return {
          ok: true,
          card: {
            customer_ref: customer.id,
            method_ref: method.id,
            brand: method.card?.brand ?? null,
            last4: method.card?.last4 ?? null,
            expiry: expiryOf(method.card),
          },
        };
      } catch (error) {
        return refusal(error);
      }
    },
    async charge(account, source, amountCents, idempotencyKey) {
      const stripeAccount = connected(account);
      try {
        const saved = 'card' in source;
        const paymentMethod = saved
          ? source.card.method_ref
          : (
              await stripe.paymentMethods.create(
                { type: 'card', card: { token: source.token.token } },
                { stripeAccount, idempotencyKey: `${idempotencyKey}-method` },
              )
            ).id;
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            payment_method: paymentMethod,
            ...(saved ? { customer: source.card.customer_ref, off_session: true } : {}),
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['latest_charge.balance_transaction', 'payment_method'],
          },
          { stripeAccount, idempotencyKey },
        );
        if (intent.status !== 'succeeded') return declined(intent.status, `The payment is ${intent.status}.`);
        const charge = intent.latest_charge as Stripe.Charge | null;
        const balance = charge?.balance_transaction as Stripe.BalanceTransaction | null | undefined;
        const method = intent.payment_method as Stripe.PaymentMethod | null;
        return {
          ok: true,
          reference: intent.id,
          fee_cents: balance?.fee ?? 0,
          brand: method?.card?.brand ?? null,
          last4: method?.card?.last4 ?? null,
        };
      } catch (error) {
        return refusal(error);
      }
    },
    async refund(account, chargeReference, amountCents, idempotencyKey) {
      const stripeAccount = connected(account);
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: chargeReference, amount: amountCents },
          { stripeAccount, idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return declined(refund.status, `The refund ${refund.status}.`);
        return { ok: true, reference: refund.id };
      } catch (error) {
        return refusal(error);
      }
    },
  };
}
