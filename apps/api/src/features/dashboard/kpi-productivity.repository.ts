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

export async function productivityCounts(
  db: Db,
  organizationId: number,
  range: DateRange,
  timeZone: string,
): Promise<ProductivityCounts> {
  const instants = dayRangeInstants(range, timeZone);
  const [row] = await rowsOf<Record<keyof ProductivityCounts, unknown>>(
    db,
    sql`
    with done as (
      select j.assigned_user_id as tech, j.service_date as day,
        case when j.client_id is not null then 'r' || j.client_id else 'c' || j.commercial_customer_id end as client
      from jobs j
      where j.organization_id = ${organizationId} and j.status = 'completed'
        and j.service_date between ${range.from}::date and ${range.to}::date
    ),
    worked as (
      select sum(extract(epoch from (s.ended_at - s.started_at)) - coalesce((
        select sum(extract(epoch from (b.ended_at - b.started_at))) from shift_breaks b
        where b.shift_id = s.id and b.organization_id = ${organizationId} and b.ended_at is not null
      ), 0)) as seconds
      from shifts s
      where s.organization_id = ${organizationId} and s.ended_at is not null
        and s.started_at >= ${instants.start.toISOString()}::timestamptz
        and s.started_at < ${instants.end.toISOString()}::timestamptz
    )
    select (select count(*) from done) as completed_jobs,
      (select count(distinct client) from done) as clients,
      (select count(distinct tech) from done where tech is not null) as techs,
      (select count(*) from (select distinct tech, day from done where tech is not null) r) as routes,
      (select count(*) from (select distinct tech, day, client from done where tech is not null) r) as route_clients,
      (select round(seconds) from worked) as worked_seconds`,
  );
  return {
    completed_jobs: whole(row?.completed_jobs),
    clients: whole(row?.clients),
    techs: whole(row?.techs),
    routes: whole(row?.routes),
    route_clients: whole(row?.route_clients),
    worked_seconds: whole(row?.worked_seconds),
  };
}
