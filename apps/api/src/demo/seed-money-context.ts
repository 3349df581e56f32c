/**
 * What the demo's money seed reads before it writes: Demo Scoopers' subscriptions (the ended ones too) with their
 * plans and coupons, the visits the jobs seed played with the add-ons done on them, and each billing account's name
 * and address as an invoice shows it. Read once, in a handful of queries, so the seed stays quick.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { CouponDuration, PriceBasis } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { clientLocations, clients } from '../features/clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../features/commercial/commercial.table.ts';
import { coupons } from '../features/coupons/coupons.table.ts';
import { crossSells } from '../features/cross-sells/cross-sells.table.ts';
import { jobCrossSells, jobs, skipReasons } from '../features/jobs/jobs.table.ts';
import { servicePlans } from '../features/pricing/pricing.table.ts';
import { subscriptions } from '../features/subscriptions/subscriptions.table.ts';
import { users } from '../platform/identity/users.table.ts';
import { clientRefOf, type ClientRef } from '../features/invoices/index.ts';
import type { InvoiceBillTo } from '../features/invoices/invoices.table.ts';

export interface MoneyAccount {
  key: string;
  ref: ClientRef;
  bill_to: InvoiceBillTo;
  tax_exempt: boolean;
}

export interface MoneyCoupon {
  id: number;
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  duration: CouponDuration;
  duration_months: number | null;
}

export interface MoneySubscription {
  id: number;
  kind: 'residential' | 'commercial';
  /** Who pays: the client, a household member's payer, or the commercial customer. */
  account: MoneyAccount;
  /** The client served, when a household's payer pays for it; its invoices name it (service_client_id). */
  service_client_id: number | null;
  /** The served client (or customer) whose tips its invoices bill. */
  visited: ClientRef;
  /** Added to each service line of a household member's invoice: whom and where it was for. */
  line_suffix: string;
  bill_to: InvoiceBillTo;
  zip: string;
  status: 'active' | 'paused' | 'cancelled';
  start_date: string;
  cancelled_on: string | null;
  price_cents: number;
  plan_name: string;
  price_basis: PriceBasis;
  frequency: string;
  coupon: MoneyCoupon | null;
  coupon_applied_on: string | null;
}

export interface MoneyJob {
  id: number;
  subscription_id: number | null;
  planned_date: string | null;
  service_date: string;
  status: string;
  price_cents: number;
  tech_user_id: number | null;
  completed_at: Date | null;
  skip_reason: string | null;
  skip_charged: boolean;
  /** Add-ons done on the visit. */
  cross_sells: { cross_sell_id: number; name: string; price_cents: number }[];
  /** The visited client; `account` is who pays for it (a household's payer). */
  ref: ClientRef;
  account: MoneyAccount;
}

export interface MoneyContext {
  subscriptions: MoneySubscription[];
  jobs: MoneyJob[];
  techNames: Map<number, string>;
  accounts: Map<string, MoneyAccount>;
}

export const accountKey = (ref: ClientRef) =>
  ref.client_id !== null ? `client:${ref.client_id}` : `commercial:${ref.commercial_customer_id}`;

const addressText = (row: { address_line1: string; city: string; state: string; zip: string }) =>
  `${row.address_line1}, ${row.city}, ${row.state} ${row.zip}`;

async function loadAccounts(db: Db, organizationId: number) {
  const accounts = new Map<string, MoneyAccount>();
  const clientRows = await db.select().from(clients).where(eq(clients.organization_id, organizationId));
  const firstLocation = new Map<number, typeof clientLocations.$inferSelect>();
  for (const location of await db
    .select()
    .from(clientLocations)
    .where(eq(clientLocations.organization_id, organizationId))
    .orderBy(asc(clientLocations.id)))
    if (!firstLocation.has(location.client_id)) firstLocation.set(location.client_id, location);
  for (const client of clientRows) {
    const ref = clientRefOf({ client_id: client.id, commercial_customer_id: null });
    const location = firstLocation.get(client.id);
    accounts.set(accountKey(ref), {
      key: accountKey(ref),
      ref,
      tax_exempt: client.tax_exempt,
      bill_to: {
        name: `${client.first_name} ${client.last_name}`,
        email: client.email,
        phone: client.phone,
        address: location ? addressText(location) : null,
      },
    });
  }
  const customers = await db
    .select()
    .from(commercialCustomers)
    .where(eq(commercialCustomers.organization_id, organizationId));
  for (const customer of customers) {
    const ref = clientRefOf({ client_id: null, commercial_customer_id: customer.id });
    const address =
      customer.billing_address_line1 && customer.billing_city && customer.billing_state && customer.billing_zip
        ? addressText({
            address_line1: customer.billing_address_line1,
            city: customer.billing_city,
            state: customer.billing_state,
            zip: customer.billing_zip,
          })
        : null;
    accounts.set(accountKey(ref), {
      key: accountKey(ref),
      ref,
      tax_exempt: customer.tax_exempt,
      bill_to: { name: customer.company_name, email: customer.billing_email, phone: customer.billing_phone, address },
    });
  }
  return { accounts, clientsById: new Map(clientRows.map((row) => [row.id, row])) };
}

