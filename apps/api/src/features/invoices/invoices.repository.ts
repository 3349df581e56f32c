import { and, asc, count, desc, eq, gt, gte, ilike, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceShownStatus } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { tips } from '../ratings-and-tips/ratings-and-tips.table.ts';
import { type InvoiceKind, invoiceLines, invoices } from './invoices.table.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
type Scope = { organization_id: number; id: number };

export interface InvoiceFilter {
  kind?: InvoiceKind;
  status?: InvoiceShownStatus;
  search?: string;
  from?: string;
  to?: string;
  client_id?: number;
  commercial_customer_id?: number;
  sort: string;
  today: string;
}

/**
 * What the client still owes on an invoice: a finalized (open) one's amount due less what was paid. A draft is owed by
 * nobody yet (the client has not been sent it, and the office may still change or void it), so it counts for nothing
 * in a balance, as in the client's balance and the Open Balance report; a paid or void one owes nothing.
 */
export const balanceSql = sql<number>`(case when ${invoices.status} = 'open' then ${invoices.amount_due_cents} - ${invoices.paid_cents} else 0 end)`;

export const balanceOf = (invoice: Pick<InvoiceRow, 'status' | 'amount_due_cents' | 'paid_cents'>) =>
  invoice.status === 'open' ? invoice.amount_due_cents - invoice.paid_cents : 0;

function statusCondition(status: InvoiceShownStatus | undefined, today: string): SQL | undefined {
  const open = eq(invoices.status, 'open');
  switch (status) {
    case undefined:
      return undefined;
    case 'draft':
    case 'paid':
    case 'void':
      return eq(invoices.status, status);
    case 'past_due':
      return and(open, lt(invoices.due_date, today));
    case 'partially_paid':
      return and(
        open,
        gte(invoices.due_date, today),
        gt(invoices.paid_cents, 0),
        lt(invoices.paid_cents, invoices.amount_due_cents),
      );
    case 'open':
      return and(
        open,
        gte(invoices.due_date, today),
        or(eq(invoices.paid_cents, 0), gte(invoices.paid_cents, invoices.amount_due_cents)),
      );
  }
}

const SORT_COLUMNS = {
  number: invoices.number,
  issue_date: invoices.issue_date,
  due_date: invoices.due_date,
  total: invoices.total_cents,
  balance: balanceSql,
  client: sql`lower(${invoices.bill_to}->>'name')`,
} as const;

