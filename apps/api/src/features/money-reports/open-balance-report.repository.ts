import { sql, type SQL } from 'drizzle-orm';
import type { OpenBalanceColumn, OpenBalanceKind, OpenBalanceSort } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { rowsOf, whole } from './money-reports.sql.ts';

export interface OpenBalanceFilter {
  /** The organization's today: the aging buckets count days past due from it. */
  today: string;
  kind?: OpenBalanceKind;
  search?: string;
  sort: OpenBalanceSort;
}

interface RawBalance {
  kind: OpenBalanceKind;
  id: number;
  name: string;
  email: string | null;
  open_invoices: unknown;
  days_0_30: unknown;
  days_31_60: unknown;
  days_61_90: unknown;
  over_90: unknown;
  total: unknown;
  oldest_due_date: string;
  last_payment_date: string | null;
  last_reminded_at: string | null;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Each client's open invoices summed into core's aging buckets (`agingBucketOf`: days past the due day, not yet due
 * counting as 0–30), with the client's name, e-mail, last payment and last reminder. Reads only open invoices, by
 * the (organization, status, due date) index.
 */
function balances(organizationId: number, filter: Omit<OpenBalanceFilter, 'sort'>) {
  const pattern = filter.search ? containsPattern(filter.search.toLowerCase()) : null;
  const overdue = sql`(${filter.today}::date - i.due_date)`;
  const owed = sql.raw('i.amount_due_cents - i.paid_cents');
  const kindCondition =
    filter.kind === 'residential'
      ? sql`and i.client_id is not null`
      : filter.kind === 'commercial'
        ? sql`and i.commercial_customer_id is not null`
        : sql``;
  return sql`
    with grouped as (
      select i.client_id, i.commercial_customer_id, count(*) as open_invoices,
        sum(${owed}) filter (where ${overdue} <= 30) as days_0_30,
        sum(${owed}) filter (where ${overdue} between 31 and 60) as days_31_60,
        sum(${owed}) filter (where ${overdue} between 61 and 90) as days_61_90,
        sum(${owed}) filter (where ${overdue} > 90) as over_90,
        sum(${owed}) as total, min(i.due_date)::text as oldest_due_date, ${iso('max(i.reminded_at)')} as last_reminded_at
      from invoices i
      where i.organization_id = ${organizationId} and i.status = 'open' and i.amount_due_cents > i.paid_cents
        ${kindCondition}
      group by i.client_id, i.commercial_customer_id
    ),
    balances as (
      select case when g.client_id is not null then 'residential' else 'commercial' end as kind,
        coalesce(g.client_id, g.commercial_customer_id) as id,
        coalesce(c.first_name || ' ' || c.last_name, cc.company_name, '') as name,
        coalesce(c.email, cc.billing_email) as email,
        g.open_invoices, coalesce(g.days_0_30, 0) as days_0_30, coalesce(g.days_31_60, 0) as days_31_60,
        coalesce(g.days_61_90, 0) as days_61_90, coalesce(g.over_90, 0) as over_90, g.total,
        g.oldest_due_date, g.last_reminded_at,
        coalesce(
          (select max(p.received_on) from payments p where p.organization_id = ${organizationId}
            and p.client_id = g.client_id and p.status = 'succeeded'),
          (select max(p.received_on) from payments p where p.organization_id = ${organizationId}
            and p.commercial_customer_id = g.commercial_customer_id and p.status = 'succeeded')
        )::text as last_payment_date
      from grouped g
      left join clients c on c.organization_id = ${organizationId} and c.id = g.client_id
      left join commercial_customers cc on cc.organization_id = ${organizationId} and cc.id = g.commercial_customer_id
    )
    select * from balances
    ${pattern ? sql`where lower(name) like ${pattern} or lower(coalesce(email, '')) like ${pattern}` : sql``}`;
}

const SORT_COLUMNS: Record<OpenBalanceColumn, string> = {
  name: 'lower(name)',
  days_0_30: 'days_0_30',
  days_31_60: 'days_31_60',
  days_61_90: 'days_61_90',
  over_90: 'over_90',
  total: 'total',
  oldest_due_date: 'oldest_due_date',
  last_payment_date: 'last_payment_date',
  last_reminded_at: 'last_reminded_at',
};

/** The chosen column (never-paid and never-reminded clients last either way), then name, for a stable page order. */
function orderOf(sort: OpenBalanceSort): SQL {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[(descending ? sort.slice(1) : sort) as OpenBalanceColumn];
  return sql.raw(`${column} ${descending ? 'desc' : 'asc'} nulls last, lower(name), kind, id`);
}

const wire = (row: RawBalance) => ({
  kind: row.kind,
  id: whole(row.id),
  name: row.name,
  email: row.email,
  open_invoices: whole(row.open_invoices),
  days_0_30: whole(row.days_0_30),
  days_31_60: whole(row.days_31_60),
  days_61_90: whole(row.days_61_90),
  over_90: whole(row.over_90),
  total: whole(row.total),
  oldest_due_date: row.oldest_due_date,
  last_payment_date: row.last_payment_date,
  last_reminded_at: row.last_reminded_at,
});

export async function listOpenBalances(
  db: Db,
  organizationId: number,
  filter: OpenBalanceFilter,
  page: { limit: number; offset: number },
) {
  const rows = await rowsOf<RawBalance>(
    db,
    sql`select * from (${balances(organizationId, filter)}) listed order by ${orderOf(filter.sort)}
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(wire);
}

/** The sums of every client of the filter (the totals row) and how many there are (the pager's total). */
export async function openBalanceTotals(db: Db, organizationId: number, filter: Omit<OpenBalanceFilter, 'sort'>) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select count(*) as clients, sum(days_0_30) as days_0_30, sum(days_31_60) as days_31_60,
      sum(days_61_90) as days_61_90, sum(over_90) as over_90, sum(total) as total
      from (${balances(organizationId, filter)}) listed`,
  );
  return {
    clients: whole(row?.clients),
    days_0_30: whole(row?.days_0_30),
    days_31_60: whole(row?.days_31_60),
    days_61_90: whole(row?.days_61_90),
    over_90: whole(row?.over_90),
    total: whole(row?.total),
  };
}

export interface OpenInvoice {
  id: number;
  number: number;
  due_date: string;
  balance_cents: number;
}

/** One client's open invoices, oldest due first: what a reminder lists. */
export async function openInvoicesForStatement(
  db: Db,
  organizationId: number,
  client: { kind: OpenBalanceKind; id: number },
): Promise<OpenInvoice[]> {
  const owner = client.kind === 'residential' ? sql.raw('client_id') : sql.raw('commercial_customer_id');
  const rows = await rowsOf<{ id: number; number: number; due_date: string; balance_cents: unknown }>(
    db,
    sql`select id, number, due_date::text as due_date, amount_due_cents - paid_cents as balance_cents from invoices
      where organization_id = ${organizationId} and ${owner} = ${client.id} and status = 'open'
        and amount_due_cents > paid_cents
      order by due_date, number`,
  );
  return rows.map((row) => ({
    ...row,
    id: whole(row.id),
    number: whole(row.number),
    balance_cents: whole(row.balance_cents),
  }));
}

/** The client or customer a reminder goes to, in this organization only. */
export async function statementRecipient(
  db: Db,
  organizationId: number,
  client: { kind: OpenBalanceKind; id: number },
) {
  const query =
    client.kind === 'residential'
      ? sql`select first_name || ' ' || last_name as name, email from clients
          where organization_id = ${organizationId} and id = ${client.id}`
      : sql`select company_name as name, billing_email as email from commercial_customers
          where organization_id = ${organizationId} and id = ${client.id}`;
  const [row] = await rowsOf<{ name: string; email: string | null }>(db, query);
  return row ?? null;
}

/** Stamps the reminded invoices, so the report shows when the last reminder went. */
export async function markReminded(db: Db, organizationId: number, invoiceIds: number[], at: Date) {
  if (invoiceIds.length === 0) return;
  await db.execute(sql`update invoices set reminded_at = ${at.toISOString()}::timestamptz
    where organization_id = ${organizationId} and id in (${sql.join(
      invoiceIds.map((invoiceId) => sql`${invoiceId}`),
      sql`, `,
    )})`);
}
