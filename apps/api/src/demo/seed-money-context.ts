/**
 * What the demo's money seed reads before it writes: Demo Scoopers' subscriptions with their plans, service days,
 * cross-sells and coupons, the visits already made by the jobs seed, and each billing account's name and address as
 * an invoice shows it. Read once, in a handful of queries, so the seed stays quick.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { CouponDuration } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { clientLocations, clients } from '../features/clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../features/commercial/commercial.table.ts';
import { coupons } from '../features/coupons/coupons.table.ts';
import { crossSells } from '../features/cross-sells/cross-sells.table.ts';
import { jobs, skipReasons } from '../features/jobs/jobs.table.ts';
import { servicePlans } from '../features/pricing/pricing.table.ts';
import {
  subscriptionCrossSells,
  subscriptions,
  subscriptionServiceDays,
} from '../features/subscriptions/subscriptions.table.ts';
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
  account: MoneyAccount;
  zip: string;
  place: string;
  status: 'active' | 'paused' | 'cancelled';
  start_date: string;
  price_cents: number;
  plan_name: string;
  frequency: string;
  per_month: boolean;
  coupon: MoneyCoupon | null;
  /** First day of each recurring service weekday (or the one-time job's day). */
  service_starts: string[];
  cross_sells: { id: number; name: string; price_cents: number; frequency: string; added_on: string }[];
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
  return { accounts, payerOf: new Map(clientRows.map((row) => [row.id, row.billing_client_id ?? row.id])) };
}

export async function loadMoneyContext(db: Db, organizationId: number): Promise<MoneyContext> {
  const { accounts, payerOf } = await loadAccounts(db, organizationId);
  const accountOf = (row: { client_id: number | null; commercial_customer_id: number | null }) =>
    accounts.get(
      accountKey(
        row.client_id !== null
          ? clientRefOf({ client_id: payerOf.get(row.client_id) ?? row.client_id, commercial_customer_id: null })
          : clientRefOf(row),
      ),
    )!;

  const subscriptionRows = await db
    .select({
      subscription: subscriptions,
      plan_name: servicePlans.name,
      frequency: servicePlans.frequency,
      price_basis: servicePlans.price_basis,
      residential_zip: clientLocations.zip,
      residential_place: clientLocations.address_line1,
      commercial_zip: commercialLocations.zip,
      commercial_place: commercialLocations.name,
    })
    .from(subscriptions)
    .innerJoin(servicePlans, eq(servicePlans.id, subscriptions.service_plan_id))
    .leftJoin(clientLocations, eq(clientLocations.id, subscriptions.client_location_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, subscriptions.commercial_location_id))
    .where(and(eq(subscriptions.organization_id, organizationId), ne(subscriptions.status, 'cancelled')))
    .orderBy(asc(subscriptions.id));
  const ids = subscriptionRows.map((row) => row.subscription.id);
  const days = ids.length
    ? await db
        .select()
        .from(subscriptionServiceDays)
        .where(
          and(
            eq(subscriptionServiceDays.organization_id, organizationId),
            inArray(subscriptionServiceDays.subscription_id, ids),
          ),
        )
        .orderBy(asc(subscriptionServiceDays.id))
    : [];
  const extras = await db
    .select({
      subscription_id: subscriptionCrossSells.subscription_id,
      id: crossSells.id,
      name: crossSells.name,
      price_cents: subscriptionCrossSells.price_cents,
      frequency: crossSells.frequency,
      added_on: subscriptionCrossSells.added_on,
    })
    .from(subscriptionCrossSells)
    .innerJoin(crossSells, eq(crossSells.id, subscriptionCrossSells.cross_sell_id))
    .where(eq(subscriptionCrossSells.organization_id, organizationId))
    .orderBy(asc(subscriptionCrossSells.subscription_id), asc(crossSells.id));
  const couponRows = await db.select().from(coupons).where(eq(coupons.organization_id, organizationId));

  const subscriptionList: MoneySubscription[] = subscriptionRows.map((row) => {
    const subscription = row.subscription;
    const coupon = couponRows.find((candidate) => candidate.id === subscription.coupon_id) ?? null;
    return {
      id: subscription.id,
      account: accountOf(subscription),
      zip: row.residential_zip ?? row.commercial_zip ?? '',
      place: row.residential_place ?? row.commercial_place ?? '',
      status: subscription.status,
      start_date: subscription.start_date,
      price_cents: subscription.price_cents,
      plan_name: row.plan_name,
      frequency: row.frequency,
      per_month: row.price_basis === 'per_month',
      coupon,
      service_starts: days.filter((day) => day.subscription_id === subscription.id).map((day) => day.start_date),
      cross_sells: extras
        .filter((extra) => extra.subscription_id === subscription.id)
        .map(({ subscription_id: _subscription, ...extra }) => extra),
    };
  });

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
