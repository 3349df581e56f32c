/**
 * The processor's payouts to the organization's bank account (issue 16): Stripe payouts with their balance
 * transactions on the connected account, CardConnect fundings. Only what the payouts pages need, in integer cents.
 */
export type PayoutProcessor = 'stripe' | 'card_connect';
export type ProcessorPayoutStatus = 'pending' | 'in_transit' | 'paid' | 'failed';

export interface PayoutTransaction {
  kind: 'charge' | 'refund' | 'adjustment';
  /**
   * The references our payments may carry for this money (charge and payment intent for Stripe, retref for
   * CardConnect); a payment is linked to the payout when its processor_ref is one of them.
   */
  charge_refs: string[];
  /** Positive for a charge, negative for a refund. */
  gross_cents: number;
  fee_cents: number;
}

export interface ProcessorPayout {
  processor: PayoutProcessor;
  processor_ref: string;
  status: ProcessorPayoutStatus;
  /** The calendar day the money reaches the bank. */
  arrival_date: string;
  transactions: PayoutTransaction[];
}

export interface PayoutAccount {
  organization_id: number;
  /** The organization's connected Stripe account, when it has one. */
  stripe_account_id: string | null;
  /** Set when the organization takes cards through CardConnect instead. */
  card_connect_site: string | null;
}

export interface PayoutsProvider {
  /** The account's payouts created on or after `since` (a calendar day), oldest first. */
  payoutsSince(account: PayoutAccount, since: string, today: string): Promise<ProcessorPayout[]>;
}

/** Gross, fees and refunds of a payout from its transactions: the figures the pages show and check. */
export function payoutFigures(transactions: readonly PayoutTransaction[]) {
  let gross = 0;
  let fees = 0;
  let refunds = 0;
  for (const transaction of transactions) {
    if (transaction.gross_cents >= 0) gross += transaction.gross_cents;
    else refunds += -transaction.gross_cents;
    fees += transaction.fee_cents;
  }
  return { gross_cents: gross, fee_cents: fees, refund_cents: refunds, net_cents: gross - fees - refunds };
}
