/**
 * Productivity figures from completed jobs (by their service day, through the dashboard's stored per-tech days and
 * client service days) and worked shifts (shifts_organization_started_idx), never row by row in the application.
 */
import { sql } from 'drizzle-orm';
import { type DateRange, dayRangeInstants } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf, whole } from '../money-reports/index.ts';

export interface ProductivityCounts {
  completed_jobs: number;
  /** Distinct clients (residential or commercial) of the completed jobs. */
  clients: number;
  /** Techs who completed at least one job. */
  techs: number;
  /** Routes: distinct (tech, day) with completed jobs. */
  routes: number;
  /** Sum over routes of the distinct clients on each. */
  route_clients: number;
  /** Seconds worked in finished shifts started in the range, breaks taken off. */
  worked_seconds: number;
}

const emptyCounts = (): ProductivityCounts => ({
  completed_jobs: 0,
  clients: 0,
  techs: 0,
  routes: 0,
  route_clients: 0,
  worked_seconds: 0,
});

/**
 * The counts of the range and of the previous period (which ends the day before the range starts) from the stored
 * per-tech days and client service days (kpi-stores.repository.ts): a few rows per tech and day, and one index
 * range of client days counted without grouping (a client is counted on its first visit of the period).
 */
export async function productivityCounts(
  db: Db,
  organizationId: number,
  periods: { range: DateRange; previous: DateRange },
  timeZone: string,
): Promise<[ProductivityCounts, ProductivityCounts]> {
  const { range, previous } = periods;
  const firstVisits = (period: DateRange, index: number) => sql`
    select 'clients' as measure, ${sql.raw(String(index))} as period, count(*) as value from client_service_days d
    where d.organization_id = ${organizationId} and d.service_date between ${period.from}::date and ${period.to}::date
      and (d.previous_date is null or d.previous_date < ${period.from}::date)`;
  const rows = await rowsOf<{ measure: keyof ProductivityCounts; period: number; value: unknown }>(
    db,
    sql`
    with days as materialized (
      select case when t.service_date >= ${range.from}::date then 0 else 1 end as period, t.user_id as tech,
        t.completed_jobs, t.clients
      from tech_day_summaries t
      where t.organization_id = ${organizationId}
        and t.service_date between ${previous.from}::date and ${range.to}::date
    )
    select 'completed_jobs' as measure, period, sum(completed_jobs) as value from days group by 2
    union all
    select 'route_clients', period, sum(clients) from days where tech is not null group by 2
    union all
    select 'routes', period, count(*) from days where tech is not null group by 2
    union all
    select 'techs', period, count(distinct tech) from days group by 2
    union all
    ${firstVisits(range, 0)}
    union all
    ${firstVisits(previous, 1)}`,
  );
  const counts: [ProductivityCounts, ProductivityCounts] = [emptyCounts(), emptyCounts()];
  for (const row of rows) counts[Number(row.period)]![row.measure] = whole(row.value);
  const [now, before] = await Promise.all([
    workedSeconds(db, organizationId, range, timeZone),
    workedSeconds(db, organizationId, previous, timeZone),
  ]);
  counts[0].worked_seconds = now;
  counts[1].worked_seconds = before;
  return counts;
}

/** Seconds worked in finished shifts started on the range's days, breaks taken off. */
async function workedSeconds(db: Db, organizationId: number, range: DateRange, timeZone: string) {
  const instants = dayRangeInstants(range, timeZone);
  const [row] = await rowsOf<{ seconds: unknown }>(
    db,
    sql`
    select round(sum(extract(epoch from (s.ended_at - s.started_at)) - coalesce((
      select sum(extract(epoch from (b.ended_at - b.started_at))) from shift_breaks b
      where b.shift_id = s.id and b.organization_id = ${organizationId} and b.ended_at is not null
    ), 0))) as seconds
    from shifts s
    where s.organization_id = ${organizationId} and s.ended_at is not null
      and s.started_at >= ${instants.start.toISOString()}::timestamptz
      and s.started_at < ${instants.end.toISOString()}::timestamptz`,
  );
  return whole(row?.seconds);
}
