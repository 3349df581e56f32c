/**
 * Our own records as the sync reads them: clients, invoices, payments and payouts, through their published tables.
 * Every query names the organization. Writes to those records go through their features' front doors.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { invoiceLines, invoices } from '../invoices/invoices.table.ts';
import { paymentApplications, payments, payouts } from '../payments/payments.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { crossSells } from '../cross-sells/cross-sells.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { type ClientKind, quickbooksLinks } from './quickbooks.table.ts';

export interface OurClient {
  kind: ClientKind;
  id: number;
  name: string;
  email: string | null;
  given_name: string | null;
  family_name: string | null;
  company_name: string | null;
  phone: string | null;
  address: { line1: string; city: string; state: string; zip: string } | null;
  updated_at: Date;
}

const residentialColumns = {
  id: clients.id,
  first_name: clients.first_name,
  last_name: clients.last_name,
  email: clients.email,
  phone: clients.phone,
  updated_at: clients.updated_at,
};

function residential(row: {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  updated_at: Date;
}): OurClient {
  return {
    kind: 'residential',
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    given_name: row.first_name,
    family_name: row.last_name,
    company_name: null,
    phone: row.phone,
    address: null,
    updated_at: row.updated_at,
  };
}

function commercial(row: typeof commercialCustomers.$inferSelect): OurClient {
  return {
    kind: 'commercial',
    id: row.id,
    name: row.company_name,
    email: row.billing_email,
    given_name: row.billing_first_name,
    family_name: row.billing_last_name,
    company_name: row.company_name,
    phone: row.billing_phone,
    address:
      row.billing_address_line1 && row.billing_city && row.billing_state && row.billing_zip
        ? { line1: row.billing_address_line1, city: row.billing_city, state: row.billing_state, zip: row.billing_zip }
        : null,
    updated_at: row.updated_at,
  };
}

/** Clients of both kinds edited here since their customer was last written to QuickBooks. */
export async function clientsChangedSinceSync(db: Db, organizationId: number) {
  const linkOf = (entity: 'customer' | 'commercial_customer', id: typeof clients.id | typeof commercialCustomers.id) =>
    and(
      eq(quickbooksLinks.organization_id, organizationId),
      eq(quickbooksLinks.entity, entity),
      eq(quickbooksLinks.local_id, id),
    );
  const [people, companies] = [
    await db
      .select({ id: clients.id })
      .from(clients)
      .innerJoin(quickbooksLinks, linkOf('customer', clients.id))
      .where(and(eq(clients.organization_id, organizationId), gt(clients.updated_at, quickbooksLinks.synced_at))),
    await db
      .select({ id: commercialCustomers.id })
      .from(commercialCustomers)
      .innerJoin(quickbooksLinks, linkOf('commercial_customer', commercialCustomers.id))
      .where(
        and(
          eq(commercialCustomers.organization_id, organizationId),
          gt(commercialCustomers.updated_at, quickbooksLinks.synced_at),
        ),
      ),
  ];
  return [
    ...people.map((row) => ({ entity: 'customer' as const, id: row.id })),
    ...companies.map((row) => ({ entity: 'commercial_customer' as const, id: row.id })),
  ];
}

export async function ourClient(db: Db, organizationId: number, kind: ClientKind, id: number) {
  if (kind === 'commercial') {
    const [row] = await db
      .select()
      .from(commercialCustomers)
      .where(and(eq(commercialCustomers.organization_id, organizationId), eq(commercialCustomers.id, id)));
    return row ? commercial(row) : null;
  }
  const [row] = await db
    .select(residentialColumns)
    .from(clients)
    .where(and(eq(clients.organization_id, organizationId), eq(clients.id, id)));
  if (!row) return null;
  const [location] = await db
    .select()
    .from(clientLocations)
    .where(and(eq(clientLocations.organization_id, organizationId), eq(clientLocations.client_id, id)))
    .orderBy(asc(clientLocations.id))
    .limit(1);
  return {
    ...residential(row),
    address: location
      ? { line1: location.address_line1, city: location.city, state: location.state, zip: location.zip }
      : null,
  };
}

const linkTo = (
  organizationId: number,
  entity: 'invoice' | 'payment' | 'deposit',
  localId: typeof invoices.id | typeof payments.id | typeof payouts.id,
) =>
  and(
    eq(quickbooksLinks.organization_id, organizationId),
    eq(quickbooksLinks.entity, entity),
    eq(quickbooksLinks.local_id, localId),
  );

