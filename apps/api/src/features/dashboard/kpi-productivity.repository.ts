/**
 * Productivity figures from completed jobs (by their service day) and worked shifts: read from
 * jobs_organization_completed_day_idx and shifts_organization_started_idx, never row by row in the application.
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
 * The counts of the range and of the previous period (which ends the day before the range starts) in one pass over
 * the completed jobs of both; distinct values are found by grouping (hashed), not by sorting for count(distinct).
 */
export async function productivityCounts(
  db: Db,
  organizationId: number,
  periods: { range: DateRange; previous: DateRange },
  timeZone: string,
): Promise<[ProductivityCounts, ProductivityCounts]> {
  const { range, previous } = periods;
  const rows = await rowsOf<{ measure: keyof ProductivityCounts; period: number; value: unknown }>(
    db,
    sql`
    with done as materialized (
      select case when j.service_date >= ${range.from}::date then 0 else 1 end as period,
        j.assigned_user_id as tech, j.service_date as day, j.client_id, j.commercial_customer_id
      from jobs j
      where j.organization_id = ${organizationId} and j.status = 'completed'
        and j.service_date between ${previous.from}::date and ${range.to}::date
    ),
    route_clients as materialized (
      select period, tech, day, client_id, commercial_customer_id from done where tech is not null group by 1, 2, 3, 4, 5
    ),
    routes as materialized (select period, tech, day from route_clients group by 1, 2, 3)
    select 'completed_jobs' as measure, period, count(*) as value from done group by 2
    union all
    select 'clients', period, count(*) from (select period, client_id, commercial_customer_id from done group by 1, 2, 3) c
    group by 2
    union all
    select 'route_clients', period, count(*) from route_clients group by 2
    union all
    select 'routes', period, count(*) from routes group by 2
    union all
    select 'techs', period, count(*) from (select period, tech from routes group by 1, 2) t group by 2`,
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
