/**
 * What the billing run reads and writes (issue 16): the subscriptions of an organization that may be due, their visits
 * and add-ons, the clients' tips not yet invoiced, and the recurring invoice itself.
 */
import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { RecurringInvoiceLine } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { alias } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { coupons } from '../coupons/coupons.table.ts';
import { crossSells } from '../cross-sells/cross-sells.table.ts';
import { jobCrossSells, jobs, skipReasons } from '../jobs/jobs.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { tips } from '../ratings-and-tips/ratings-and-tips.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { invoiceLines, invoices } from './invoices.table.ts';

/**
 * Active and paused subscriptions, and those cancelled in the last two months: a postpaid client who leaves mid-period
 * still owes the visits done before leaving, billed when that period ends.
 */
const stillBilled = (today: SQL) =>
  or(
    inArray(subscriptions.status, ['active', 'paused']),
    and(eq(subscriptions.status, 'cancelled'), sql`${subscriptions.cancelled_on} >= ${today} - 62`),
  );

/** Organizations with a subscription the run may bill, and their time zones. */
export async function organizationsWithSubscriptions(db: Db) {
  return db
    .selectDistinct({ id: organizations.id, time_zone: organizations.time_zone })
    .from(organizations)
    .innerJoin(subscriptions, eq(subscriptions.organization_id, organizations.id))
    .where(stillBilled(sql`current_date`))
    .orderBy(asc(organizations.id));
}

/** A household member's payer: the client its invoices are made out to. */
const payers = alias(clients, 'payers');

/** A chunk of the organization's active or paused subscriptions started by `today`, after `afterId`, by id. */
export async function billableSubscriptions(
  db: Db,
  scope: { organization_id: number; today: string; after_id: number; limit: number },
) {
  return db
    .select({
      id: subscriptions.id,
      kind: subscriptions.kind,
      status: subscriptions.status,
      client_id: subscriptions.client_id,
      commercial_customer_id: subscriptions.commercial_customer_id,
      price_cents: subscriptions.price_cents,
      start_date: subscriptions.start_date,
      coupon_id: subscriptions.coupon_id,
      coupon_applied_on: subscriptions.coupon_applied_on,
      plan_name: servicePlans.name,
      price_basis: servicePlans.price_basis,
      client_first_name: clients.first_name,
      client_last_name: clients.last_name,
      client_email: clients.email,
      client_phone: clients.phone,
      client_tax_exempt: clients.tax_exempt,
      payer_id: payers.id,
      payer_first_name: payers.first_name,
      payer_last_name: payers.last_name,
      payer_email: payers.email,
      payer_phone: payers.phone,
      location_address: clientLocations.address_line1,
      location_city: clientLocations.city,
      location_state: clientLocations.state,
      location_zip: clientLocations.zip,
      company_name: commercialCustomers.company_name,
      company_email: commercialCustomers.billing_email,
      company_phone: commercialCustomers.billing_phone,
      company_tax_exempt: commercialCustomers.tax_exempt,
      company_address: commercialCustomers.billing_address_line1,
      company_city: commercialCustomers.billing_city,
      company_state: commercialCustomers.billing_state,
      company_zip: commercialCustomers.billing_zip,
      site_address: commercialLocations.address_line1,
      site_city: commercialLocations.city,
      site_state: commercialLocations.state,
      site_zip: commercialLocations.zip,
    })
    .from(subscriptions)
    .innerJoin(servicePlans, eq(servicePlans.id, subscriptions.service_plan_id))
    .leftJoin(clients, eq(clients.id, subscriptions.client_id))
    .leftJoin(
      payers,
      and(eq(payers.organization_id, clients.organization_id), eq(payers.id, clients.billing_client_id)),
    )
    .leftJoin(clientLocations, eq(clientLocations.id, subscriptions.client_location_id))
    .leftJoin(commercialCustomers, eq(commercialCustomers.id, subscriptions.commercial_customer_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, subscriptions.commercial_location_id))
    .where(
      and(
        eq(subscriptions.organization_id, scope.organization_id),
        stillBilled(sql`${scope.today}::date`),
        sql`${subscriptions.start_date} <= ${scope.today}`,
        gt(subscriptions.id, scope.after_id),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(scope.limit);
}
export type BillableSubscription = Awaited<ReturnType<typeof billableSubscriptions>>[number];

/** The periods the live (not voided) invoices of these subscriptions bill, those ending after `from`. */
export async function invoicedPeriods(db: Db, organizationId: number, subscriptionIds: number[], from: string) {
  if (subscriptionIds.length === 0) return [];
  return db
    .select({
      subscription_id: invoices.subscription_id,
      start: invoices.period_start,
      end: invoices.period_end,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.organization_id, organizationId),
        inArray(invoices.subscription_id, subscriptionIds),
        ne(invoices.status, 'void'),
        isNotNull(invoices.period_start),
        gt(invoices.period_end, from),
      ),
    );
}

const visitColumns = {
  job_id: jobs.id,
  subscription_id: jobs.subscription_id,
  service_date: jobs.service_date,
  status: jobs.status,
  price_cents: jobs.price_cents,
  skip_charged: skipReasons.is_charged,
  skip_reason_name: skipReasons.name,
};

/** A line of a live invoice charges for the job (the visit itself, not an add-on done on it). */
const visitCharged = (organizationId: number) =>
  sql`exists (select 1 from ${invoiceLines} where ${invoiceLines.organization_id} = ${organizationId}
    and ${invoiceLines.charged_job_id} = ${jobs.id} and ${invoiceLines.kind} <> 'cross_sell')`;

/**
 * The visits of these subscriptions in [from, to) that no live invoice charges yet, with their skip reason. A one-time
 * visit is not one: it gets its own invoice ("Invoice This Job"), never a recurring one.
 */
export async function unbilledVisitsOf(
  db: Db,
  organizationId: number,
  subscriptionIds: number[],
  from: string,
  to: string,
) {
  if (subscriptionIds.length === 0) return [];
  return db
    .select(visitColumns)
    .from(jobs)
    .leftJoin(skipReasons, eq(skipReasons.id, jobs.skip_reason_id))
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        inArray(jobs.subscription_id, subscriptionIds),
        ne(jobs.origin, 'one_time'),
        gte(jobs.service_date, from),
        lt(jobs.service_date, to),
        not(visitCharged(organizationId)),
      ),
    );
}

