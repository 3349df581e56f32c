/**
 * QuickBooks' JSON entities (REST API v3, minor version 75) to and from the provider's types. Our record's id rides
 * in the private note (`Notes` on a customer) as `ep:<id>`, so a lost answer can be found again.
 */
import type {
  AccountingCustomer,
  AccountingInvoice,
  AccountingPayment,
  AccountingRef,
  CustomerInput,
  DepositInput,
  InvoiceInput,
  PaymentInput,
  RefundReceiptInput,
} from './accounting.ts';
import { toAmount, toCents } from './quickbooks-money.ts';

export type QboEntity = Record<string, unknown>;

const ourIdNote = (ourId: string) => `ep:${ourId}`;
export function ourIdFromNote(note: unknown): string | null {
  const match = typeof note === 'string' ? /(?:^|\s)ep:(\S+)/.exec(note) : null;
  return match?.[1] ?? null;
}

const field = (entity: QboEntity, name: string): QboEntity => {
  const value = entity[name];
  return value && typeof value === 'object' ? (value as QboEntity) : {};
};
const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const refValue = (entity: QboEntity, name: string) => str(field(entity, name).value) ?? '';
const amount = (value: unknown) => toCents(typeof value === 'number' || typeof value === 'string' ? value : null);
const lines = (entity: QboEntity): QboEntity[] =>
  Array.isArray(entity.Line) ? (entity.Line as QboEntity[]).filter((line) => line && typeof line === 'object') : [];

export const refOf = (entity: QboEntity): AccountingRef => ({
  id: str(entity.Id) ?? '',
  sync_token: str(entity.SyncToken) ?? '0',
});

export function customerBody(input: CustomerInput): QboEntity {
  const address = input.billing_address;
  return {
    DisplayName: input.display_name,
    GivenName: input.given_name ?? undefined,
    FamilyName: input.family_name ?? undefined,
    CompanyName: input.company_name ?? undefined,
    PrimaryEmailAddr: input.email ? { Address: input.email } : undefined,
    PrimaryPhone: input.phone ? { FreeFormNumber: input.phone } : undefined,
    BillAddr: address
      ? {
          Line1: address.line1,
          City: address.city,
          CountrySubDivisionCode: address.state,
          PostalCode: address.zip,
        }
      : undefined,
    Notes: ourIdNote(input.our_id),
  };
}

export function customerOf(entity: QboEntity): AccountingCustomer {
  return {
    ...refOf(entity),
    display_name: str(entity.DisplayName) ?? '',
    given_name: str(entity.GivenName),
    family_name: str(entity.FamilyName),
    company_name: str(entity.CompanyName),
    email: str(field(entity, 'PrimaryEmailAddr').Address),
    phone: str(field(entity, 'PrimaryPhone').FreeFormNumber),
    balance_cents: amount(entity.Balance),
    active: entity.Active !== false,
    updated_at: str(field(entity, 'MetaData').LastUpdatedTime),
  };
}

export function invoiceBody(input: InvoiceInput): QboEntity {
  return {
    CustomerRef: { value: input.customer_id },
    DocNumber: input.doc_number,
    TxnDate: input.txn_date,
    DueDate: input.due_date,
    Line: input.lines.map((line) => ({
      DetailType: 'SalesItemLineDetail',
      Amount: toAmount(line.amount_cents),
      Description: line.description,
      SalesItemLineDetail: {
        ItemRef: { value: line.item_id },
        // US companies mark each line taxable or not; the invoice names the rate.
        TaxCodeRef: { value: line.taxable ? 'TAX' : 'NON' },
      },
    })),
    TxnTaxDetail: input.tax_code_id
      ? { TxnTaxCodeRef: { value: input.tax_code_id }, TotalTax: toAmount(input.tax_cents) }
      : undefined,
    PrivateNote: ourIdNote(input.our_id),
  };
}