async function loadSubscriptions(
  db: Db,
  organizationId: number,
  accounts: Map<string, MoneyAccount>,
  clientsById: Map<number, typeof clients.$inferSelect>,
): Promise<MoneySubscription[]> {
  const rows = await db
    .select({
      subscription: subscriptions,
      plan_name: servicePlans.name,
      frequency: servicePlans.frequency,
      price_basis: servicePlans.price_basis,
      residential: clientLocations,
      commercial: commercialLocations,
    })
    .from(subscriptions)
    .innerJoin(servicePlans, eq(servicePlans.id, subscriptions.service_plan_id))
    .leftJoin(clientLocations, eq(clientLocations.id, subscriptions.client_location_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, subscriptions.commercial_location_id))
    .where(eq(subscriptions.organization_id, organizationId))
    .orderBy(asc(subscriptions.id));
  const couponRows = await db.select().from(coupons).where(eq(coupons.organization_id, organizationId));
  return rows.map(({ subscription, residential, commercial, ...plan }) => {
    const client = subscription.client_id !== null ? clientsById.get(subscription.client_id) : undefined;
    const payerId = client?.billing_client_id ?? null;
    const visited = clientRefOf(subscription);
    const account = accounts.get(
      accountKey(payerId !== null ? clientRefOf({ client_id: payerId, commercial_customer_id: null }) : visited),
    )!;
    const site = residential ?? commercial;
    const served = site ? addressText(site) : null;
    return {
      id: subscription.id,
      kind: subscription.kind,
      account,
      service_client_id: payerId !== null ? subscription.client_id : null,
      visited,
      line_suffix:
        payerId !== null && client
          ? ` (for ${client.first_name} ${client.last_name}${served ? `, ${served}` : ''})`
          : '',
      // A business with no billing address of its own is billed at the site served.
      bill_to: account.bill_to.address || !served ? account.bill_to : { ...account.bill_to, address: served },
      zip: site?.zip ?? '',
      status: subscription.status,
      start_date: subscription.start_date,
      cancelled_on: subscription.cancelled_on,
      price_cents: subscription.price_cents,
      plan_name: plan.plan_name,
      price_basis: plan.price_basis,
      frequency: plan.frequency,
      coupon: couponRows.find((candidate) => candidate.id === subscription.coupon_id) ?? null,
      coupon_applied_on: subscription.coupon_applied_on,
    };
  });
}

export async function loadMoneyContext(db: Db, organizationId: number): Promise<MoneyContext> {
  const { accounts, clientsById } = await loadAccounts(db, organizationId);
  const accountOf = (row: { client_id: number | null; commercial_customer_id: number | null }) => {
    const payerId = row.client_id !== null ? (clientsById.get(row.client_id)?.billing_client_id ?? null) : null;
    return accounts.get(
      accountKey(
        payerId !== null ? clientRefOf({ client_id: payerId, commercial_customer_id: null }) : clientRefOf(row),
      ),
    )!;
  };
  const subscriptionList = await loadSubscriptions(db, organizationId, accounts, clientsById);

  const jobRows = await db
    .select({
      job: jobs,
      skip_reason: skipReasons.name,
      skip_charged: skipReasons.is_charged,
    })
    .from(jobs)
    .leftJoin(skipReasons, eq(skipReasons.id, jobs.skip_reason_id))
    .where(eq(jobs.organization_id, organizationId))
    .orderBy(asc(jobs.service_date), asc(jobs.id));
  const done = await db
    .select({
      job_id: jobCrossSells.job_id,
      cross_sell_id: jobCrossSells.cross_sell_id,
      name: crossSells.name,
      price_cents: jobCrossSells.price_cents,
    })
    .from(jobCrossSells)
    .innerJoin(crossSells, eq(crossSells.id, jobCrossSells.cross_sell_id))
    .where(eq(jobCrossSells.organization_id, organizationId))
    .orderBy(asc(jobCrossSells.job_id), asc(crossSells.name));
  const doneOn = new Map<number, MoneyJob['cross_sells']>();
  for (const { job_id, ...crossSell } of done) doneOn.set(job_id, [...(doneOn.get(job_id) ?? []), crossSell]);
  const jobList: MoneyJob[] = jobRows.map(({ job, skip_reason, skip_charged }) => ({
    id: job.id,
    subscription_id: job.subscription_id,
    planned_date: job.planned_date,
    service_date: job.service_date,
    status: job.status,
    price_cents: job.price_cents,
    tech_user_id: job.assigned_user_id,
    completed_at: job.completed_at,
    skip_reason,
    skip_charged: skip_charged ?? false,
    cross_sells: doneOn.get(job.id) ?? [],
    ref: clientRefOf(job),
    account: accountOf(job),
  }));

  const techIds = [...new Set(jobList.flatMap((job) => (job.tech_user_id ? [job.tech_user_id] : [])))];
  const techRows = techIds.length
    ? await db
        .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
        .from(users)
        .where(inArray(users.id, techIds))
    : [];
  return {
    subscriptions: subscriptionList,
    jobs: jobList,
    techNames: new Map(techRows.map((row) => [row.id, `${row.first_name} ${row.last_name}`])),
    accounts,
  };
}
