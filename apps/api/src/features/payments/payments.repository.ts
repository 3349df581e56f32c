import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import type { ClientRef } from '../invoices/index.ts';
import { clientPaymentMethods, paymentApplications, paymentRefunds, payments } from './payments.table.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentInsert = typeof payments.$inferInsert;
export type SavedCardRow = typeof clientPaymentMethods.$inferSelect;

const ofClient = (table: typeof clientPaymentMethods | typeof payments, client: ClientRef) =>
  client.client_id !== null
    ? eq(table.client_id, client.client_id)
    : eq(table.commercial_customer_id, client.commercial_customer_id);

/** The client's name, whichever kind: the lists and the e-mails say it. */
export const clientNameSql = sql<string>`coalesce(${commercialCustomers.company_name}, ${clients.first_name} || ' ' || ${clients.last_name})`;

/** Residential and commercial clients of the organization, for the check page and the e-mails. */
export async function findClientAccount(db: Db, organizationId: number, client: ClientRef) {
  if (client.client_id !== null) {
    const [row] = await db
      .select({ name: sql<string>`${clients.first_name} || ' ' || ${clients.last_name}`, email: clients.email })
      .from(clients)
      .where(and(eq(clients.organization_id, organizationId), eq(clients.id, client.client_id)));
    return row ?? null;
  }
  const [row] = await db
    .select({ name: commercialCustomers.company_name, email: commercialCustomers.billing_email })
    .from(commercialCustomers)
    .where(
      and(
        eq(commercialCustomers.organization_id, organizationId),
        eq(commercialCustomers.id, client.commercial_customer_id),
      ),
    );
  return row ?? null;
}

export async function savedCardsOf(db: Db, organizationId: number, client: ClientRef) {
  return db
    .select()
    .from(clientPaymentMethods)
    .where(
      and(
        eq(clientPaymentMethods.organization_id, organizationId),
        ofClient(clientPaymentMethods, client),
        isNull(clientPaymentMethods.removed_at),
      ),
    )
    .orderBy(desc(clientPaymentMethods.is_default), desc(clientPaymentMethods.id));
}

export async function defaultCardOf(db: Db, organizationId: number, client: ClientRef) {
  return (await savedCardsOf(db, organizationId, client))[0] ?? null;
}

/** The card an office charge would use, as an invoice page shows it; null when the client has no card on file. */
export async function cardOnFileOf(db: Db, organizationId: number, client: ClientRef) {
  const card = await defaultCardOf(db, organizationId, client);
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

/** A new card becomes the one charged: the older ones stay listed but are no longer the default. */
export async function insertSavedCard(tx: Db, values: typeof clientPaymentMethods.$inferInsert & ClientRef) {
  await tx
    .update(clientPaymentMethods)
    .set({ is_default: false })
    .where(
      and(eq(clientPaymentMethods.organization_id, values.organization_id), ofClient(clientPaymentMethods, values)),
    );
  const [row] = await tx
    .insert(clientPaymentMethods)
    .values({ ...values, is_default: true })
    .returning();
  return row!;
}

export async function removeSavedCard(db: Db, organizationId: number, client: ClientRef, cardId: number, now: Date) {
  const [row] = await db
    .update(clientPaymentMethods)
    .set({ removed_at: now, is_default: false })
    .where(
      and(
        eq(clientPaymentMethods.organization_id, organizationId),
        ofClient(clientPaymentMethods, client),
        eq(clientPaymentMethods.id, cardId),
        isNull(clientPaymentMethods.removed_at),
      ),
    )
    .returning();
  return row ?? null;
}

/** Takes the idempotency key: null when another request already holds it. */
export async function claimPaymentKey(db: Db, values: PaymentInsert) {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.organization_id, payments.idempotency_key] })
    .returning();
  return row ?? null;
}

export async function findPaymentByKey(db: Db, organizationId: number, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.organization_id, organizationId), eq(payments.idempotency_key, key)));
  return row ?? null;
}

export async function findPayment(db: Db, organizationId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.organization_id, organizationId), eq(payments.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updatePayment(db: Db, organizationId: number, id: number, values: Partial<PaymentInsert>) {
  const [row] = await db
    .update(payments)
    .set(values)
    .where(and(eq(payments.organization_id, organizationId), eq(payments.id, id)))
    .returning();
  return row!;
}

export async function findInvoice(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organization_id, organizationId), eq(invoices.id, id)));
  return row ?? null;
}

