/** Reading and writing jobs: the wire rows the schedule, map, board and tech's day show, and one job's record. */
import type { JobListQuery, JobWire } from '@employee-portal/core';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { crossSells } from '../cross-sells/cross-sells.table.ts';
import { invoiceLines, invoices } from '../invoices/invoices.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { workAreas, workAreaZips } from '../work-areas/work-areas.table.ts';
import { jobCrossSells, jobEvents, jobPhotos, jobs, skipReasons } from './jobs.table.ts';

type Scope = { organization_id: number; id: number };

const zipOfJob = sql<string>`coalesce(${clientLocations.zip}, ${commercialLocations.zip})`;

const jobColumns = {
  id: jobs.id,
  kind: jobs.kind,
  origin: jobs.origin,
  status: jobs.status,
  service_date: jobs.service_date,
  planned_date: jobs.planned_date,
  is_manual: jobs.is_manual,
  subscription_id: jobs.subscription_id,
  location_id: sql<number>`coalesce(${jobs.client_location_id}, ${jobs.commercial_location_id})`,
  client_id: jobs.client_id,
  commercial_customer_id: jobs.commercial_customer_id,
  client_name: sql<string>`coalesce(${clients.first_name} || ' ' || ${clients.last_name}, ${commercialCustomers.company_name}, '')`,
  location_name: sql<string | null>`coalesce(${clientLocations.name}, ${commercialLocations.name})`,
  address: sql<string>`concat_ws(', ', coalesce(${clientLocations.address_line1}, ${commercialLocations.address_line1}), coalesce(${clientLocations.city}, ${commercialLocations.city}))`,
  zip: zipOfJob,
  lat: sql<number | null>`coalesce(${clientLocations.lat}, ${commercialLocations.lat})`,
  lng: sql<number | null>`coalesce(${clientLocations.lng}, ${commercialLocations.lng})`,
  gate_code: sql<string | null>`coalesce(${clientLocations.gate_code}, ${commercialLocations.gate_code})`,
  location_dog_count: clientLocations.dog_count,
  job_dog_count: jobs.dog_count,
  work_area_id: sql<number | null>`job_area.work_area_id`,
  work_area_name: sql<string | null>`job_area.name`,
  assigned_user_id: jobs.assigned_user_id,
  assigned_user_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
  route_position: jobs.route_position,
  price_cents: jobs.price_cents,
  service_plan_name: servicePlans.name,
  skip_reason_id: jobs.skip_reason_id,
  skip_reason_name: skipReasons.name,
  skip_is_charged: skipReasons.is_charged,
  office_notes: jobs.office_notes,
  tech_notes: jobs.tech_notes,
  gate_closed: jobs.gate_closed,
  on_the_way_at: jobs.on_the_way_at,
  arrived_at: jobs.arrived_at,
  completed_at: jobs.completed_at,
  re_clean_of_job_id: jobs.re_clean_of_job_id,
  photo_count: sql<number>`(select count(*)::int from ${jobPhotos} p where p.organization_id = ${jobs.organization_id} and p.job_id = ${jobs.id})`,
};

function jobsWithDetails(db: Db) {
  return (
    db
      .select(jobColumns)
      .from(jobs)
      .leftJoin(clients, eq(clients.id, jobs.client_id))
      .leftJoin(clientLocations, eq(clientLocations.id, jobs.client_location_id))
      .leftJoin(commercialCustomers, eq(commercialCustomers.id, jobs.commercial_customer_id))
      .leftJoin(commercialLocations, eq(commercialLocations.id, jobs.commercial_location_id))
      .leftJoin(users, eq(users.id, jobs.assigned_user_id))
      .leftJoin(subscriptions, eq(subscriptions.id, jobs.subscription_id))
      .leftJoin(servicePlans, eq(servicePlans.id, subscriptions.service_plan_id))
      .leftJoin(skipReasons, eq(skipReasons.id, jobs.skip_reason_id))
      // A zip may sit in two work areas: the job takes the first one's.
      .leftJoinLateral(
        sql`(select z.work_area_id, a.name from ${workAreaZips} z join ${workAreas} a on a.id = z.work_area_id
        where z.organization_id = ${jobs.organization_id} and z.zip = ${zipOfJob}
        order by z.work_area_id limit 1) as job_area`,
        sql`true`,
      )
  );
}

type JobRow = Awaited<ReturnType<ReturnType<typeof jobsWithDetails>['execute']>>[number];

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export function presentJob({ location_dog_count, job_dog_count, ...row }: JobRow): JobWire {
  return {
    ...row,
    dog_count: job_dog_count ?? location_dog_count ?? null,
    on_the_way_at: iso(row.on_the_way_at),
    arrived_at: iso(row.arrived_at),
    completed_at: iso(row.completed_at),
  };
}

export interface JobFilter extends Partial<Omit<JobListQuery, 'from' | 'to'>> {
  from: string;
  to: string;
  /** Only these jobs (the board's bulk actions). */
  ids?: readonly number[];
}

function filterCondition(organizationId: number, filter: JobFilter): SQL | undefined {
  return and(
    eq(jobs.organization_id, organizationId),
    gte(jobs.service_date, filter.from),
    lte(jobs.service_date, filter.to),
    filter.assigned_user_id === 'unassigned'
      ? isNull(jobs.assigned_user_id)
      : filter.assigned_user_id
        ? eq(jobs.assigned_user_id, filter.assigned_user_id)
        : undefined,
    filter.status ? eq(jobs.status, filter.status) : undefined,
    filter.kind ? eq(jobs.kind, filter.kind) : undefined,
    filter.work_area_id ? sql`job_area.work_area_id = ${filter.work_area_id}` : undefined,
    filter.ids ? inArray(jobs.id, [...filter.ids]) : undefined,
  );
}

