import Stripe from 'stripe';
import type { PayoutTransaction, ProcessorPayout, ProcessorPayoutStatus } from './payouts-provider.ts';

const STATUSES: Record<string, ProcessorPayoutStatus> = {
  pending: 'pending',
  in_transit: 'in_transit',
  paid: 'paid',
  failed: 'failed',
  canceled: 'failed',
};

const dayOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

/** A charge's balance transaction names the charge; our payments may keep the charge or its payment intent. */
function refsOf(source: Stripe.BalanceTransaction['source']): string[] {
  if (!source) return [];
  if (typeof source === 'string') return [source];
  const refs = [source.id];
  if ('payment_intent' in source && source.payment_intent)
    refs.push(typeof source.payment_intent === 'string' ? source.payment_intent : source.payment_intent.id);
  if ('charge' in source && source.charge)
    refs.push(typeof source.charge === 'string' ? source.charge : source.charge.id);
  return refs;
}

function transactionOf(transaction: Stripe.BalanceTransaction): PayoutTransaction | null {
  // The payout's own transaction moves the money out; it is the payout, not a part of it.
  if (transaction.type === 'payout') return null;
  const kind =
    transaction.type === 'charge' || transaction.type === 'payment'
      ? 'charge'
      : transaction.type === 'refund' || transaction.type === 'payment_refund'
        ? 'refund'
        : 'adjustment';
  return { kind, charge_refs: refsOf(transaction.source), gross_cents: transaction.amount, fee_cents: transaction.fee };
}

/** Stripe Connect: the payouts of the organization's connected account, read with the platform's secret key. */
export function createStripePayouts(options: { secretKey: string; baseUrl?: string }) {
  const url = options.baseUrl ? new URL(options.baseUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || 80),
          protocol: url.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
  return {
    async payoutsSince(accountId: string, since: string): Promise<ProcessorPayout[]> {
      const requestOptions = { stripeAccount: accountId };
      const created = Math.floor(new Date(`${since}T00:00:00Z`).getTime() / 1000);
      const payouts: ProcessorPayout[] = [];
      for await (const payout of stripe.payouts.list({ created: { gte: created }, limit: 100 }, requestOptions)) {
        const transactions: PayoutTransaction[] = [];
        for await (const transaction of stripe.balanceTransactions.list(
          { payout: payout.id, limit: 100, expand: ['data.source'] },
          requestOptions,
        )) {
          const mapped = transactionOf(transaction);
          if (mapped) transactions.push(mapped);
        }
        payouts.push({
          processor: 'stripe',
          processor_ref: payout.id,
          status: STATUSES[payout.status] ?? 'pending',
          arrival_date: dayOf(payout.arrival_date),
          transactions,
        });
      }
      return payouts.reverse();
    },
  };
}
