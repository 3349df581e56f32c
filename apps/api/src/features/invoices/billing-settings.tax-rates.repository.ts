/** The sales tax rates of /settings/billing_settings: one per zip or per work area, the organization's own. */
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SalesTaxRateInput } from '@employee-portal/core';
import { taxPercentToMillipercent } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { workAreas } from '../work-areas/work-areas.table.ts';
import { salesTaxRates } from './invoices.table.ts';

type Scope = { organization_id: number; id: number };

const rateColumns = {
  id: salesTaxRates.id,
  name: salesTaxRates.name,
  rate_millipercent: salesTaxRates.rate_millipercent,
  zip: salesTaxRates.zip,
  work_area_id: salesTaxRates.work_area_id,
  work_area_name: workAreas.name,
};
export type SalesTaxRateRow = {
  id: number;
  name: string;
  rate_millipercent: number;
  zip: string | null;
  work_area_id: number | null;
  work_area_name: string | null;
};

const sortColumnOf = (sort: string) => {
  const key = sort.replace(/^-/, '');
  return key === 'rate_percent'
    ? salesTaxRates.rate_millipercent
    : key === 'zip'
      ? salesTaxRates.zip
      : salesTaxRates.name;
};

export async function listSalesTaxRates(
  db: Db,
  organizationId: number,
  filter: { search?: string; sort?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(salesTaxRates.organization_id, organizationId),
    eq(salesTaxRates.is_active, true),
    filter.search
      ? or(
          ilike(salesTaxRates.name, containsPattern(filter.search)),
          ilike(salesTaxRates.zip, containsPattern(filter.search)),
          ilike(workAreas.name, containsPattern(filter.search)),
        )
      : undefined,
  );
  const sort = filter.sort ?? 'name';
  const direction = sort.startsWith('-') ? desc : asc;
  const column = sortColumnOf(sort);
  const rows = await db
    .select(rateColumns)
    .from(salesTaxRates)
    .leftJoin(workAreas, eq(workAreas.id, salesTaxRates.work_area_id))
    .where(where)
    .orderBy(direction(column), direction(salesTaxRates.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({ total: count() })
    .from(salesTaxRates)
    .leftJoin(workAreas, eq(workAreas.id, salesTaxRates.work_area_id))
    .where(where);
  return { rows: rows as SalesTaxRateRow[], total: totals?.total ?? 0 };
}

export async function findSalesTaxRate(db: Db, scope: Scope): Promise<SalesTaxRateRow | null> {
  const [row] = await db
    .select(rateColumns)
    .from(salesTaxRates)
    .leftJoin(workAreas, eq(workAreas.id, salesTaxRates.work_area_id))
    .where(
      and(
        eq(salesTaxRates.organization_id, scope.organization_id),
        eq(salesTaxRates.id, scope.id),
        eq(salesTaxRates.is_active, true),
      ),
    );
  return (row as SalesTaxRateRow | undefined) ?? null;
}

export async function workAreaExists(db: Db, organizationId: number, workAreaId: number) {
  const [row] = await db
    .select({ id: workAreas.id })
    .from(workAreas)
    .where(and(eq(workAreas.organization_id, organizationId), eq(workAreas.id, workAreaId)));
  return Boolean(row);
}

const stored = (input: SalesTaxRateInput) => ({
  name: input.name,
  rate_millipercent: taxPercentToMillipercent(input.rate_percent),
  zip: input.zip,
  work_area_id: input.work_area_id,
});

export async function insertSalesTaxRate(db: Db, organizationId: number, input: SalesTaxRateInput) {
  const [row] = await db
    .insert(salesTaxRates)
    .values({ organization_id: organizationId, ...stored(input) })
    .returning({ id: salesTaxRates.id });
  return row!.id;
}

export async function updateSalesTaxRate(db: Db, scope: Scope, input: SalesTaxRateInput) {
  const updated = await db
    .update(salesTaxRates)
    .set(stored(input))
    .where(
      and(
        eq(salesTaxRates.organization_id, scope.organization_id),
        eq(salesTaxRates.id, scope.id),
        eq(salesTaxRates.is_active, true),
      ),
    )
    .returning({ id: salesTaxRates.id });
  return updated.length > 0;
}

/** Invoices keep a copy of the rate's name and percentage, so a rate can go without changing any of them. */
export async function deleteSalesTaxRate(db: Db, scope: Scope) {
  const deleted = await db
    .delete(salesTaxRates)
    .where(and(eq(salesTaxRates.organization_id, scope.organization_id), eq(salesTaxRates.id, scope.id)))
    .returning({ id: salesTaxRates.id });
  return deleted.length > 0;
}