/**
 * Visits of these subscriptions in [from, to) skipped for a reason that is not charged, which a live invoice charged
 * (prepaid, in advance) and none credits yet: what the next prepaid invoice gives back. Read by what was invoiced,
 * not by period, so a credit is neither lost nor given twice when the billing day moves.
 */
export async function creditableSkipsOf(
  db: Db,
  organizationId: number,
  subscriptionIds: number[],
  from: string,
  to: string,
) {
  if (subscriptionIds.length === 0) return [];
  return db
    .select(visitColumns)
    .from(jobs)
    .leftJoin(skipReasons, eq(skipReasons.id, jobs.skip_reason_id))
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        inArray(jobs.subscription_id, subscriptionIds),
        gte(jobs.service_date, from),
        lt(jobs.service_date, to),
        eq(jobs.status, 'skipped'),
        or(isNull(skipReasons.is_charged), eq(skipReasons.is_charged, false)),
        visitCharged(organizationId),
        sql`not exists (select 1 from ${invoiceLines} inner join ${invoices} on ${invoices.id} = ${invoiceLines.invoice_id}
          where ${invoiceLines.organization_id} = ${organizationId} and ${invoiceLines.job_id} = ${jobs.id}
          and ${invoiceLines.kind} = 'skipped_visit_credit' and ${invoices.status} <> 'void')`,
      ),
    );
}

