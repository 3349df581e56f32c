/**
 * The dashboard's stored sales (dashboard.table.ts `sales_days`): each finalized invoice's lines added to its issue
 * day when it is finalized, inside the invoices feature's transaction; a void recounts the invoice's day from the
 * invoices still open or paid. Transactions touching one organization's day take turns, so none misses another's.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/** Sales rows grouped as the store keeps them, over the invoices `which` picks (a condition on `i`). */
const salesRowsOf = (which: SQL) => sql`
  select i.organization_id, i.issue_date,
    case when i.commercial_customer_id is null then 'residential' else 'commercial' end,
    case
      when l.kind in ('visit', 'charged_skip', 'skipped_visit_credit') then 'plan'
      when l.kind in ('cross_sell', 'one_time_job', 'tip') then l.kind
      else 'other'
    end,
    coalesce(case
      when l.kind in ('visit', 'charged_skip', 'skipped_visit_credit') then s.service_plan_id
      when l.kind = 'cross_sell' then l.cross_sell_id
    end, 0),
    sum(l.amount_cents - l.discount_cents)
  from invoices i
  join invoice_lines l on l.organization_id = i.organization_id and l.invoice_id = i.id
  left join subscriptions s on s.organization_id = i.organization_id and s.id = i.subscription_id
  where ${which}
  group by 1, 2, 3, 4, 5`;

const addSalesRows = (db: Db, rows: SQL) =>
  db.execute(sql`
    insert into sales_days (organization_id, issue_date, segment, kind, item_id, sales_cents) ${rows}
    on conflict (organization_id, issue_date, segment, kind, item_id)
    do update set sales_cents = sales_days.sales_cents + excluded.sales_cents`);

/**
 * Two transactions touching the same stored row (a client, a tech-day, a sales day) take turns: the second recounts
 * after the first commits (each statement of READ COMMITTED sees what committed before it), so neither misses the
 * other's change. Shared with kpi-stores.repository.ts.
 */
export const takeTurns = (db: Db, key: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/**
 * Counts a just-finalized invoice's sales on its issue day: call it in the transaction that finalizes the invoice,
 * once its lines and issue day are stored.
 */
export async function recordInvoiceSales(db: Db, invoice: { organization_id: number; id: number; issue_date: string }) {
  await takeTurns(db, `sales_day:${invoice.organization_id}:${invoice.issue_date}`);
  await addSalesRows(db, salesRowsOf(sql`i.organization_id = ${invoice.organization_id} and i.id = ${invoice.id}`));
}

/**
 * Recounts a day's sales from its open and paid invoices: call it in the transaction that voids an invoice of that
 * day, once the invoice is void. A recount rather than taking the invoice's lines off, because its subscription
 * may have changed plan since it was finalized, and taking them off under the new plan would leave the old plan
 * counting sales that no longer exist and the new one a negative figure.
 */
export async function recountSalesDay(db: Db, organizationId: number, day: string) {
  await takeTurns(db, `sales_day:${organizationId}:${day}`);
  await db.execute(sql`delete from sales_days where organization_id = ${organizationId} and issue_date = ${day}::date`);
  await addSalesRows(
    db,
    salesRowsOf(
      sql`i.organization_id = ${organizationId} and i.status in ('open', 'paid') and i.issue_date = ${day}::date`,
    ),
  );
}

/** An organization's stored sales rebuilt from its finalized invoices: for invoices written in bulk (demo, bench). */
export async function rebuildSalesDays(db: Db, organizationId: number) {
  await db.execute(sql`delete from sales_days where organization_id = ${organizationId}`);
  await addSalesRows(db, salesRowsOf(sql`i.organization_id = ${organizationId} and i.status in ('open', 'paid')`));
}
