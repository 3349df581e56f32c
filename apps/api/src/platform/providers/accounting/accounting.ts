/**
 * The accounting system the organization keeps its books in (issue 17): QuickBooks Online. Only what the sync needs,
 * in integer cents; QuickBooks ids and sync tokens are strings. Every write carries `requestId`: QuickBooks answers
 * a repeated request id with the first answer, so a retried call never posts twice.
 */
export type AccountingEnvironment = 'sandbox' | 'production';

export interface AccountingTokens {
  realm_id: string;
  access_token: string;
  refresh_token: string;
  access_expires_at: Date;
  refresh_expires_at: Date;
}

/** The company a call speaks to, with a live access token (the feature refreshes it before it expires). */
export interface AccountingCompany {
  realm_id: string;
  access_token: string;
}

/** A record as QuickBooks keeps it: updates need the latest sync token. */
export interface AccountingRef {
  id: string;
  sync_token: string;
}

export interface AccountingChoice {
  id: string;
  name: string;
}
export interface AccountingChart {
  income_accounts: AccountingChoice[];
  items: AccountingChoice[];
  tax_codes: AccountingChoice[];
  deposit_accounts: AccountingChoice[];
  expense_accounts: AccountingChoice[];
}

export interface AccountingCustomer extends AccountingRef {
  display_name: string;
  given_name: string | null;
  family_name: string | null;
  company_name: string | null;
  email: string | null;
  phone: string | null;
  balance_cents: number;
  active: boolean;
  /** When QuickBooks last changed it (MetaData.LastUpdatedTime), null when not told. */
  updated_at: string | null;
}

export interface CustomerInput {
  /** Unique across QuickBooks customers, vendors and employees, no colon: the caller makes it so. */
  display_name: string;
  given_name: string | null;
  family_name: string | null;
  company_name: string | null;
  email: string | null;
  phone: string | null;
  billing_address: { line1: string; city: string; state: string; zip: string } | null;
  /** Our client id, kept on their record so a lost answer can be found again. */
  our_id: string;
}

export interface InvoiceLineInput {
  item_id: string;
  description: string;
  amount_cents: number;
  taxable: boolean;
}

export interface InvoiceInput {
  customer_id: string;
  /** Our invoice number: QuickBooks' DocNumber. */
  doc_number: string;
  txn_date: string;
  due_date: string;
  lines: InvoiceLineInput[];
  tax_code_id: string | null;
  tax_cents: number;
  our_id: string;
}

export interface AccountingInvoice extends AccountingRef {
  customer_id: string;
  doc_number: string | null;
  total_cents: number;
  balance_cents: number;
  voided: boolean;
}

export interface PaymentInput {
  customer_id: string;
  txn_date: string;
  amount_cents: number;
  /** The invoices it pays and how much of each. */
  applied: { invoice_id: string; amount_cents: number }[];
  /** Null: Undeposited Funds, so a later Deposit can collect it. */
  deposit_account_id: string | null;
  reference: string | null;
  our_id: string;
}

export interface AccountingPayment extends AccountingRef {
  customer_id: string;
  txn_date: string;
  amount_cents: number;
  applied: { invoice_id: string; amount_cents: number }[];
  /** Set on payments we posted (from their private note), null on those entered in QuickBooks. */
  our_id: string | null;
}

/** A processor payout: one bank deposit of its payments, less the processor's fees posted as an expense. */
export interface DepositInput {
  deposit_account_id: string;
  txn_date: string;
  payment_ids: string[];
  fee_cents: number;
  fee_expense_account_id: string;
  /** Refunds the processor took out of this payout: one negative line to the refunds account. */
  refund_cents: number;
  refund_account_id: string | null;
  our_id: string;
}

/** Money handed back to a customer: a RefundReceipt paid out of the deposit account, booked on an income item. */
export interface RefundReceiptInput {
  customer_id: string;
  txn_date: string;
  amount_cents: number;
  item_id: string;
  description: string;
  /** The account the money leaves ("Refund from"). */
  deposit_account_id: string;
  reference: string | null;
  our_id: string;
}

export interface AccountingChanges {
  customers: AccountingCustomer[];
  invoices: AccountingInvoice[];
  payments: AccountingPayment[];
  /** Ids QuickBooks reports deleted since then, by entity. */
  deleted: { entity: 'customer' | 'invoice' | 'payment'; id: string }[];
}

/** One entity change a webhook announced (both the classic and the CloudEvents shapes come out as this). */
export interface AccountingNotice {
  realm_id: string;
  entity: 'customer' | 'invoice' | 'payment' | 'other';
  id: string;
  operation: string;
  changed_at: string;
}

export interface AccountingProvider {
  environment: AccountingEnvironment;
  /** Intuit's consent page for this state; it sends the browser back to `{publicUrl}/quick_books_oauth`. */
  authorizeUrl(state: string): string;
  exchangeCode(code: string, realmId: string): Promise<AccountingTokens>;
  /** Always keep the answer's refresh token: Intuit rotates it and the old one dies. */
  refresh(refreshToken: string, realmId: string): Promise<AccountingTokens>;
  revoke(refreshToken: string): Promise<void>;

  companyName(company: AccountingCompany): Promise<string>;
  chart(company: AccountingCompany): Promise<AccountingChart>;
  customers(company: AccountingCompany): Promise<AccountingCustomer[]>;
  customer(company: AccountingCompany, id: string): Promise<AccountingCustomer | null>;

  createCustomer(company: AccountingCompany, input: CustomerInput, requestId: string): Promise<AccountingRef>;
  updateCustomer(
    company: AccountingCompany,
    ref: AccountingRef,
    input: CustomerInput,
    requestId: string,
  ): Promise<AccountingRef>;
  createInvoice(company: AccountingCompany, input: InvoiceInput, requestId: string): Promise<AccountingRef>;
  /** A sparse update (Id, SyncToken, `sparse: true`): lines and tax replaced, what was paid against it kept. */
  updateInvoice(
    company: AccountingCompany,
    ref: AccountingRef,
    input: InvoiceInput,
    requestId: string,
  ): Promise<AccountingRef>;
  voidInvoice(company: AccountingCompany, ref: AccountingRef, requestId: string): Promise<AccountingRef>;
  invoice(company: AccountingCompany, id: string): Promise<AccountingInvoice | null>;
  createPayment(company: AccountingCompany, input: PaymentInput, requestId: string): Promise<AccountingRef>;
  payment(company: AccountingCompany, id: string): Promise<AccountingPayment | null>;
  createDeposit(company: AccountingCompany, input: DepositInput, requestId: string): Promise<AccountingRef>;
  createRefundReceipt(company: AccountingCompany, input: RefundReceiptInput, requestId: string): Promise<AccountingRef>;

  /** Change data capture: what changed since then (QuickBooks keeps 30 days). */
  changesSince(company: AccountingCompany, since: Date): Promise<AccountingChanges>;
  /** Null when the signature does not verify: the caller answers 401 and reads nothing. */
  readWebhook(rawBody: string, signature: string | undefined): AccountingNotice[] | null;
}

/** A QuickBooks call that failed: `retryable` for throttling (429), timeouts and 5xx; a fault otherwise. */
export class AccountingError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'AccountingError';
  }
}
