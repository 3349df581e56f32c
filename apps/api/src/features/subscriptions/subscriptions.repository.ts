import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionKind, SubscriptionListQuery } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { coupons } from '../coupons/coupons.table.ts';
import { crossSells } from '../cross-sells/cross-sells.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import {
  cancelReasons,
  subscriptionCrossSells,
  subscriptionEvents,
  subscriptionServiceDays,
  subscriptions,
} from './subscriptions.table.ts';
import { refreshClientLifecycleOfSubscription } from '../dashboard/index.ts';

export type Scope = { organization_id: number; id: number };
export type SubscriptionFilter = Omit<SubscriptionListQuery, 'page' | 'per_page'> & {
  kind: SubscriptionKind;
  today: string;
};

/**
 * A stored 'paused' is only a snapshot: a pause is a range of days, so whether one is under way is decided against
 * today's calendar day.
 */
export function effectiveStatusCondition(status: 'active' | 'paused' | 'cancelled', today: string): SQL | undefined {
  const pausedNow = and(lte(subscriptions.pause_from, today), gt(subscriptions.pause_to, today));
  if (status === 'cancelled') return eq(subscriptions.status, 'cancelled');
  if (status === 'paused') return and(ne(subscriptions.status, 'cancelled'), pausedNow);
  return and(ne(subscriptions.status, 'cancelled'), or(isNull(subscriptions.pause_from), sql`not (${pausedNow})`));
}

const clientName = sql<string>`coalesce(${clients.last_name} || ', ' || ${clients.first_name}, ${commercialCustomers.company_name})`;

function listWhere(organizationId: number, filter: SubscriptionFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    eq(subscriptions.organization_id, organizationId),
    eq(subscriptions.kind, filter.kind),
    filter.status ? effectiveStatusCondition(filter.status, filter.today) : undefined,
    filter.service_plan_id ? eq(subscriptions.service_plan_id, filter.service_plan_id) : undefined,
    filter.assigned_user_id === 'none'
      ? isNull(subscriptions.assigned_user_id)
      : filter.assigned_user_id
        ? eq(subscriptions.assigned_user_id, filter.assigned_user_id)
        : undefined,
    pattern
      ? or(
          ilike(sql`${clients.first_name} || ' ' || ${clients.last_name}`, pattern),
          ilike(clients.email, pattern),
          ilike(clientLocations.address_line1, pattern),
          ilike(clientLocations.zip, pattern),
          ilike(commercialCustomers.company_name, pattern),
          ilike(commercialLocations.name, pattern),
          ilike(commercialLocations.address_line1, pattern),
          ilike(commercialLocations.zip, pattern),
          ilike(servicePlans.name, pattern),
        )
      : undefined,
  );
}

const sortColumns = {
  client: clientName,
  start_date: subscriptions.start_date,
  price: subscriptions.price_cents,
  status: subscriptions.status,
  plan: servicePlans.name,
};

