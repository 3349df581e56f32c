import { and, asc, eq, getTableColumns, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { crossSellSchema } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { likeEscape } from '../../platform/db/like-pattern.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { subscriptionCrossSells, subscriptions } from '../subscriptions/subscriptions.table.ts';
import { crossSells } from './cross-sells.table.ts';

type Kind = 'residential' | 'commercial';
type Scope = { organization_id: number; kind: Kind; id: number };

// Spelled out: drizzle renders select-list columns unqualified, and a bare "id" would bind inside the subquery.
const buyerCount = sql<number>`(select count(*)::int from subscription_cross_sells sc join subscriptions s on s.id = sc.subscription_id where sc.cross_sell_id = "cross_sells"."id" and s.status <> 'cancelled')`;
/** Any subscription, cancelled ones too, that includes it: its history names it, so it can only be made inactive. */
const inUse = sql<boolean>`exists (select 1 from subscription_cross_sells sc where sc.cross_sell_id = "cross_sells"."id")`;
const withBuyers = { ...getTableColumns(crossSells), buyers: buyerCount, in_use: inUse };
export type CrossSellRow = typeof crossSells.$inferSelect & { buyers: number; in_use: boolean };

export async function listCrossSells(db: Db, organizationId: number, kind: Kind): Promise<CrossSellRow[]> {
  return db
    .select(withBuyers)
    .from(crossSells)
    .where(and(eq(crossSells.organization_id, organizationId), eq(crossSells.kind, kind)))
    .orderBy(asc(crossSells.name), asc(crossSells.id));
}

export async function findCrossSell(db: Db, scope: Scope): Promise<CrossSellRow | null> {
  const [row] = await db
    .select(withBuyers)
    .from(crossSells)
    .where(
      and(
        eq(crossSells.organization_id, scope.organization_id),
        eq(crossSells.kind, scope.kind),
        eq(crossSells.id, scope.id),
      ),
    );
  return row ?? null;
}

export async function nameTaken(db: Db, organizationId: number, kind: Kind, name: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: crossSells.id })
    .from(crossSells)
    .where(
      and(
        eq(crossSells.organization_id, organizationId),
        eq(crossSells.kind, kind),
        sql`lower(${crossSells.name}) = lower(${name})`,
        exceptId ? ne(crossSells.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

export async function insertCrossSell(
  db: Db,
  organizationId: number,
  kind: Kind,
  values: z.output<typeof crossSellSchema>,
  now: Date,
) {
  const [row] = await db
    .insert(crossSells)
    .values({
      ...values,
      description: values.description || null,
      organization_id: organizationId,
      kind,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: crossSells.id });
  return row!.id;
}

export async function updateCrossSell(db: Db, scope: Scope, values: z.output<typeof crossSellSchema>, now: Date) {
  await db
    .update(crossSells)
    .set({ ...values, description: values.description || null, updated_at: now })
    .where(
      and(
        eq(crossSells.organization_id, scope.organization_id),
        eq(crossSells.kind, scope.kind),
        eq(crossSells.id, scope.id),
      ),
    );
}

export async function deleteCrossSell(db: Db, scope: Scope) {
  await db
    .delete(crossSells)
    .where(
      and(
        eq(crossSells.organization_id, scope.organization_id),
        eq(crossSells.kind, scope.kind),
        eq(crossSells.id, scope.id),
      ),
    );
}

/** Who buys it: the subscriptions that include it, with the client or company and the location. */
export async function buyersOf(db: Db, scope: Scope) {
  return db
    .select({
      subscription_id: subscriptions.id,
      status: subscriptions.status,
      price_cents: subscriptionCrossSells.price_cents,
      added_on: subscriptionCrossSells.added_on,
      client_id: clients.id,
      client_name: sql<string | null>`${clients.first_name} || ' ' || ${clients.last_name}`,
      commercial_customer_id: commercialCustomers.id,
      company_name: commercialCustomers.company_name,
      address: sql<string | null>`coalesce(${clientLocations.address_line1}, ${commercialLocations.address_line1})`,
    })
    .from(subscriptionCrossSells)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCrossSells.subscription_id))
    .leftJoin(clients, eq(clients.id, subscriptions.client_id))
    .leftJoin(clientLocations, eq(clientLocations.id, subscriptions.client_location_id))
    .leftJoin(commercialCustomers, eq(commercialCustomers.id, subscriptions.commercial_customer_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, subscriptions.commercial_location_id))
    .where(
      and(
        eq(subscriptionCrossSells.organization_id, scope.organization_id),
        eq(subscriptionCrossSells.cross_sell_id, scope.id),
      ),
    )
    .orderBy(asc(subscriptionCrossSells.added_on), asc(subscriptions.id));
}

const activeOfKind = (organizationId: number, kind: Kind) =>
  and(eq(crossSells.organization_id, organizationId), eq(crossSells.kind, kind), eq(crossSells.is_active, true));

export async function activeCrossSells(db: Db, organizationId: number, kind: Kind, ids?: readonly number[]) {
  return db
    .select()
    .from(crossSells)
    .where(and(activeOfKind(organizationId, kind), ids ? inArray(crossSells.id, [...ids]) : undefined))
    .orderBy(asc(crossSells.name));
}

/** A client names an add-on in their own words: matched whatever the case. */
export async function activeCrossSellNamed(db: Db, organizationId: number, kind: Kind, name: string) {
  const [row] = await db
    .select()
    .from(crossSells)
    .where(and(activeOfKind(organizationId, kind), ilike(crossSells.name, likeEscape(name.trim()))));
  return row ?? null;
}