function whereOf(organizationId: number, filter: InvoiceFilter) {
  const search = filter.search?.replace(/^#/, '');
  return and(
    eq(invoices.organization_id, organizationId),
    filter.kind ? eq(invoices.kind, filter.kind) : undefined,
    statusCondition(filter.status, filter.today),
    filter.from ? gte(invoices.issue_date, filter.from) : undefined,
    filter.to ? lte(invoices.issue_date, filter.to) : undefined,
    // A household member's invoices are made out to its payer; the member's list shows them too.
    filter.client_id
      ? or(eq(invoices.client_id, filter.client_id), eq(invoices.service_client_id, filter.client_id))
      : undefined,
    filter.commercial_customer_id ? eq(invoices.commercial_customer_id, filter.commercial_customer_id) : undefined,
    search
      ? or(
          ilike(sql`${invoices.bill_to}->>'name'`, containsPattern(search)),
          ilike(sql`${invoices.bill_to}->>'email'`, containsPattern(search)),
          ilike(sql`${invoices.number}::text`, containsPattern(search)),
        )
      : undefined,
  );
}

export async function listInvoices(
  db: Db,
  organizationId: number,
  filter: InvoiceFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(organizationId, filter);
  const direction = filter.sort.startsWith('-') ? desc : asc;
  const column = SORT_COLUMNS[filter.sort.replace('-', '') as keyof typeof SORT_COLUMNS] ?? invoices.number;
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(direction(column), direction(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({
      total: count(),
      total_cents: sql<number>`coalesce(sum(case when ${invoices.status} <> 'void' then ${invoices.total_cents} else 0 end), 0)::bigint`,
      balance_cents: sql<number>`coalesce(sum(${balanceSql}), 0)::bigint`,
    })
    .from(invoices)
    .where(where);
  return {
    rows,
    total: totals?.total ?? 0,
    total_cents: Number(totals?.total_cents ?? 0),
    balance_cents: Number(totals?.balance_cents ?? 0),
  };
}

export async function findInvoice(db: Db, scope: Scope, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organization_id, scope.organization_id), eq(invoices.id, scope.id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function linesOf(db: Db, scope: Scope) {
  return db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.organization_id, scope.organization_id), eq(invoiceLines.invoice_id, scope.id)))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
}

export async function insertInvoice(db: Db, values: typeof invoices.$inferInsert) {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice not stored');
  return row;
}

export async function replaceLines(
  db: Db,
  scope: Scope,
  lines: Omit<typeof invoiceLines.$inferInsert, 'organization_id' | 'invoice_id'>[],
) {
  await db
    .delete(invoiceLines)
    .where(and(eq(invoiceLines.organization_id, scope.organization_id), eq(invoiceLines.invoice_id, scope.id)));
  if (lines.length)
    await db
      .insert(invoiceLines)
      .values(lines.map((line) => ({ ...line, organization_id: scope.organization_id, invoice_id: scope.id })));
}

/** Changes a draft only: a finalized invoice never changes here, whatever the caller believed. Null when not a draft. */
export async function updateDraft(db: Db, scope: Scope, values: Partial<typeof invoices.$inferInsert>) {
  const [row] = await db
    .update(invoices)
    .set(values)
    .where(
      and(eq(invoices.organization_id, scope.organization_id), eq(invoices.id, scope.id), eq(invoices.status, 'draft')),
    )
    .returning();
  return row ?? null;
}

export async function updateInvoice(db: Db, scope: Scope, values: Partial<typeof invoices.$inferInsert>) {
  const [row] = await db
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.organization_id, scope.organization_id), eq(invoices.id, scope.id)))
    .returning();
  return row ?? null;
}

/**
 * A voided invoice's tips go back to wait for the next invoice. (Its visits are let go by the database itself: the
 * invoices_void_releases_charges trigger clears the lines' charged_job_id.)
 */
export async function releaseTipsOf(db: Db, scope: Scope) {
  await db
    .update(tips)
    .set({ invoice_id: null })
    .where(and(eq(tips.organization_id, scope.organization_id), eq(tips.invoice_id, scope.id)));
}

export async function findClientToBill(db: Db, organizationId: number, clientId: number) {
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.organization_id, organizationId), eq(clients.id, clientId)));
  if (!client) return null;
  const [location] = await db
    .select()
    .from(clientLocations)
    .where(and(eq(clientLocations.organization_id, organizationId), eq(clientLocations.client_id, clientId)))
    .orderBy(asc(clientLocations.id))
    .limit(1);
  return { client, location: location ?? null };
}

export async function findCommercialCustomerToBill(db: Db, organizationId: number, customerId: number) {
  const [customer] = await db
    .select()
    .from(commercialCustomers)
    .where(and(eq(commercialCustomers.organization_id, organizationId), eq(commercialCustomers.id, customerId)));
  return customer ?? null;
}

/** A completed one-time visit that no live invoice charges yet (a tip for it billed elsewhere does not count). */
export async function findUninvoicedOneTimeJob(db: Db, organizationId: number, jobId: number) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        eq(jobs.id, jobId),
        eq(jobs.origin, 'one_time'),
        eq(jobs.status, 'completed'),
      ),
    );
  if (!job) return null;
  const [charged] = await db
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.organization_id, organizationId),
        eq(invoiceLines.charged_job_id, jobId),
        ne(invoiceLines.kind, 'cross_sell'),
      ),
    )
    .limit(1);
  return charged ? null : job;
}

export async function jobExists(db: Db, organizationId: number, jobId: number) {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.organization_id, organizationId), eq(jobs.id, jobId)));
  return !!job;
}