/** QuickBooks keeps a voided invoice with zero amounts and "Voided" at the head of its private note. */
export function invoiceOf(entity: QboEntity): AccountingInvoice {
  return {
    ...refOf(entity),
    customer_id: refValue(entity, 'CustomerRef'),
    doc_number: str(entity.DocNumber),
    total_cents: amount(entity.TotalAmt),
    balance_cents: amount(entity.Balance),
    voided: typeof entity.PrivateNote === 'string' && entity.PrivateNote.startsWith('Voided'),
  };
}

export function paymentBody(input: PaymentInput): QboEntity {
  return {
    CustomerRef: { value: input.customer_id },
    TxnDate: input.txn_date,
    TotalAmt: toAmount(input.amount_cents),
    PaymentRefNum: input.reference ?? undefined,
    DepositToAccountRef: input.deposit_account_id ? { value: input.deposit_account_id } : undefined,
    Line: input.applied.map((applied) => ({
      Amount: toAmount(applied.amount_cents),
      LinkedTxn: [{ TxnId: applied.invoice_id, TxnType: 'Invoice' }],
    })),
    PrivateNote: ourIdNote(input.our_id),
  };
}

export function paymentOf(entity: QboEntity): AccountingPayment {
  return {
    ...refOf(entity),
    customer_id: refValue(entity, 'CustomerRef'),
    txn_date: str(entity.TxnDate) ?? '',
    amount_cents: amount(entity.TotalAmt),
    applied: lines(entity).flatMap((line) => {
      const linked = Array.isArray(line.LinkedTxn) ? (line.LinkedTxn as QboEntity[]) : [];
      const invoice = linked.find((txn) => txn.TxnType === 'Invoice');
      return invoice ? [{ invoice_id: str(invoice.TxnId) ?? '', amount_cents: amount(line.Amount) }] : [];
    }),
    our_id: ourIdFromNote(entity.PrivateNote),
  };
}

/** A RefundReceipt (QuickBooks' sales form for money handed back), one line on the income item. */
export function refundReceiptBody(input: RefundReceiptInput): QboEntity {
  return {
    CustomerRef: { value: input.customer_id },
    TxnDate: input.txn_date,
    DepositToAccountRef: { value: input.deposit_account_id },
    PaymentRefNum: input.reference ?? undefined,
    Line: [
      {
        DetailType: 'SalesItemLineDetail',
        Amount: toAmount(input.amount_cents),
        Description: input.description,
        SalesItemLineDetail: { ItemRef: { value: input.item_id }, TaxCodeRef: { value: 'NON' } },
      },
    ],
    PrivateNote: ourIdNote(input.our_id),
  };
}

/**
 * One line per payment at its full amount, the processor's fees as one negative line to the expense account, and the
 * refunds it took back as one negative line to the refunds account: the deposit comes to what reached the bank.
 */
export function depositBody(input: DepositInput, payments: AccountingPayment[]): QboEntity {
  const paymentLines = payments.map((payment) => ({
    Amount: toAmount(payment.amount_cents),
    LinkedTxn: [{ TxnId: payment.id, TxnType: 'Payment', TxnLineId: '0' }],
  }));
  const feeLine =
    input.fee_cents > 0
      ? [
          {
            Amount: toAmount(-input.fee_cents),
            DetailType: 'DepositLineDetail',
            Description: 'Processor fees',
            DepositLineDetail: { AccountRef: { value: input.fee_expense_account_id } },
          },
        ]
      : [];
  const refundLine =
    input.refund_cents > 0 && input.refund_account_id
      ? [
          {
            Amount: toAmount(-input.refund_cents),
            DetailType: 'DepositLineDetail',
            Description: 'Refunds',
            DepositLineDetail: { AccountRef: { value: input.refund_account_id } },
          },
        ]
      : [];
  return {
    DepositToAccountRef: { value: input.deposit_account_id },
    TxnDate: input.txn_date,
    Line: [...paymentLines, ...feeLine, ...refundLine],
    PrivateNote: ourIdNote(input.our_id),
  };
}