/** What a payment paid, invoice by invoice, with the invoices' numbers. */
export async function applicationsOfPayment(db: Db, organizationId: number, paymentId: number) {
  return db
    .select({
      invoice_id: paymentApplications.invoice_id,
      invoice_number: invoices.number,
      amount_cents: paymentApplications.amount_cents,
    })
    .from(paymentApplications)
    .innerJoin(invoices, eq(invoices.id, paymentApplications.invoice_id))
    .where(and(eq(paymentApplications.organization_id, organizationId), eq(paymentApplications.payment_id, paymentId)))
    .orderBy(asc(paymentApplications.id));
}

export async function refundsOfPayment(db: Db, organizationId: number, paymentId: number) {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.organization_id, organizationId), eq(paymentRefunds.payment_id, paymentId)))
    .orderBy(asc(paymentRefunds.id));
}

export async function findRefundByKey(db: Db, organizationId: number, key: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.organization_id, organizationId), eq(paymentRefunds.idempotency_key, key)));
  return row ?? null;
}

export async function insertRefund(tx: Db, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await tx.insert(paymentRefunds).values(values).returning();
  return row!;
}

export interface PaymentFilters {
  search?: string;
  method?: 'card' | 'check';
  status?: 'succeeded' | 'failed' | 'pending';
  from?: string;
  to?: string;
  sort: string;
}

const SORTS: Record<string, SQL[]> = {
  received_on: [asc(payments.received_on), asc(payments.id)],
  '-received_on': [desc(payments.received_on), desc(payments.id)],
  amount: [asc(payments.amount_cents), asc(payments.id)],
  '-amount': [desc(payments.amount_cents), desc(payments.id)],
  client: [asc(clientNameSql), asc(payments.id)],
  '-client': [desc(clientNameSql), desc(payments.id)],
  status: [asc(payments.status), asc(payments.id)],
  '-status': [desc(payments.status), desc(payments.id)],
};

function filtersOf(organizationId: number, filters: PaymentFilters) {
  const conditions: (SQL | undefined)[] = [eq(payments.organization_id, organizationId)];
  if (filters.method) conditions.push(eq(payments.method, filters.method));
  if (filters.status) conditions.push(eq(payments.status, filters.status));
  if (filters.from) conditions.push(gte(payments.received_on, filters.from));
  if (filters.to) conditions.push(lte(payments.received_on, filters.to));
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(clientNameSql, pattern),
        ilike(payments.check_number, pattern),
        ilike(payments.card_last4, pattern),
        ilike(payments.processor_ref, pattern),
      ),
    );
  }
  return and(...conditions);
}

const withClient = (db: Db) =>
  db
    .select({ payment: payments, client_name: clientNameSql })
    .from(payments)
    .leftJoin(clients, eq(clients.id, payments.client_id))
    .leftJoin(commercialCustomers, eq(commercialCustomers.id, payments.commercial_customer_id));

export async function listPayments(
  db: Db,
  organizationId: number,
  filters: PaymentFilters,
  page: { limit: number; offset: number } | null,
) {
  const where = filtersOf(organizationId, filters);
  const query = withClient(db)
    .where(where)
    .orderBy(...(SORTS[filters.sort] ?? SORTS['-received_on']!));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      amount_cents: sql<number>`coalesce(sum(${payments.amount_cents}) filter (where ${payments.status} = 'succeeded'), 0)::int`,
      fee_cents: sql<number>`coalesce(sum(${payments.fee_cents}) filter (where ${payments.status} = 'succeeded'), 0)::int`,
      refunded_cents: sql<number>`coalesce(sum(${payments.refunded_cents}), 0)::int`,
    })
    .from(payments)
    .leftJoin(clients, eq(clients.id, payments.client_id))
    .leftJoin(commercialCustomers, eq(commercialCustomers.id, payments.commercial_customer_id))
    .where(where);
  return { rows, totals: totals! };
}

export async function findPaymentWithClient(db: Db, organizationId: number, id: number) {
  const [row] = await withClient(db).where(and(eq(payments.organization_id, organizationId), eq(payments.id, id)));
  return row ?? null;
}
