import { and, asc, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CommercialSort, CommercialStatus } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { commercialCustomers, commercialLocations } from './commercial.table.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';

export type CommercialCustomerTableRow = typeof commercialCustomers.$inferSelect;
export type CommercialLocationRow = typeof commercialLocations.$inferSelect;
export type CommercialCustomerValues = Omit<
  typeof commercialCustomers.$inferInsert,
  'id' | 'organization_id' | 'created_at' | 'updated_at'
>;
export type CommercialLocationValues = Omit<
  typeof commercialLocations.$inferInsert,
  'id' | 'organization_id' | 'commercial_customer_id' | 'created_at' | 'updated_at'
>;

export interface CommercialFilter {
  search?: string;
  status?: CommercialStatus;
  tax_exempt?: boolean;
  sort: CommercialSort;
}

function searchCondition(organizationId: number, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const digits = search.replace(/\D/g, '');
  const looksLikePhone = /^[\d\s()+.-]+$/.test(search) && digits.length >= 3;
  return or(
    ilike(commercialCustomers.company_name, pattern),
    ilike(
      sql`coalesce(${commercialCustomers.billing_first_name}, '') || ' ' || coalesce(${commercialCustomers.billing_last_name}, '')`,
      pattern,
    ),
    ilike(commercialCustomers.billing_email, pattern),
    // Phones are stored as digits; "(303) 555" should still find them.
    looksLikePhone ? ilike(commercialCustomers.billing_phone, containsPattern(digits)) : undefined,
    exists(
      sql`(select 1 from ${commercialLocations} where ${commercialLocations.organization_id} = ${organizationId} and ${commercialLocations.commercial_customer_id} = ${commercialCustomers.id} and (${or(
        ilike(commercialLocations.name, pattern),
        ilike(commercialLocations.address_line1, pattern),
        ilike(commercialLocations.city, pattern),
        ilike(commercialLocations.zip, pattern),
      )}))`,
    ),
  );
}

const filterCondition = (organizationId: number, filter: Omit<CommercialFilter, 'sort'>) =>
  and(
    eq(commercialCustomers.organization_id, organizationId),
    filter.status ? eq(commercialCustomers.status, filter.status) : undefined,
    filter.tax_exempt === undefined ? undefined : eq(commercialCustomers.tax_exempt, filter.tax_exempt),
    searchCondition(organizationId, filter.search),
  );

function orderFor(sort: CommercialSort): SQL[] {
  const descending = sort.startsWith('-');
  const direction = (column: SQL) => (descending ? desc(column) : asc(column));
  if (sort.replace('-', '') === 'company')
    return [direction(sql`lower(${commercialCustomers.company_name})`), asc(commercialCustomers.id)];
  return [direction(sql`${commercialCustomers.created_at}`), direction(sql`${commercialCustomers.id}`)];
}

/** Location count and station total per customer of the organization, in one grouped pass (no query per row). */
const locationTotals = (db: Db, organizationId: number) =>
  db
    .select({
      commercial_customer_id: commercialLocations.commercial_customer_id,
      locations_count: sql<number>`count(*)::int`.as('locations_count'),
      stations_total: sql<number>`coalesce(sum(${commercialLocations.stations}), 0)::int`.as('stations_total'),
    })
    .from(commercialLocations)
    .where(eq(commercialLocations.organization_id, organizationId))
    .groupBy(commercialLocations.commercial_customer_id)
    .as('location_totals');

function customersWithTotals(db: Db, organizationId: number) {
  const totals = locationTotals(db, organizationId);
  return db
    .select({
      customer: commercialCustomers,
      locations_count: sql<number>`coalesce(${totals.locations_count}, 0)`,
      stations_total: sql<number>`coalesce(${totals.stations_total}, 0)`,
    })
    .from(commercialCustomers)
    .leftJoin(totals, eq(totals.commercial_customer_id, commercialCustomers.id));
}