/** Jobs over a span, by day, tech and route order; at most `limit` (plus one, to tell the caller it was cut). */
export async function listJobs(db: Db, organizationId: number, filter: JobFilter, limit: number) {
  const rows = await jobsWithDetails(db)
    .where(filterCondition(organizationId, filter))
    .orderBy(
      asc(jobs.service_date),
      asc(users.first_name),
      asc(jobs.assigned_user_id),
      sql`${jobs.route_position} asc nulls last`,
      asc(jobs.id),
    )
    .limit(limit + 1);
  return { jobs: rows.slice(0, limit).map(presentJob), truncated: rows.length > limit };
}

export async function findJob(db: Db, scope: Scope) {
  const [row] = await jobsWithDetails(db).where(
    and(eq(jobs.organization_id, scope.organization_id), eq(jobs.id, scope.id)),
  );
  return row ? presentJob(row) : null;
}

/** The job's own row, locked for a change. */
export async function lockJob(db: Db, scope: Scope) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.organization_id, scope.organization_id), eq(jobs.id, scope.id)))
    .for('update');
  return row ?? null;
}

export async function lockJobs(db: Db, organizationId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.organization_id, organizationId), inArray(jobs.id, [...ids])))
    .orderBy(asc(jobs.id))
    .for('update');
}

export type JobRecordRow = typeof jobs.$inferSelect;

export async function updateJob(db: Db, scope: Scope, values: Partial<typeof jobs.$inferInsert>) {
  await db
    .update(jobs)
    .set(values)
    .where(and(eq(jobs.organization_id, scope.organization_id), eq(jobs.id, scope.id)));
}

export async function insertJob(db: Db, values: typeof jobs.$inferInsert) {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return row!.id;
}

export async function recordJobEvents(db: Db, events: (typeof jobEvents.$inferInsert)[]) {
  if (events.length) await db.insert(jobEvents).values(events);
}

export async function jobHistory(db: Db, scope: Scope) {
  const rows = await db
    .select({
      id: jobEvents.id,
      action: jobEvents.action,
      summary: jobEvents.summary,
      actor_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
      created_at: jobEvents.created_at,
    })
    .from(jobEvents)
    .leftJoin(users, eq(users.id, jobEvents.actor_user_id))
    .where(and(eq(jobEvents.organization_id, scope.organization_id), eq(jobEvents.job_id, scope.id)))
    .orderBy(desc(jobEvents.created_at), desc(jobEvents.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

export async function photosOfJob(db: Db, scope: Scope) {
  return db
    .select({ id: jobPhotos.id, kind: jobPhotos.kind, created_at: jobPhotos.created_at })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.organization_id, scope.organization_id), eq(jobPhotos.job_id, scope.id)))
    .orderBy(asc(jobPhotos.id));
}

export async function crossSellsDone(db: Db, scope: Scope) {
  return db
    .select({ id: crossSells.id, name: crossSells.name, price_cents: jobCrossSells.price_cents })
    .from(jobCrossSells)
    .innerJoin(crossSells, eq(crossSells.id, jobCrossSells.cross_sell_id))
    .where(and(eq(jobCrossSells.organization_id, scope.organization_id), eq(jobCrossSells.job_id, scope.id)))
    .orderBy(asc(crossSells.name));
}

/** The invoice (not voided) that bills the job, if one does. */
export async function invoiceOfJob(db: Db, scope: Scope) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoice_id))
    .where(
      and(
        eq(invoiceLines.organization_id, scope.organization_id),
        eq(invoiceLines.job_id, scope.id),
        sql`${invoices.status} <> 'void'`,
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(1);
  return row ?? null;
}

export async function replaceCrossSellsDone(
  db: Db,
  scope: Scope,
  rows: readonly { cross_sell_id: number; price_cents: number }[],
) {
  await db
    .delete(jobCrossSells)
    .where(and(eq(jobCrossSells.organization_id, scope.organization_id), eq(jobCrossSells.job_id, scope.id)));
  if (rows.length)
    await db
      .insert(jobCrossSells)
      .values(rows.map((row) => ({ ...row, organization_id: scope.organization_id, job_id: scope.id })));
}

export async function clientPhoneOf(db: Db, scope: { organization_id: number; client_id: number | null }) {
  if (!scope.client_id) return null;
  const [row] = await db
    .select({ phone: clients.phone })
    .from(clients)
    .where(and(eq(clients.organization_id, scope.organization_id), eq(clients.id, scope.client_id)));
  return row?.phone ?? null;
}

/** The last route position a tech (or the unassigned column) has on a day, to append after it. */
export async function lastRoutePosition(db: Db, organizationId: number, day: string, userId: number | null) {
  const [row] = await db
    .select({ last: sql<number | null>`max(${jobs.route_position})` })
    .from(jobs)
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        eq(jobs.service_date, day),
        userId === null ? isNull(jobs.assigned_user_id) : eq(jobs.assigned_user_id, userId),
      ),
    );
  return row?.last ?? 0;
}

/** The most jobs any one tech has on a day (spec §9's max_jobs). */
export async function mostJobsOfOneTech(db: Db, organizationId: number, day: string) {
  const result = await db.execute(sql`
    select max(per_tech.count)::int as most from (
      select count(*) as count from ${jobs}
      where ${jobs.organization_id} = ${organizationId} and ${jobs.service_date} = ${day}
        and ${jobs.assigned_user_id} is not null and ${jobs.status} <> 'cancelled'
      group by ${jobs.assigned_user_id}
    ) per_tech`);
  return (result as { rows: { most: number | null }[] }).rows[0]?.most ?? 0;
}