/** One page of ids in the asked order, with the total in the same scan. */
export async function listSubscriptionIds(
  db: Db,
  organizationId: number,
  filter: SubscriptionFilter,
  page: { limit: number; offset: number } | null,
) {
  const direction = filter.sort.startsWith('-') ? desc : asc;
  const column = sortColumns[filter.sort.replace(/^-/, '') as keyof typeof sortColumns];
  const query = db
    .select({ id: subscriptions.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(subscriptions)
    .innerJoin(servicePlans, eq(servicePlans.id, subscriptions.service_plan_id))
    .leftJoin(clients, eq(clients.id, subscriptions.client_id))
    .leftJoin(clientLocations, eq(clientLocations.id, subscriptions.client_location_id))
    .leftJoin(commercialCustomers, eq(commercialCustomers.id, subscriptions.commercial_customer_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, subscriptions.commercial_location_id))
    .where(listWhere(organizationId, filter))
    .orderBy(direction(column), direction(subscriptions.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/** Every subscription with what presenting it needs, in the order of `ids`; three queries whatever the count. */
export async function loadSubscriptions(db: Db, organizationId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const [rows, days, addOns] = await Promise.all([
    db
      .select({
        subscription: subscriptions,
        plan: {
          id: servicePlans.id,
          name: servicePlans.name,
          slug: servicePlans.slug,
          frequency: servicePlans.frequency,
          custom_days_per_week: servicePlans.custom_days_per_week,
          price_basis: servicePlans.price_basis,
        },
        client: { id: clients.id, first_name: clients.first_name, last_name: clients.last_name },
        location: {
          id: clientLocations.id,
          name: clientLocations.name,
          address_line1: clientLocations.address_line1,
          city: clientLocations.city,
          zip: clientLocations.zip,
          dog_count: clientLocations.dog_count,
          lat: clientLocations.lat,
          lng: clientLocations.lng,
        },
        customer: { id: commercialCustomers.id, company_name: commercialCustomers.company_name },
        commercialLocation: {
          id: commercialLocations.id,
          name: commercialLocations.name,
          address_line1: commercialLocations.address_line1,
          city: commercialLocations.city,
          zip: commercialLocations.zip,
          stations: commercialLocations.stations,
          lat: commercialLocations.lat,
          lng: commercialLocations.lng,
        },
        tech: { id: users.id, first_name: users.first_name, last_name: users.last_name },
        coupon: {
          id: coupons.id,
          code: coupons.code,
          percent_off: coupons.percent_off,
          amount_off_cents: coupons.amount_off_cents,
          duration: coupons.duration,
          duration_months: coupons.duration_months,
        },
        reason: { id: cancelReasons.id, name: cancelReasons.name },
      })
      .from(subscriptions)
      .innerJoin(servicePlans, eq(servicePlans.id, subscriptions.service_plan_id))
      .leftJoin(clients, eq(clients.id, subscriptions.client_id))
      .leftJoin(clientLocations, eq(clientLocations.id, subscriptions.client_location_id))
      .leftJoin(commercialCustomers, eq(commercialCustomers.id, subscriptions.commercial_customer_id))
      .leftJoin(commercialLocations, eq(commercialLocations.id, subscriptions.commercial_location_id))
      .leftJoin(users, eq(users.id, subscriptions.assigned_user_id))
      .leftJoin(coupons, eq(coupons.id, subscriptions.coupon_id))
      .leftJoin(cancelReasons, eq(cancelReasons.id, subscriptions.cancel_reason_id))
      .where(and(eq(subscriptions.organization_id, organizationId), inArray(subscriptions.id, [...ids]))),
    db
      .select()
      .from(subscriptionServiceDays)
      .where(
        and(
          eq(subscriptionServiceDays.organization_id, organizationId),
          inArray(subscriptionServiceDays.subscription_id, [...ids]),
        ),
      )
      .orderBy(asc(subscriptionServiceDays.start_date), asc(subscriptionServiceDays.id)),
    db
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
      .where(
        and(
          eq(subscriptionCrossSells.organization_id, organizationId),
          inArray(subscriptionCrossSells.subscription_id, [...ids]),
        ),
      )
      .orderBy(asc(crossSells.name)),
  ]);
  const byId = new Map(rows.map((row) => [row.subscription.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        serviceDays: days
          .filter((day) => day.subscription_id === id)
          .map((day) => ({ service_type: day.service_type, start_date: day.start_date })),
        crossSells: addOns.filter((addOn) => addOn.subscription_id === id),
      },
    ];
  });
}
export type LoadedSubscription = Awaited<ReturnType<typeof loadSubscriptions>>[number];

export async function findSubscriptionRow(db: Db, scope: Scope & { kind: SubscriptionKind }) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organization_id, scope.organization_id),
        eq(subscriptions.id, scope.id),
        eq(subscriptions.kind, scope.kind),
      ),
    );
  return row ?? null;
}
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Row-locks the subscription for a change: two offices saving at once apply one after the other. */
export async function lockSubscription(db: Db, scope: Scope) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.organization_id, scope.organization_id), eq(subscriptions.id, scope.id)))
    .for('update');
  return row ?? null;
}

type OwnerFilter = { client_id?: number; client_location_id?: number | null; commercial_location_id?: number };

const ownedBy = (organizationId: number, where: OwnerFilter) =>
  and(
    eq(subscriptions.organization_id, organizationId),
    where.client_id ? eq(subscriptions.client_id, where.client_id) : undefined,
    where.client_location_id ? eq(subscriptions.client_location_id, where.client_location_id) : undefined,
    where.commercial_location_id ? eq(subscriptions.commercial_location_id, where.commercial_location_id) : undefined,
  );

