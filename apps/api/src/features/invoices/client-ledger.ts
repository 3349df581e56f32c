/**
 * A client's account (issue 16): open invoice balances, credit, and payments spread over invoices. Every change runs
 * inside the caller's transaction with the client's row locked first, so two payments (or a payment and a billing
 * run) for one client happen one after the other and the stored balance always equals what the invoices say.
 */
import { allocatePayment, type PaymentAllocation } from '@employee-portal/core';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { paymentApplications } from '../payments/payments.table.ts';
import { type ClientCreditKind, clientCreditEntries, invoices } from './invoices.table.ts';

/** A residential client or a commercial customer: exactly one of the two ids is set. */
export type ClientRef =
  | { client_id: number; commercial_customer_id: null }
  | { client_id: null; commercial_customer_id: number };

export const residentialClient = (clientId: number): ClientRef => ({
  client_id: clientId,
  commercial_customer_id: null,
});
export const commercialClient = (customerId: number): ClientRef => ({
  client_id: null,
  commercial_customer_id: customerId,
});

/** The client columns of an invoice, payment or credit row as a ClientRef. */
export const clientRefOf = (row: { client_id: number | null; commercial_customer_id: number | null }): ClientRef =>
  row.client_id !== null ? residentialClient(row.client_id) : commercialClient(row.commercial_customer_id!);

const ownedBy = (table: typeof invoices | typeof clientCreditEntries, organizationId: number, client: ClientRef) =>
  and(
    eq(table.organization_id, organizationId),
    client.client_id !== null
      ? eq(table.client_id, client.client_id)
      : eq(table.commercial_customer_id, client.commercial_customer_id),
  );

function clientAccountRow(db: Db, organizationId: number, client: ClientRef) {
  return client.client_id !== null
    ? db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.organization_id, organizationId), eq(clients.id, client.client_id)))
    : db
        .select({ id: commercialCustomers.id })
        .from(commercialCustomers)
        .where(
          and(
            eq(commercialCustomers.organization_id, organizationId),
            eq(commercialCustomers.id, client.commercial_customer_id),
          ),
        );
}

/** Locks the client's row for the rest of the transaction; false when the organization has no such client. */
export async function lockClientAccount(tx: Db, organizationId: number, client: ClientRef): Promise<boolean> {
  return (await clientAccountRow(tx, organizationId, client).for('update')).length === 1;
}

export async function clientAccountExists(db: Db, organizationId: number, client: ClientRef): Promise<boolean> {
  return (await clientAccountRow(db, organizationId, client)).length === 1;
}

export async function creditEntryWithKey(db: Db, organizationId: number, key: string) {
  const [row] = await db
    .select()
    .from(clientCreditEntries)
    .where(and(eq(clientCreditEntries.organization_id, organizationId), eq(clientCreditEntries.idempotency_key, key)));
  return row ?? null;
}