/** The add-ons done on these visits that no live invoice charges yet. */
export async function unbilledCrossSellsOfJobs(db: Db, organizationId: number, jobIds: number[]) {
  if (jobIds.length === 0) return [];
  return db
    .select({
      job_id: jobCrossSells.job_id,
      cross_sell_id: jobCrossSells.cross_sell_id,
      name: crossSells.name,
      price_cents: jobCrossSells.price_cents,
    })
    .from(jobCrossSells)
    .innerJoin(crossSells, eq(crossSells.id, jobCrossSells.cross_sell_id))
    .where(
      and(
        eq(jobCrossSells.organization_id, organizationId),
        inArray(jobCrossSells.job_id, jobIds),
        sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.organization_id} = ${organizationId}
          and ${invoiceLines.charged_job_id} = ${jobCrossSells.job_id}
          and ${invoiceLines.cross_sell_id} = ${jobCrossSells.cross_sell_id} and ${invoiceLines.kind} = 'cross_sell')`,
      ),
    )
    .orderBy(asc(jobCrossSells.job_id), asc(crossSells.name));
}

/** Tips of these clients and commercial customers that no invoice bills yet. */
export async function unbilledTipsOf(
  db: Db,
  organizationId: number,
  who: { client_ids: number[]; commercial_customer_ids: number[] },
) {
  const owners = [
    who.client_ids.length > 0 ? inArray(tips.client_id, who.client_ids) : undefined,
    who.commercial_customer_ids.length > 0
      ? inArray(tips.commercial_customer_id, who.commercial_customer_ids)
      : undefined,
  ].filter((condition) => condition !== undefined);
  if (owners.length === 0) return [];
  return db
    .select({
      tip_id: tips.id,
      job_id: tips.job_id,
      client_id: tips.client_id,
      commercial_customer_id: tips.commercial_customer_id,
      amount_cents: tips.amount_cents,
      tech_user_id: tips.tech_user_id,
      tech_first_name: users.first_name,
      tech_last_name: users.last_name,
    })
    .from(tips)
    .leftJoin(users, eq(users.id, tips.tech_user_id))
    .where(and(eq(tips.organization_id, organizationId), isNull(tips.invoice_id), or(...owners)))
    .orderBy(asc(tips.id));
}

export async function couponOf(db: Db, organizationId: number, couponId: number) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.organization_id, organizationId), eq(coupons.id, couponId)));
  return row ?? null;
}

/** How many recurring invoices the subscription had since its coupon was applied: the coupon's month count. */
export async function invoicesSinceCoupon(db: Db, organizationId: number, subscriptionId: number, since: string) {
  const [row] = await db
    .select({ total: count() })
    .from(invoices)
    .where(
      and(
        eq(invoices.organization_id, organizationId),
        eq(invoices.subscription_id, subscriptionId),
        ne(invoices.status, 'void'),
        gte(invoices.period_start, since),
      ),
    );
  return row?.total ?? 0;
}

export type NewRecurringInvoice = Omit<typeof invoices.$inferInsert, 'id'>;

/**
 * Inserts the drafts, leaving out any whose subscription already has an invoice for the period (another instance made
 * it): the partial unique index decides, so racing runs make one. Answers the ids of those inserted.
 */
export async function insertRecurringInvoices(db: Db, values: NewRecurringInvoice[]) {
  return db
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({
      target: [invoices.organization_id, invoices.subscription_id, invoices.period_start],
      where: sql`subscription_id is not null and status <> 'void'`,
    })
    .returning({ id: invoices.id, subscription_id: invoices.subscription_id });
}

/** Marks the tips billed; answers how many it took (fewer when another invoice took some first). */
export async function markTipsBilled(db: Db, organizationId: number, invoiceId: number, tipIds: number[]) {
  if (tipIds.length === 0) return 0;
  const taken = await db
    .update(tips)
    .set({ invoice_id: invoiceId })
    .where(and(eq(tips.organization_id, organizationId), inArray(tips.id, tipIds), isNull(tips.invoice_id)))
    .returning({ id: tips.id });
  return taken.length;
}

export type InvoiceLineValues = RecurringInvoiceLine & { amount_cents: number; discount_cents: number };

export async function insertInvoiceLines(
  db: Db,
  organizationId: number,
  lines: readonly (InvoiceLineValues & { invoice_id: number; position: number })[],
) {
  if (lines.length === 0) return;
  await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, organization_id: organizationId })));
}