export async function subscriptionIdsOf(db: Db, organizationId: number, where: OwnerFilter) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(ownedBy(organizationId, where))
    .orderBy(asc(subscriptions.start_date), asc(subscriptions.id));
  return rows.map((row) => row.id);
}

export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
  const [created] = await db.insert(subscriptions).values(values).returning({ id: subscriptions.id });
  // The client's start and end on the dashboard move with its subscriptions, in the same transaction.
  await refreshClientLifecycleOfSubscription(db, { organization_id: values.organization_id, id: created!.id });
  return created!.id;
}

export async function updateSubscription(
  db: Db,
  scope: Scope,
  values: Partial<typeof subscriptions.$inferInsert>,
  now: Date,
) {
  await db
    .update(subscriptions)
    .set({ ...values, updated_at: now })
    .where(and(eq(subscriptions.organization_id, scope.organization_id), eq(subscriptions.id, scope.id)));
  await refreshClientLifecycleOfSubscription(db, scope);
}

/** A client's subscriptions that are not cancelled (at one location, or all), row-locked for a change. */
export async function lockOpenSubscriptionIdsOfClient(
  db: Db,
  organizationId: number,
  where: { client_id: number; client_location_id: number | null },
) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(ownedBy(organizationId, where), ne(subscriptions.status, 'cancelled')))
    .orderBy(asc(subscriptions.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** A home and its client, for subscribing it. */
export async function findResidentialPlace(db: Db, organizationId: number, locationId: number) {
  const [row] = await db
    .select({
      location: clientLocations,
      client: { first_name: clients.first_name, last_name: clients.last_name, status: clients.status },
    })
    .from(clientLocations)
    .innerJoin(clients, eq(clients.id, clientLocations.client_id))
    .where(and(eq(clientLocations.organization_id, organizationId), eq(clientLocations.id, locationId)));
  return row ?? null;
}

/** A commercial site and its customer, for subscribing it. */
export async function findCommercialPlace(db: Db, organizationId: number, locationId: number) {
  const [row] = await db
    .select({
      location: commercialLocations,
      customer: { company_name: commercialCustomers.company_name, status: commercialCustomers.status },
    })
    .from(commercialLocations)
    .innerJoin(commercialCustomers, eq(commercialCustomers.id, commercialLocations.commercial_customer_id))
    .where(and(eq(commercialLocations.organization_id, organizationId), eq(commercialLocations.id, locationId)));
  return row ?? null;
}

export async function replaceServiceDays(
  db: Db,
  scope: Scope,
  days: readonly { service_type: 'recurring' | 'one_time'; start_date: string }[],
) {
  await db
    .delete(subscriptionServiceDays)
    .where(
      and(
        eq(subscriptionServiceDays.organization_id, scope.organization_id),
        eq(subscriptionServiceDays.subscription_id, scope.id),
      ),
    );
  if (days.length > 0)
    await db
      .insert(subscriptionServiceDays)
      .values(days.map((day) => ({ organization_id: scope.organization_id, subscription_id: scope.id, ...day })));
}

export async function replaceCrossSells(
  db: Db,
  scope: Scope,
  addOns: readonly { cross_sell_id: number; price_cents: number; added_on: string }[],
) {
  await db
    .delete(subscriptionCrossSells)
    .where(
      and(
        eq(subscriptionCrossSells.organization_id, scope.organization_id),
        eq(subscriptionCrossSells.subscription_id, scope.id),
      ),
    );
  if (addOns.length > 0)
    await db
      .insert(subscriptionCrossSells)
      .values(addOns.map((addOn) => ({ organization_id: scope.organization_id, subscription_id: scope.id, ...addOn })));
}

export async function recordSubscriptionEvent(db: Db, event: typeof subscriptionEvents.$inferInsert) {
  await db.insert(subscriptionEvents).values(event);
}

export async function historyOf(db: Db, scope: Scope) {
  return db
    .select({ event: subscriptionEvents, by: { first_name: users.first_name, last_name: users.last_name } })
    .from(subscriptionEvents)
    .leftJoin(users, eq(users.id, subscriptionEvents.actor_user_id))
    .where(
      and(
        eq(subscriptionEvents.organization_id, scope.organization_id),
        eq(subscriptionEvents.subscription_id, scope.id),
      ),
    )
    .orderBy(desc(subscriptionEvents.created_at), desc(subscriptionEvents.id));
}
