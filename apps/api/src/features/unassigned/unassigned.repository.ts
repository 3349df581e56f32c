import { and, asc, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UnassignedListQuery } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { subscriptionServiceDays, subscriptions } from '../subscriptions/subscriptions.table.ts';
import { workAreas, workAreaTechs, workAreaZips } from '../work-areas/work-areas.table.ts';

const clientName = sql<string>`coalesce(${commercialCustomers.company_name}, ${clients.first_name} || ' ' || ${clients.last_name})`;
const locationZip = sql<string>`coalesce(${clientLocations.zip}, ${commercialLocations.zip})`;
const addressLine = sql<string>`coalesce(${clientLocations.address_line1} || ', ' || ${clientLocations.city}, ${commercialLocations.address_line1} || ', ' || ${commercialLocations.city})`;

/** A day of the subscription's own kind exists: one_time for a one-time plan, recurring for any other. */
const hasDayOfItsKind = (db: Db, organizationId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(subscriptionServiceDays)
      .where(
        and(
          eq(subscriptionServiceDays.organization_id, organizationId),
          eq(subscriptionServiceDays.subscription_id, subscriptions.id),
          eq(
            subscriptionServiceDays.service_type,
            sql`case when ${servicePlans.frequency} = 'one_time' then 'one_time' else 'recurring' end`,
          ),
        ),
      ),
  );

const noTech = isNull(subscriptions.assigned_user_id);

function listWhere(db: Db, organizationId: number, filter: Omit<UnassignedListQuery, 'page' | 'per_page'>) {
  const noDays = sql`not ${hasDayOfItsKind(db, organizationId)}`;
  const conditions: (SQL | undefined)[] = [
    eq(subscriptions.organization_id, organizationId),
    ne(subscriptions.status, 'cancelled'),
    filter.reason === 'no_tech' ? noTech : filter.reason === 'no_days' ? noDays : or(noTech, noDays),
    filter.kind ? eq(subscriptions.kind, filter.kind) : undefined,
    filter.zip ? eq(locationZip, filter.zip) : undefined,
    filter.work_area_id
      ? exists(
          db
            .select({ one: sql`1` })
            .from(workAreaZips)
            .where(
              and(
                eq(workAreaZips.organization_id, organizationId),
                eq(workAreaZips.work_area_id, filter.work_area_id),
                eq(workAreaZips.zip, locationZip),
              ),
            ),
        )
      : undefined,
  ];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(ilike(clientName, pattern), ilike(addressLine, pattern), ilike(locationZip, pattern)));
  }
  return and(...conditions);
}

function entryQuery(db: Db, organizationId: number) {
  return db
    .select({
      id: subscriptions.id,
      kind: subscriptions.kind,
      status: subscriptions.status,
      client_id: subscriptions.client_id,
      commercial_customer_id: subscriptions.commercial_customer_id,
      location_id: sql<number>`coalesce(${subscriptions.client_location_id}, ${subscriptions.commercial_location_id})`,
      location_name: sql<string | null>`coalesce(${commercialLocations.name}, ${clientLocations.name})`,
      client_name: clientName,
      address: addressLine,
      zip: locationZip,
      service_plan_name: servicePlans.name,
      frequency: servicePlans.frequency,
      custom_days_per_week: servicePlans.custom_days_per_week,
      start_date: subscriptions.start_date,
      assigned_user_id: subscriptions.assigned_user_id,
      assigned_user_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
      no_days: sql<boolean>`not ${hasDayOfItsKind(db, organizationId)}`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(subscriptions)
    .innerJoin(
      servicePlans,
      and(eq(servicePlans.id, subscriptions.service_plan_id), eq(servicePlans.organization_id, organizationId)),
    )
    .leftJoin(clients, eq(clients.id, subscriptions.client_id))
    .leftJoin(clientLocations, eq(clientLocations.id, subscriptions.client_location_id))
    .leftJoin(commercialCustomers, eq(commercialCustomers.id, subscriptions.commercial_customer_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, subscriptions.commercial_location_id))
    .leftJoin(users, eq(users.id, subscriptions.assigned_user_id));
}

export type UnassignedRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

export async function listUnassigned(
  db: Db,
  organizationId: number,
  filter: Omit<UnassignedListQuery, 'page' | 'per_page'>,
  page: { limit: number; offset: number },
) {
  const rows = await entryQuery(db, organizationId)
    .where(listWhere(db, organizationId, filter))
    .orderBy(asc(clientName), asc(subscriptions.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** One open (not cancelled) subscription of the organization, assigned or not. */
export async function findEntry(db: Db, organizationId: number, id: number) {
  const [row] = await entryQuery(db, organizationId).where(
    and(
      eq(subscriptions.organization_id, organizationId),
      eq(subscriptions.id, id),
      ne(subscriptions.status, 'cancelled'),
    ),
  );
  return row ?? null;
}

export async function serviceDaysOf(db: Db, organizationId: number, subscriptionId: number) {
  return db
    .select({ service_type: subscriptionServiceDays.service_type, start_date: subscriptionServiceDays.start_date })
    .from(subscriptionServiceDays)
    .where(
      and(
        eq(subscriptionServiceDays.organization_id, organizationId),
        eq(subscriptionServiceDays.subscription_id, subscriptionId),
      ),
    )
    .orderBy(asc(subscriptionServiceDays.start_date));
}

/** The names of the work areas serving each of these zips. */
export async function workAreaNamesByZip(db: Db, organizationId: number, zips: readonly string[]) {
  if (zips.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ zip: workAreaZips.zip, name: workAreas.name })
    .from(workAreaZips)
    .innerJoin(workAreas, eq(workAreas.id, workAreaZips.work_area_id))
    .where(and(eq(workAreaZips.organization_id, organizationId), inArray(workAreaZips.zip, [...zips])))
    .orderBy(asc(workAreas.name));
  const byZip = new Map<string, string[]>();
  for (const row of rows) byZip.set(row.zip, [...(byZip.get(row.zip) ?? []), row.name]);
  return byZip;
}

/** The techs of the work areas that serve a zip. */
export async function workAreaTechIds(db: Db, organizationId: number, zip: string) {
  const rows = await db
    .selectDistinct({ user_id: workAreaTechs.user_id })
    .from(workAreaTechs)
    .innerJoin(workAreaZips, eq(workAreaZips.work_area_id, workAreaTechs.work_area_id))
    .where(
      and(
        eq(workAreaTechs.organization_id, organizationId),
        eq(workAreaZips.organization_id, organizationId),
        eq(workAreaZips.zip, zip),
      ),
    );
  return new Set(rows.map((row) => row.user_id));
}
