/**
 * The royalty SQL. Member reads and writes take the member organization first; the roll-up takes the franchisor's
 * organization first and reaches only the members of the franchise it runs. The scheduled run alone lists members
 * across organizations, as platform billing does.
 */
import type { RoyaltyHistoryQuery } from '@employee-portal/core';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { franchises, organizations } from '../../platform/identity/organizations.table.ts';
import { payments } from '../payments/payments.table.ts';
import { royaltyInvoices, royaltyPayments, royaltyTerms } from './royalties.table.ts';

export type RoyaltyInvoiceRow = typeof royaltyInvoices.$inferSelect;
export type RoyaltyPaymentRow = typeof royaltyPayments.$inferSelect;

/** The organization's franchise and its terms; null when it belongs to none. Terms are null until the parent sets them. */
export async function findMembership(db: Db, organizationId: number) {
  const [row] = await db
    .select({
      organization_id: organizations.id,
      organization_name: organizations.name,
      time_zone: organizations.time_zone,
      franchise_id: franchises.id,
      franchise_name: franchises.name,
      franchisor_organization_id: royaltyTerms.franchisor_organization_id,
      royalty_bps: royaltyTerms.royalty_bps,
      ad_fund_bps: royaltyTerms.ad_fund_bps,
      monthly_minimum_cents: royaltyTerms.monthly_minimum_cents,
    })
    .from(organizations)
    .innerJoin(franchises, eq(franchises.id, organizations.franchise_id))
    .leftJoin(royaltyTerms, eq(royaltyTerms.franchise_id, franchises.id))
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}
export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** Whether the organization is a franchise's franchisor: it runs the franchise rather than being managed by it. */
export async function runsFranchise(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ franchise_id: royaltyTerms.franchise_id })
    .from(royaltyTerms)
    .where(eq(royaltyTerms.franchisor_organization_id, organizationId))
    .limit(1);
  return row !== undefined;
}

/** Sets a franchise's terms (the parent's agreement); the demo seed and tests use it. */
export async function writeRoyaltyTerms(db: Db, values: typeof royaltyTerms.$inferInsert) {
  await db
    .insert(royaltyTerms)
    .values(values)
    .onConflictDoUpdate({ target: royaltyTerms.franchise_id, set: { ...values, updated_at: new Date() } });
}

