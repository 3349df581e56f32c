/**
 * Cohorts: the clients who started in each month, followed 1, 3, 6 and 12 months on (core's cohortCheckpoints):
 * how many are still active on that day, what they were invoiced until then, and why the lost ones left.
 */
import { sql } from 'drizzle-orm';
import { cohortCheckpoints } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { FINALIZED, rowsOf, whole } from '../money-reports/index.ts';
import { type ClientSegment, lifecycleOf } from './kpi-lifecycle.repository.ts';

/** Shown for a lost client whose last cancelled subscription carries no reason. */
export const NO_REASON_LABEL = 'No reason given';

export interface CohortRow {
  month: string;
  new_clients: number;
  /** Per checkpoint (same order as cohortCheckpoints): active clients on the day, revenue until it. */
  active: number[];
  revenue_cents: number[];
}

/** Cohorts of the months firstMonth..lastMonth (first days of months), oldest first; months without clients left out. */
export async function cohortRows(
  db: Db,
  organizationId: number,
  segment: ClientSegment,
  months: { first: string; last: string },
): Promise<{ cohorts: CohortRow[]; reasons: { month: string; label: string; count: number }[] }> {
  const invoiceClient = sql.raw(
    segment === 'residential' ? 'coalesce(i.service_client_id, i.client_id)' : 'i.commercial_customer_id',
  );
  const checkpointDay = (months: number) => sql.raw(`(c.month + interval '${months} months')::date`);
  const cohortSql = sql`
    with lifecycle as (${lifecycleOf(organizationId, segment)})
    select client, ended_on, last_cancel_reason_id as last_reason_id, date_trunc('month', started_on)::date as month
    from lifecycle
    where started_on >= ${months.first}::date and started_on < (${months.last}::date + interval '1 month')`;
  const activeColumns = cohortCheckpoints.map(
    (after) =>
      sql`count(*) filter (where c.ended_on is null or c.ended_on > ${checkpointDay(after)}) as ${sql.raw(`active_${after}`)}`,
  );
  const revenueColumns = cohortCheckpoints.map(
    (after) =>
      sql`sum(i.subtotal_cents - i.discount_cents) filter (where i.issue_date < ${checkpointDay(after)}) as ${sql.raw(`revenue_${after}`)}`,
  );
  const last = Math.max(...cohortCheckpoints);
  const [counts, revenue, reasons] = await Promise.all([
    rowsOf<Record<string, unknown> & { month: string }>(
      db,
      sql`with c as (${cohortSql}) select c.month::text as month, count(*) as new_clients, ${sql.join(activeColumns, sql`, `)}
        from c group by 1 order by 1`,
    ),
    rowsOf<Record<string, unknown> & { month: string }>(
      db,
      sql`with c as (${cohortSql})
        select c.month::text as month, ${sql.join(revenueColumns, sql`, `)}
        from c join invoices i on i.organization_id = ${organizationId} and ${invoiceClient} = c.client
        where i.status in ${sql.raw(FINALIZED)} and i.issue_date >= c.month and i.issue_date < ${checkpointDay(last)}
          and i.issue_date >= ${months.first}::date
          and i.issue_date < (${months.last}::date + interval '${sql.raw(String(last + 1))} months')
        group by 1`,
    ),
    rowsOf<{ month: string; label: string | null; count: unknown }>(
      db,
      sql`with c as (${cohortSql})
        select c.month::text as month, r.name as label, count(*) as count
        from c left join cancel_reasons r on r.organization_id = ${organizationId} and r.id = c.last_reason_id
        where c.ended_on is not null
        group by 1, r.id, r.name order by 1, 3 desc, r.name asc nulls last`,
    ),
  ]);
  const revenueOf = new Map(revenue.map((row) => [row.month, row]));
  return {
    cohorts: counts.map((row) => ({
      month: row.month,
      new_clients: whole(row.new_clients),
      active: cohortCheckpoints.map((after) => whole(row[`active_${after}`])),
      revenue_cents: cohortCheckpoints.map((after) => whole(revenueOf.get(row.month)?.[`revenue_${after}`])),
    })),
    reasons: reasons.map((row) => ({ month: row.month, label: row.label ?? NO_REASON_LABEL, count: whole(row.count) })),
  };
}
