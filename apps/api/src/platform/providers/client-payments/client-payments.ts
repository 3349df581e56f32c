/**
 * Charging a client's card for the organization (issue 16). The money goes to the organization's own processor
 * account: its Stripe connected account (direct charges) or its CardConnect merchant site.
 */
export type ClientProcessorName = 'stripe' | 'card_connect';

/** Where the organization takes card payments. */
export interface ConnectedAccount {
  processor: ClientProcessorName;
  /** Stripe: the connected account id (acct_…). */
  stripe_account_id: string | null;
  /** CardConnect: the merchant id of the organization's site. */
  merchant_id: string | null;
}

export interface CardToSave {
  token: string;
  name: string;
  email?: string | null;
  /** MMYY. */
  expiry: string | null;
  postal: string | null;
  cvv: string | null;
}

/** What the processor keeps for us: references and what may be shown, never the number. */
export interface KeptCard {
  customer_ref: string;
  method_ref: string;
  brand: string | null;
  last4: string | null;
  expiry: string | null;
}

export interface Declined {
  ok: false;
  code: string;
  message: string;
}
export type Outcome<T> = ({ ok: true } & T) | Declined;

export interface ChargeDone {
  reference: string;
  fee_cents: number;
  brand: string | null;
  last4: string | null;
}

export type ChargeSource = { card: Pick<KeptCard, 'customer_ref' | 'method_ref'> } | { token: CardToSave };

export interface ClientPayments {
  saveCard(account: ConnectedAccount, card: CardToSave): Promise<Outcome<{ card: KeptCard }>>;
  /** `idempotencyKey` makes a retried call charge at most once: the processor answers the first charge again. */
  charge(
    account: ConnectedAccount,
    source: ChargeSource,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<Outcome<ChargeDone>>;
  refund(
    account: ConnectedAccount,
    chargeReference: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<Outcome<{ reference: string }>>;
}

export const declined = (code: string, message: string): Declined => ({ ok: false, code, message });
