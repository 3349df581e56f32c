import { sql, type SQL } from 'drizzle-orm';
import type { CrossSellReportSort } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { FINALIZED, rowsOf, whole } from './money-reports.sql.ts';

export type CrossSellSide = 'residential' | 'commercial';

export interface CrossSellFilter {
  side: CrossSellSide;
  date_from: string;
  date_to: string;
  cross_sell_id?: number;
}

/** Residential sales are invoices of clients, commercial ones invoices of commercial customers. */
const ownerColumn = (side: CrossSellSide) =>
  sql.raw(side === 'residential' ? 'i.client_id' : 'i.commercial_customer_id');

/**
 * Cross-sell lines billed on finalized invoices issued in the range, grouped by cross-sell and month of the invoice.
 * Revenue is the lines' amount after their coupon discount; the line keeps its cross-sell's id after the cross-sell
 * is deleted, its description then names it.
 */
function soldLines(organizationId: number, filter: CrossSellFilter) {
  const owner = ownerColumn(filter.side);
  return sql`
    select date_trunc('month', i.issue_date::timestamp)::date::text as month, l.cross_sell_id, ${owner} as owner_id,
      l.quantity, l.amount_cents - l.discount_cents as revenue_cents, l.description
    from invoice_lines l
    join invoices i on i.organization_id = l.organization_id and i.id = l.invoice_id
    where l.organization_id = ${organizationId} and l.kind = 'cross_sell' and i.status in ${sql.raw(FINALIZED)}
      and ${owner} is not null and i.issue_date between ${filter.date_from}::date and ${filter.date_to}::date
      ${filter.cross_sell_id === undefined ? sql`` : sql`and l.cross_sell_id = ${filter.cross_sell_id}`}`;
}

function grouped(organizationId: number, filter: CrossSellFilter) {
  return sql`
    select s.month, s.cross_sell_id, coalesce(max(cs.name), min(s.description)) as cross_sell_name,
      sum(s.quantity) as quantity, sum(s.revenue_cents) as revenue_cents, count(distinct s.owner_id) as clients
    from (${soldLines(organizationId, filter)}) s
    left join cross_sells cs on cs.organization_id = ${organizationId} and cs.id = s.cross_sell_id
    group by s.month, s.cross_sell_id`;
}

const SORTS: Record<CrossSellReportSort, string> = {
  '-month': 'month desc, lower(cross_sell_name)',
  month: 'month asc, lower(cross_sell_name)',
  cross_sell: 'lower(cross_sell_name) asc, month desc',
  '-cross_sell': 'lower(cross_sell_name) desc, month desc',
  quantity: 'quantity asc, month desc',
  '-quantity': 'quantity desc, month desc',
  revenue: 'revenue_cents asc, month desc',
  '-revenue': 'revenue_cents desc, month desc',
  clients: 'clients asc, month desc',
  '-clients': 'clients desc, month desc',
};
const orderOf = (sort: CrossSellReportSort): SQL => sql.raw(`${SORTS[sort]}, cross_sell_id nulls last`);

interface RawRow {
  month: string;
  cross_sell_id: number | null;
  cross_sell_name: string;
  quantity: unknown;
  revenue_cents: unknown;
  clients: unknown;
}

export async function crossSellSales(
  db: Db,
  organizationId: number,
  filter: CrossSellFilter & { sort: CrossSellReportSort },
  page: { limit: number; offset: number },
) {
  const rows = await rowsOf<RawRow>(
    db,
    sql`select * from (${grouped(organizationId, filter)}) g order by ${orderOf(filter.sort)}
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => ({
    month: row.month,
    cross_sell_id: row.cross_sell_id === null ? null : whole(row.cross_sell_id),
    cross_sell_name: row.cross_sell_name,
    quantity: whole(row.quantity),
    revenue_cents: whole(row.revenue_cents),
    clients: whole(row.clients),
  }));
}

/** The whole filter's figures, each client once, and how many month rows it has. */
export async function crossSellTotals(db: Db, organizationId: number, filter: CrossSellFilter) {
  const [sums] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select sum(quantity) as quantity, sum(revenue_cents) as revenue_cents, count(distinct owner_id) as clients
      from (${soldLines(organizationId, filter)}) s`,
  );
  const [rows] = await rowsOf<{ total: unknown }>(
    db,
    sql`select count(*) as total from (${grouped(organizationId, filter)}) g`,
  );
  return {
    rows: whole(rows?.total),
    totals: {
      quantity: whole(sums?.quantity),
      revenue_cents: whole(sums?.revenue_cents),
      clients: whole(sums?.clients),
    },
  };
}

/** The organization's cross-sells of one side, for the filter. */
export async function crossSellChoices(db: Db, organizationId: number, side: CrossSellSide) {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from cross_sells where organization_id = ${organizationId} and kind = ${side}
      order by lower(name), id`,
  );
  return rows.map((row) => ({ id: whole(row.id), name: row.name }));
}