export async function availableCreditCents(db: Db, organizationId: number, client: ClientRef): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${clientCreditEntries.amount_cents}), 0)::int` })
    .from(clientCreditEntries)
    .where(ownedBy(clientCreditEntries, organizationId, client));
  return row?.total ?? 0;
}

export interface CreditEntry {
  kind: ClientCreditKind;
  /** Positive adds credit, negative uses it. */
  amount_cents: number;
  invoice_id?: number | null;
  payment_id?: number | null;
  note?: string | null;
  /** An entry with a key is made once: asking again with the same key writes nothing. */
  idempotency_key?: string | null;
  created_by_user_id?: number | null;
  created_at: Date;
}

/** Answers whether the entry was written (false for a zero amount or a key already used). */
export async function recordClientCredit(tx: Db, organizationId: number, client: ClientRef, entry: CreditEntry) {
  if (entry.amount_cents === 0) return false;
  const written = await tx
    .insert(clientCreditEntries)
    .values({ organization_id: organizationId, ...client, ...entry })
    .onConflictDoNothing()
    .returning({ id: clientCreditEntries.id });
  return written.length === 1;
}

export interface OpenInvoice {
  id: number;
  number: number;
  due_date: string;
  balance_cents: number;
}

/** The client's finalized, unpaid invoices, oldest due first: the order a payment pays them in. */
export async function openInvoicesOf(db: Db, organizationId: number, client: ClientRef): Promise<OpenInvoice[]> {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      due_date: invoices.due_date,
      balance_cents: sql<number>`(${invoices.amount_due_cents} - ${invoices.paid_cents})::int`,
    })
    .from(invoices)
    .where(
      and(
        ownedBy(invoices, organizationId, client),
        eq(invoices.status, 'open'),
        gt(invoices.amount_due_cents, invoices.paid_cents),
      ),
    )
    .orderBy(asc(invoices.due_date), asc(invoices.id));
}

/**
 * Stores what the client owes: the open invoices' balances less the credit on account (negative when the client is
 * in credit). The client lists sort and filter on it.
 */
export async function refreshClientBalance(tx: Db, organizationId: number, client: ClientRef) {
  const open = await openInvoicesOf(tx, organizationId, client);
  const owed = open.reduce((total, invoice) => total + invoice.balance_cents, 0);
  const balance = owed - (await availableCreditCents(tx, organizationId, client));
  if (client.client_id !== null)
    await tx
      .update(clients)
      .set({ balance_cents: balance })
      .where(and(eq(clients.organization_id, organizationId), eq(clients.id, client.client_id)));
  else
    await tx
      .update(commercialCustomers)
      .set({ balance_cents: balance })
      .where(
        and(
          eq(commercialCustomers.organization_id, organizationId),
          eq(commercialCustomers.id, client.commercial_customer_id),
        ),
      );
  return balance;
}

export interface PaymentToApply {
  payment_id: number;
  amount_cents: number;
  /** The invoices to pay, in order; null pays the open invoices oldest due first. */
  invoice_ids: readonly number[] | null;
  created_by_user_id: number | null;
  now: Date;
}

/**
 * Spreads a succeeded payment over the client's open invoices (an invoice paid in full turns paid) and keeps what is
 * left as the client's credit. Answers null when a named invoice is not an open invoice of this client, having
 * written nothing; the caller turns that into a 422 and rolls back.
 */
export async function applyPayment(
  tx: Db,
  organizationId: number,
  client: ClientRef,
  payment: PaymentToApply,
): Promise<PaymentAllocation | null> {
  if (!(await lockClientAccount(tx, organizationId, client))) return null;
  const open = await openInvoicesOf(tx, organizationId, client);
  let ordered = open;
  if (payment.invoice_ids) {
    const byId = new Map(open.map((invoice) => [invoice.id, invoice]));
    const named = payment.invoice_ids.map((id) => byId.get(id));
    if (named.some((invoice) => !invoice) || new Set(payment.invoice_ids).size !== payment.invoice_ids.length)
      return null;
    ordered = named as OpenInvoice[];
  }
  const allocation = allocatePayment(
    payment.amount_cents,
    ordered.map((invoice) => ({ invoice_id: invoice.id, balance_cents: invoice.balance_cents })),
  );
  if (allocation.applied.length)
    await tx.insert(paymentApplications).values(
      allocation.applied.map((applied) => ({
        organization_id: organizationId,
        payment_id: payment.payment_id,
        invoice_id: applied.invoice_id,
        amount_cents: applied.amount_cents,
        created_at: payment.now,
      })),
    );
  for (const applied of allocation.applied)
    await tx
      .update(invoices)
      .set({
        paid_cents: sql`${invoices.paid_cents} + ${applied.amount_cents}`,
        status: sql`case when ${invoices.paid_cents} + ${applied.amount_cents} >= ${invoices.amount_due_cents} then 'paid' else 'open' end`,
        paid_at: sql`case when ${invoices.paid_cents} + ${applied.amount_cents} >= ${invoices.amount_due_cents} then ${payment.now.toISOString()}::timestamptz else null end`,
        updated_at: payment.now,
      })
      .where(and(eq(invoices.organization_id, organizationId), eq(invoices.id, applied.invoice_id)));
  // Only the invoices this payment finished paying: paid_at is stamped with the payment's instant just above.
  const paidNow = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      client_id: invoices.client_id,
      amount_due_cents: invoices.amount_due_cents,
      paid_cents: invoices.paid_cents,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.organization_id, organizationId),
        inArray(
          invoices.id,
          allocation.applied.map((applied) => applied.invoice_id),
        ),
        eq(invoices.status, 'paid'),
        eq(invoices.paid_at, payment.now),
      ),
    );
  for (const invoice of paidNow)
    await recordWebhookEvent(
      tx,
      organizationId,
      'invoice.paid',
      { invoice: { ...invoice, paid_at: payment.now.toISOString(), payment_id: payment.payment_id } },
      payment.now,
    );
  await recordClientCredit(tx, organizationId, client, {
    kind: 'overpayment',
    amount_cents: allocation.credit_cents,
    payment_id: payment.payment_id,
    created_by_user_id: payment.created_by_user_id,
    created_at: payment.now,
  });
  await refreshClientBalance(tx, organizationId, client);
  return allocation;
}

/** The payments applied to each of the invoices, for invoice pages and the payment's detail. */
export async function applicationsOfInvoices(db: Db, organizationId: number, invoiceIds: readonly number[]) {
  if (!invoiceIds.length) return [];
  return db
    .select()
    .from(paymentApplications)
    .where(
      and(eq(paymentApplications.organization_id, organizationId), inArray(paymentApplications.invoice_id, invoiceIds)),
    )
    .orderBy(asc(paymentApplications.id));
}