/** Client payments the member collected on the days given, net of what was refunded of them. */
export async function collectedRevenueCents(db: Db, organizationId: number, from: string, to: string) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${payments.amount_cents} - ${payments.refunded_cents})` })
    .from(payments)
    .where(
      and(
        eq(payments.organization_id, organizationId),
        eq(payments.status, 'succeeded'),
        gte(payments.received_on, from),
        lte(payments.received_on, to),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Writes the month's invoice unless one exists: the unique (organization, month) key settles racing runs. */
export async function insertRoyaltyInvoice(
  db: Db,
  organizationId: number,
  values: typeof royaltyInvoices.$inferInsert,
) {
  const [row] = await db
    .insert(royaltyInvoices)
    .values({ ...values, organization_id: organizationId })
    .onConflictDoNothing({ target: [royaltyInvoices.organization_id, royaltyInvoices.month] })
    .returning();
  return row ?? null;
}

/** Members with terms that have no invoice for `month` yet (the franchisor's own organization is never invoiced). */
export async function membersWithoutInvoice(db: Db, month: string, franchiseId?: number) {
  return db
    .select({ organization_id: organizations.id, time_zone: organizations.time_zone })
    .from(organizations)
    .innerJoin(royaltyTerms, eq(royaltyTerms.franchise_id, organizations.franchise_id))
    .leftJoin(
      royaltyInvoices,
      and(eq(royaltyInvoices.organization_id, organizations.id), eq(royaltyInvoices.month, month)),
    )
    .where(
      and(
        isNotNull(organizations.franchise_id),
        franchiseId === undefined ? undefined : eq(organizations.franchise_id, franchiseId),
        isNull(royaltyInvoices.id),
        or(
          isNull(royaltyTerms.franchisor_organization_id),
          ne(royaltyTerms.franchisor_organization_id, organizations.id),
        ),
      ),
    )
    .orderBy(asc(organizations.id));
}

// Spelled out: drizzle leaves columns unqualified in a one-table select, which would bind them to the subquery's table.
const paidCents = sql<number>`coalesce((select sum(paid.amount_cents) from royalty_payments paid
  where paid.royalty_invoice_id = "royalty_invoices"."id"
    and paid.organization_id = "royalty_invoices"."organization_id"
    and paid.status = 'succeeded'), 0)::int`;

const SORTS = {
  month: [asc(royaltyInvoices.month)],
  '-month': [desc(royaltyInvoices.month)],
  total: [asc(royaltyInvoices.total_cents), desc(royaltyInvoices.month)],
  '-total': [desc(royaltyInvoices.total_cents), desc(royaltyInvoices.month)],
  status: [asc(royaltyInvoices.status), desc(royaltyInvoices.month)],
  '-status': [desc(royaltyInvoices.status), desc(royaltyInvoices.month)],
} as const;

export async function listRoyaltyInvoices(db: Db, organizationId: number, query: RoyaltyHistoryQuery) {
  const where = eq(royaltyInvoices.organization_id, organizationId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ invoice: royaltyInvoices, paid_cents: paidCents })
      .from(royaltyInvoices)
      .where(where)
      .orderBy(...SORTS[query.sort ?? '-month'])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({
        total: count(),
        due: sql<
          string | null
        >`sum(case when ${royaltyInvoices.status} = 'due' then ${royaltyInvoices.total_cents} - ${paidCents} else 0 end)`,
      })
      .from(royaltyInvoices)
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0, balance_due_cents: Number(totals?.due ?? 0) };
}

export async function countDueInvoices(db: Db, organizationId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(royaltyInvoices)
    .where(and(eq(royaltyInvoices.organization_id, organizationId), eq(royaltyInvoices.status, 'due')));
  return row?.total ?? 0;
}

export async function findRoyaltyInvoice(db: Db, organizationId: number, id: number, lock = false) {
  const query = db
    .select({ invoice: royaltyInvoices, paid_cents: paidCents })
    .from(royaltyInvoices)
    .where(and(eq(royaltyInvoices.organization_id, organizationId), eq(royaltyInvoices.id, id)));
  const [row] = lock ? await query.for('update', { of: royaltyInvoices }) : await query;
  return row ?? null;
}

export async function markRoyaltyInvoicePaid(db: Db, organizationId: number, id: number, paidAt: Date) {
  await db
    .update(royaltyInvoices)
    .set({ status: 'paid', paid_at: paidAt })
    .where(and(eq(royaltyInvoices.organization_id, organizationId), eq(royaltyInvoices.id, id)));
}

const paymentColumns = {
  payment: royaltyPayments,
  month: royaltyInvoices.month,
  invoice_total: royaltyInvoices.total_cents,
};

export async function listRoyaltyPayments(db: Db, organizationId: number, invoiceIds?: readonly number[]) {
  if (invoiceIds && invoiceIds.length === 0) return [];
  return db
    .select(paymentColumns)
    .from(royaltyPayments)
    .innerJoin(royaltyInvoices, eq(royaltyInvoices.id, royaltyPayments.royalty_invoice_id))
    .where(
      and(
        eq(royaltyPayments.organization_id, organizationId),
        invoiceIds ? inArray(royaltyPayments.royalty_invoice_id, [...invoiceIds]) : undefined,
      ),
    )
    .orderBy(desc(royaltyPayments.created_at), desc(royaltyPayments.id))
    .limit(100);
}

export async function findRoyaltyPayment(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select(paymentColumns)
    .from(royaltyPayments)
    .innerJoin(royaltyInvoices, eq(royaltyInvoices.id, royaltyPayments.royalty_invoice_id))
    .where(and(eq(royaltyPayments.organization_id, organizationId), eq(royaltyPayments.id, id)));
  return row ?? null;
}

export async function findRoyaltyPaymentByKey(db: Db, organizationId: number, key: string) {
  const [row] = await db
    .select()
    .from(royaltyPayments)
    .where(and(eq(royaltyPayments.organization_id, organizationId), eq(royaltyPayments.idempotency_key, key)));
  return row ?? null;
}

export async function insertRoyaltyPayment(
  db: Db,
  organizationId: number,
  values: Omit<typeof royaltyPayments.$inferInsert, 'organization_id'>,
) {
  const [row] = await db
    .insert(royaltyPayments)
    .values({ ...values, organization_id: organizationId })
    .onConflictDoNothing({ target: [royaltyPayments.organization_id, royaltyPayments.idempotency_key] })
    .returning();
  return row ?? null;
}

export async function updateRoyaltyPayment(
  db: Db,
  organizationId: number,
  id: number,
  values: Partial<Pick<RoyaltyPaymentRow, 'status' | 'processor_ref' | 'failure_message'>>,
) {
  const [row] = await db
    .update(royaltyPayments)
    .set(values)
    .where(and(eq(royaltyPayments.organization_id, organizationId), eq(royaltyPayments.id, id)))
    .returning();
  return row!;
}

/** The members' invoices of the franchise `franchisorOrganizationId` runs, newest months first. */
export async function franchiseRollupRows(db: Db, franchisorOrganizationId: number, months: number) {
  const recentMonths = db
    .selectDistinct({ month: royaltyInvoices.month })
    .from(royaltyInvoices)
    .innerJoin(royaltyTerms, eq(royaltyTerms.franchise_id, royaltyInvoices.franchise_id))
    .where(eq(royaltyTerms.franchisor_organization_id, franchisorOrganizationId))
    .orderBy(desc(royaltyInvoices.month))
    .limit(months);
  const monthList = (await recentMonths).map((row) => row.month);
  if (monthList.length === 0) return [];
  return db
    .select({
      invoice: royaltyInvoices,
      organization_name: organizations.name,
      paid_cents: paidCents,
    })
    .from(royaltyInvoices)
    .innerJoin(royaltyTerms, eq(royaltyTerms.franchise_id, royaltyInvoices.franchise_id))
    .innerJoin(organizations, eq(organizations.id, royaltyInvoices.organization_id))
    .where(
      and(
        eq(royaltyTerms.franchisor_organization_id, franchisorOrganizationId),
        inArray(royaltyInvoices.month, monthList),
      ),
    )
    .orderBy(desc(royaltyInvoices.month), asc(organizations.name));
}
