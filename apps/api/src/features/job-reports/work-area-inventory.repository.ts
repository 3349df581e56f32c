import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { workAreas, workAreaTechs, workAreaZips } from '../work-areas/work-areas.table.ts';

type Rows<T> = { rows: T[] };
interface Week {
  from: string;
  to: string;
}

/** Per work area and zip: active clients and their locations (residential and commercial) and this week's jobs. */
export async function inventoryByZip(db: Db, organizationId: number, week: Week) {
  const result = (await db.execute(sql`
    select wa.id as work_area_id, wa.name as work_area_name, wz.zip,
      (select count(distinct c.id) from ${clientLocations} cl join ${clients} c on c.id = cl.client_id
        where cl.organization_id = ${organizationId} and cl.zip = wz.zip and c.status = 'active')
      + (select count(distinct cc.id) from ${commercialLocations} ml
        join ${commercialCustomers} cc on cc.id = ml.commercial_customer_id
        where ml.organization_id = ${organizationId} and ml.zip = wz.zip and cc.status = 'active') as active_clients,
      (select count(*) from ${clientLocations} cl join ${clients} c on c.id = cl.client_id
        where cl.organization_id = ${organizationId} and cl.zip = wz.zip and c.status = 'active')
      + (select count(*) from ${commercialLocations} ml
        where ml.organization_id = ${organizationId} and ml.zip = wz.zip and ml.status = 'active') as locations,
      (select count(*) from ${jobs} j
        left join ${clientLocations} cl on cl.id = j.client_location_id
        left join ${commercialLocations} ml on ml.id = j.commercial_location_id
        where j.organization_id = ${organizationId} and j.status <> 'cancelled'
          and j.service_date >= ${week.from} and j.service_date <= ${week.to}
          and coalesce(cl.zip, ml.zip) = wz.zip) as weekly_jobs
    from ${workAreaZips} wz join ${workAreas} wa on wa.id = wz.work_area_id
    where wz.organization_id = ${organizationId}
    order by lower(wa.name), wa.id, wz.zip`)) as Rows<{
    work_area_id: number;
    work_area_name: string;
    zip: string;
    active_clients: number | string;
    locations: number | string;
    weekly_jobs: number | string;
  }>;
  return result.rows.map((row) => ({
    work_area_id: Number(row.work_area_id),
    work_area_name: String(row.work_area_name),
    zip: String(row.zip),
    active_clients: Number(row.active_clients),
    locations: Number(row.locations),
    weekly_jobs: Number(row.weekly_jobs),
  }));
}

/** Each work area's techs who are still active members, by name. */
export async function workAreaTechsOf(db: Db, organizationId: number) {
  return db
    .select({
      work_area_id: workAreaTechs.work_area_id,
      user_id: workAreaTechs.user_id,
      name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
    })
    .from(workAreaTechs)
    .innerJoin(users, eq(users.id, workAreaTechs.user_id))
    .innerJoin(
      memberships,
      and(eq(memberships.user_id, workAreaTechs.user_id), eq(memberships.organization_id, organizationId)),
    )
    .where(and(eq(workAreaTechs.organization_id, organizationId), eq(memberships.status, 'active')))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}
