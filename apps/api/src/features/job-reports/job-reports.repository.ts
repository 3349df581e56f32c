import { sql, type SQL } from 'drizzle-orm';
import type { CompletedJobsGrouping } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { jobCrossSells, jobs } from '../jobs/jobs.table.ts';
import { workAreas, workAreaZips } from '../work-areas/work-areas.table.ts';

interface Period {
  from: string;
  to: string;
}

/**
 * Each completed job of the period once, with its revenue (visit price plus cross-sells done) and the one work area
 * it counts under: the first serving its zip, so a zip in two areas never counts a visit twice.
 */
const completedJobs = (organizationId: number, period: Period) => sql`
  select j.id, j.assigned_user_id, j.client_id, j.commercial_customer_id,
    j.price_cents + coalesce((
      select sum(x.price_cents) from ${jobCrossSells} x where x.organization_id = ${organizationId} and x.job_id = j.id
    ), 0) as revenue_cents,
    (
      select min(wz.work_area_id) from ${workAreaZips} wz
      where wz.organization_id = ${organizationId} and wz.zip = coalesce(cl.zip, ml.zip)
    ) as work_area_id
  from ${jobs} j
  left join ${clientLocations} cl on cl.id = j.client_location_id
  left join ${commercialLocations} ml on ml.id = j.commercial_location_id
  where j.organization_id = ${organizationId} and j.status = 'completed'
    and j.service_date >= ${period.from} and j.service_date <= ${period.to}`;

/** The group key and name per grouping; jobs without one share the 'none' row. */
const groupings: Record<CompletedJobsGrouping, { key: SQL; name: SQL; joins: SQL }> = {
  tech: {
    key: sql`coalesce(done.assigned_user_id::text, 'none')`,
    name: sql`coalesce(max(u.first_name || ' ' || u.last_name), 'Unassigned')`,
    joins: sql`left join ${users} u on u.id = done.assigned_user_id`,
  },
  client: {
    key: sql`coalesce('client:' || done.client_id::text, 'commercial:' || done.commercial_customer_id::text, 'none')`,
    name: sql`coalesce(max(c.first_name || ' ' || c.last_name), max(cc.company_name), 'No client')`,
    joins: sql`left join ${clients} c on c.id = done.client_id
      left join ${commercialCustomers} cc on cc.id = done.commercial_customer_id`,
  },
  work_area: {
    key: sql`coalesce(done.work_area_id::text, 'none')`,
    name: sql`coalesce(max(wa.name), 'No work area')`,
    joins: sql`left join ${workAreas} wa on wa.id = done.work_area_id`,
  },
};

export interface ReportRow {
  key: string;
  name: string;
  jobs: number;
  revenue_cents: number;
}

type Rows<T> = { rows: T[] };

/** One page of groups, most revenue first, with the number of groups. */
export async function completedJobGroups(
  db: Db,
  organizationId: number,
  period: Period,
  groupBy: CompletedJobsGrouping,
  page: { limit: number; offset: number } | null,
) {
  const group = groupings[groupBy];
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const result = (await db.execute(sql`
    with done as (${completedJobs(organizationId, period)})
    select ${group.key} as key, ${group.name} as name, count(*)::int as jobs,
      sum(done.revenue_cents)::bigint as revenue_cents, count(*) over ()::int as total
    from done ${group.joins}
    group by 1
    order by revenue_cents desc, name asc, key asc
    ${paging}`)) as Rows<ReportRow & { total: number }>;
  return {
    rows: result.rows.map((row) => ({
      key: String(row.key),
      name: String(row.name),
      jobs: Number(row.jobs),
      revenue_cents: Number(row.revenue_cents),
    })),
    total: Number(result.rows[0]?.total ?? 0),
  };
}

export async function completedJobTotals(db: Db, organizationId: number, period: Period) {
  const result = (await db.execute(sql`
    with done as (${completedJobs(organizationId, period)})
    select count(*)::int as jobs, coalesce(sum(done.revenue_cents), 0)::bigint as revenue_cents from done`)) as Rows<{
    jobs: number;
    revenue_cents: number;
  }>;
  const row = result.rows[0];
  return { jobs: Number(row?.jobs ?? 0), revenue_cents: Number(row?.revenue_cents ?? 0) };
}