/** Records dated before the connection's sync start stay out of QuickBooks (null: everything goes). */
const onOrAfter = (column: AnyPgColumn, syncFrom: string | null) => (syncFrom ? gte(column, syncFrom) : undefined);

/** Finalized invoices QuickBooks has not got yet, with their client. */
export async function unpushedInvoices(db: Db, organizationId: number, syncFrom: string | null) {
  return db
    .select({
      id: invoices.id,
      client_id: invoices.client_id,
      commercial_customer_id: invoices.commercial_customer_id,
      unpaid: sql<boolean>`${invoices.status} = 'open' and ${invoices.paid_cents} = 0`,
    })
    .from(invoices)
    .leftJoin(quickbooksLinks, linkTo(organizationId, 'invoice', invoices.id))
    .where(
      and(
        eq(invoices.organization_id, organizationId),
        inArray(invoices.status, ['open', 'paid']),
        isNotNull(invoices.finalized_at),
        isNull(quickbooksLinks.id),
        onOrAfter(invoices.issue_date, syncFrom),
      ),
    )
    .orderBy(asc(invoices.id));
}

/** Invoices voided here after they reached QuickBooks. */
export async function unpushedVoids(db: Db, organizationId: number) {
  return db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(quickbooksLinks, linkTo(organizationId, 'invoice', invoices.id))
    .where(
      and(eq(invoices.organization_id, organizationId), eq(invoices.status, 'void'), isNull(quickbooksLinks.voided_at)),
    );
}

/** Received payments QuickBooks has not got yet (those pulled from QuickBooks are linked already). */
export async function unpushedPayments(db: Db, organizationId: number, syncFrom: string | null) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .leftJoin(quickbooksLinks, linkTo(organizationId, 'payment', payments.id))
    .where(
      and(
        eq(payments.organization_id, organizationId),
        eq(payments.status, 'succeeded'),
        isNull(quickbooksLinks.id),
        onOrAfter(payments.received_on, syncFrom),
      ),
    )
    .orderBy(asc(payments.id));
}

export async function unpushedPayouts(db: Db, organizationId: number, syncFrom: string | null) {
  return db
    .select({ id: payouts.id })
    .from(payouts)
    .leftJoin(quickbooksLinks, linkTo(organizationId, 'deposit', payouts.id))
    .where(
      and(
        eq(payouts.organization_id, organizationId),
        eq(payouts.status, 'paid'),
        isNull(quickbooksLinks.id),
        onOrAfter(payouts.arrival_date, syncFrom),
      ),
    )
    .orderBy(asc(payouts.id));
}

export async function invoiceForPush(db: Db, organizationId: number, id: number) {
  const [invoice] = await db
    .select({ invoice: invoices, service_plan_id: subscriptions.service_plan_id })
    .from(invoices)
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscription_id))
    .where(and(eq(invoices.organization_id, organizationId), eq(invoices.id, id)));
  if (!invoice) return null;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.organization_id, organizationId), eq(invoiceLines.invoice_id, id)))
    .orderBy(asc(invoiceLines.position));
  return { ...invoice, lines };
}

export async function paymentForPush(db: Db, organizationId: number, id: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.organization_id, organizationId), eq(payments.id, id)));
  if (!payment) return null;
  const applied = await db
    .select({ invoice_id: paymentApplications.invoice_id, amount_cents: paymentApplications.amount_cents })
    .from(paymentApplications)
    .where(and(eq(paymentApplications.organization_id, organizationId), eq(paymentApplications.payment_id, id)));
  return { payment, applied };
}

export async function payoutForPush(db: Db, organizationId: number, id: number) {
  const [payout] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.organization_id, organizationId), eq(payouts.id, id)));
  if (!payout) return null;
  const carried = await db
    .select({ id: payments.id, amount_cents: payments.amount_cents, fee_cents: payments.fee_cents })
    .from(payments)
    .where(
      and(eq(payments.organization_id, organizationId), eq(payments.payout_id, id), eq(payments.status, 'succeeded')),
    );
  return { payout, payments: carried };
}