export async function listCustomersPage(
  db: Db,
  organizationId: number,
  filter: CommercialFilter,
  page: { limit: number; offset: number } | null,
) {
  const where = filterCondition(organizationId, filter);
  const base = customersWithTotals(db, organizationId)
    .where(where)
    .orderBy(...orderFor(filter.sort));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const [totals] = await db.select({ total: count() }).from(commercialCustomers).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export type CommercialCustomerWithTotals = Awaited<ReturnType<typeof listCustomersPage>>['rows'][number];

export async function findCustomer(
  db: Db,
  scope: { organization_id: number; id: number },
): Promise<CommercialCustomerWithTotals | null> {
  const [row] = await customersWithTotals(db, scope.organization_id).where(
    and(eq(commercialCustomers.organization_id, scope.organization_id), eq(commercialCustomers.id, scope.id)),
  );
  return row ?? null;
}

export async function insertCustomer(db: Db, organizationId: number, values: CommercialCustomerValues, now: Date) {
  const [row] = await db
    .insert(commercialCustomers)
    .values({ ...values, organization_id: organizationId, created_at: now, updated_at: now })
    .returning();
  if (!row) throw new Error('commercial customer not stored');
  return row;
}

export async function updateCustomer(
  db: Db,
  scope: { organization_id: number; id: number },
  values: Partial<CommercialCustomerValues>,
  now: Date,
) {
  await db
    .update(commercialCustomers)
    .set({ ...values, updated_at: now })
    .where(and(eq(commercialCustomers.organization_id, scope.organization_id), eq(commercialCustomers.id, scope.id)));
}

/** The customer's locations follow it: an inactive customer's locations are inactive too (schedule entries read them). */
export async function setCustomerLocationsStatus(
  db: Db,
  scope: { organization_id: number; commercial_customer_id: number },
  status: CommercialStatus,
  now: Date,
) {
  await db
    .update(commercialLocations)
    .set({ status, updated_at: now })
    .where(
      and(
        eq(commercialLocations.organization_id, scope.organization_id),
        eq(commercialLocations.commercial_customer_id, scope.commercial_customer_id),
      ),
    );
}

export async function listLocationsOfCustomer(
  db: Db,
  scope: { organization_id: number; commercial_customer_id: number },
) {
  return db
    .select()
    .from(commercialLocations)
    .where(
      and(
        eq(commercialLocations.organization_id, scope.organization_id),
        eq(commercialLocations.commercial_customer_id, scope.commercial_customer_id),
      ),
    )
    .orderBy(asc(commercialLocations.created_at), asc(commercialLocations.id));
}

export async function findLocation(
  db: Db,
  scope: { organization_id: number; id: number },
): Promise<CommercialLocationRow | null> {
  const [row] = await db
    .select()
    .from(commercialLocations)
    .where(and(eq(commercialLocations.organization_id, scope.organization_id), eq(commercialLocations.id, scope.id)));
  return row ?? null;
}

export async function insertLocations(
  db: Db,
  scope: { organization_id: number; commercial_customer_id: number },
  locations: CommercialLocationValues[],
  now: Date,
) {
  if (locations.length === 0) return [];
  return db
    .insert(commercialLocations)
    .values(
      locations.map((location) => ({
        ...location,
        organization_id: scope.organization_id,
        commercial_customer_id: scope.commercial_customer_id,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning();
}

export async function updateLocation(
  db: Db,
  scope: { organization_id: number; id: number },
  values: Partial<CommercialLocationValues>,
  now: Date,
) {
  const [row] = await db
    .update(commercialLocations)
    .set({ ...values, updated_at: now })
    .where(and(eq(commercialLocations.organization_id, scope.organization_id), eq(commercialLocations.id, scope.id)))
    .returning();
  return row ?? null;
}

export async function deleteLocation(db: Db, scope: { organization_id: number; id: number }) {
  await db
    .delete(commercialLocations)
    .where(and(eq(commercialLocations.organization_id, scope.organization_id), eq(commercialLocations.id, scope.id)));
}

export interface LocationsPageFilter {
  search?: string;
  commercial_customer_id?: number;
}

/** Every commercial location of the organization (optionally one customer's), with the company it belongs to. */
export async function listLocationsPage(
  db: Db,
  organizationId: number,
  filter: LocationsPageFilter,
  page: { limit: number; offset: number },
) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = and(
    eq(commercialLocations.organization_id, organizationId),
    filter.commercial_customer_id
      ? eq(commercialLocations.commercial_customer_id, filter.commercial_customer_id)
      : undefined,
    pattern
      ? or(
          ilike(commercialLocations.name, pattern),
          ilike(commercialLocations.address_line1, pattern),
          ilike(commercialLocations.city, pattern),
          ilike(commercialLocations.zip, pattern),
          ilike(commercialCustomers.company_name, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select({ location: commercialLocations, company_name: commercialCustomers.company_name })
    .from(commercialLocations)
    .innerJoin(commercialCustomers, eq(commercialCustomers.id, commercialLocations.commercial_customer_id))
    .where(where)
    .orderBy(
      asc(sql`lower(${commercialCustomers.company_name})`),
      asc(sql`lower(${commercialLocations.name})`),
      asc(commercialLocations.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({ total: count() })
    .from(commercialLocations)
    .innerJoin(commercialCustomers, eq(commercialCustomers.id, commercialLocations.commercial_customer_id))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}