/** Finalized invoices with their QuickBooks twin, for the reconciliation. */
/** Invoices to compare: those in QuickBooks, and those from the sync start on that should be. */
export async function linkedInvoices(db: Db, organizationId: number, syncFrom: string | null) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      total_cents: invoices.total_cents,
      amount_due_cents: invoices.amount_due_cents,
      paid_cents: invoices.paid_cents,
      client_id: invoices.client_id,
      commercial_customer_id: invoices.commercial_customer_id,
      quickbooks_id: quickbooksLinks.quickbooks_id,
    })
    .from(invoices)
    .leftJoin(quickbooksLinks, linkTo(organizationId, 'invoice', invoices.id))
    .where(
      and(
        eq(invoices.organization_id, organizationId),
        ne(invoices.status, 'draft'),
        syncFrom ? or(isNotNull(quickbooksLinks.id), gte(invoices.issue_date, syncFrom)) : undefined,
      ),
    )
    .orderBy(asc(invoices.id));
}

export async function invoiceLabel(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.organization_id, organizationId), eq(invoices.id, id)));
  return row ? `Invoice #${row.number}` : `Invoice ${id}`;
}

export async function planAndCrossSellNames(db: Db, organizationId: number) {
  const [plans, extras] = await Promise.all([
    db
      .select({ id: servicePlans.id, name: servicePlans.name })
      .from(servicePlans)
      .where(eq(servicePlans.organization_id, organizationId))
      .orderBy(asc(servicePlans.name), asc(servicePlans.id)),
    db
      .select({ id: crossSells.id, name: crossSells.name })
      .from(crossSells)
      .where(eq(crossSells.organization_id, organizationId))
      .orderBy(asc(crossSells.name), asc(crossSells.id)),
  ]);
  return { service_plans: plans, cross_sells: extras };
}

export async function invoiceById(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organization_id, organizationId), eq(invoices.id, id)));
  return row ?? null;
}

/** Clients of both kinds with their QuickBooks customer and what they owe here. */
export async function linkedClientBalances(db: Db, organizationId: number) {
  const [people, companies] = await Promise.all([
    db
      .select({
        local_id: clients.id,
        name: sql<string>`${clients.first_name} || ' ' || ${clients.last_name}`,
        balance_cents: clients.balance_cents,
        quickbooks_id: quickbooksLinks.quickbooks_id,
      })
      .from(clients)
      .innerJoin(
        quickbooksLinks,
        and(
          eq(quickbooksLinks.organization_id, organizationId),
          eq(quickbooksLinks.entity, 'customer'),
          eq(quickbooksLinks.local_id, clients.id),
        ),
      )
      .where(eq(clients.organization_id, organizationId)),
    db
      .select({
        local_id: commercialCustomers.id,
        name: commercialCustomers.company_name,
        balance_cents: commercialCustomers.balance_cents,
        quickbooks_id: quickbooksLinks.quickbooks_id,
      })
      .from(commercialCustomers)
      .innerJoin(
        quickbooksLinks,
        and(
          eq(quickbooksLinks.organization_id, organizationId),
          eq(quickbooksLinks.entity, 'commercial_customer'),
          eq(quickbooksLinks.local_id, commercialCustomers.id),
        ),
      )
      .where(eq(commercialCustomers.organization_id, organizationId)),
  ]);
  return [
    ...people.map((row) => ({ ...row, entity: 'customer' as const })),
    ...companies.map((row) => ({ ...row, entity: 'commercial_customer' as const })),
  ];
}

/** The first open invoice that reached QuickBooks, with its customer's QuickBooks id (the demo plants a payment on it). */
export async function firstPushedOpenInvoice(db: Db, organizationId: number) {
  const rows = await linkedInvoices(db, organizationId, null);
  const invoice = rows.find((row) => row.quickbooks_id && row.status === 'open' && row.paid_cents === 0);
  if (!invoice) return null;
  const [customer] = await db
    .select({ quickbooks_id: quickbooksLinks.quickbooks_id })
    .from(quickbooksLinks)
    .where(
      and(
        eq(quickbooksLinks.organization_id, organizationId),
        invoice.client_id !== null
          ? and(eq(quickbooksLinks.entity, 'customer'), eq(quickbooksLinks.local_id, invoice.client_id))
          : and(
              eq(quickbooksLinks.entity, 'commercial_customer'),
              eq(quickbooksLinks.local_id, invoice.commercial_customer_id!),
            ),
      ),
    );
  const [dates] = await db
    .select({ issue_date: invoices.issue_date })
    .from(invoices)
    .where(and(eq(invoices.organization_id, organizationId), eq(invoices.id, invoice.id)));
  return customer && dates
    ? {
        ...invoice,
        quickbooks_id: invoice.quickbooks_id!,
        customer_quickbooks_id: customer.quickbooks_id,
        issue_date: dates.issue_date,
      }
    : null;
}
