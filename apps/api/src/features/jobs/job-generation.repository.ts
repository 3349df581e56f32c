/** What job generation reads (subscriptions with their plans, days and add-ons; jobs already made) and writes. */
import type { JobOnRecord, PlannedSubscription, ServiceFrequency, PriceBasis } from '@employee-portal/core';
import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { crossSells } from '../cross-sells/cross-sells.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import {
  subscriptionCrossSells,
  subscriptionServiceDays,
  subscriptions,
} from '../subscriptions/subscriptions.table.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { jobEvents, jobHorizons, jobs } from './jobs.table.ts';

export interface SubscriptionToPlan extends PlannedSubscription {
  id: number;
  kind: 'residential' | 'commercial';
  client_id: number | null;
  client_location_id: number | null;
  commercial_customer_id: number | null;
  commercial_location_id: number | null;
  assigned_user_id: number | null;
  price_cents: number;
  price_basis: PriceBasis;
  custom_days_per_week: number | null;
  every_visit_cross_sells_cents: number;
}

const INSERT_BATCH = 5000;

/** Subscriptions that may still plan visits (all of them, or the ones named), with what planning needs. */
export async function subscriptionsToPlan(
  db: Db,
  organizationId: number,
  only: readonly number[] | null,
): Promise<SubscriptionToPlan[]> {
  const scope = and(
    eq(subscriptions.organization_id, organizationId),
    only ? inArray(subscriptions.id, [...only]) : sql`${subscriptions.status} <> 'cancelled'`,
  );
  if (only && only.length === 0) return [];
  // One after another: inside a transaction they share one connection.
  const rows = await db
    .select({
      subscription: subscriptions,
      frequency: servicePlans.frequency,
      custom_days_per_week: servicePlans.custom_days_per_week,
      price_basis: servicePlans.price_basis,
    })
    .from(subscriptions)
    .innerJoin(servicePlans, eq(servicePlans.id, subscriptions.service_plan_id))
    .where(scope);
  const days = await db
    .select({
      subscription_id: subscriptionServiceDays.subscription_id,
      service_type: subscriptionServiceDays.service_type,
      start_date: subscriptionServiceDays.start_date,
    })
    .from(subscriptionServiceDays)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionServiceDays.subscription_id))
    .where(scope);
  const addOns = await db
    .select({
      subscription_id: subscriptionCrossSells.subscription_id,
      cents: sql<number>`sum(${subscriptionCrossSells.price_cents})::int`,
    })
    .from(subscriptionCrossSells)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCrossSells.subscription_id))
    .innerJoin(crossSells, eq(crossSells.id, subscriptionCrossSells.cross_sell_id))
    .where(and(scope, eq(crossSells.frequency, 'every_visit')))
    .groupBy(subscriptionCrossSells.subscription_id);
  const daysOf = new Map<number, typeof days>();
  for (const day of days) daysOf.set(day.subscription_id, [...(daysOf.get(day.subscription_id) ?? []), day]);
  const addOnCents = new Map(addOns.map((row) => [row.subscription_id, row.cents]));
  return rows.map(({ subscription, frequency, custom_days_per_week, price_basis }) => ({
    id: subscription.id,
    kind: subscription.kind,
    status: subscription.status,
    start_date: subscription.start_date,
    frequency: frequency as ServiceFrequency,
    custom_days_per_week,
    price_basis,
    service_days: (daysOf.get(subscription.id) ?? []).map(({ service_type, start_date }) => ({
      service_type,
      start_date,
    })),
    pause:
      subscription.pause_from && subscription.pause_to
        ? { from: subscription.pause_from, to: subscription.pause_to }
        : null,
    client_id: subscription.client_id,
    client_location_id: subscription.client_location_id,
    commercial_customer_id: subscription.commercial_customer_id,
    commercial_location_id: subscription.commercial_location_id,
    assigned_user_id: subscription.assigned_user_id,
    price_cents: subscription.price_cents,
    every_visit_cross_sells_cents: addOnCents.get(subscription.id) ?? 0,
  }));
}

/** A subscription's scheduled jobs from `today` on (by planned or actual day), locked for the rewrite. */
export async function scheduledJobsFrom(db: Db, organizationId: number, subscriptionId: number, today: string) {
  const rows = await db
    .select({
      id: jobs.id,
      planned_date: jobs.planned_date,
      service_date: jobs.service_date,
      status: jobs.status,
      is_manual: jobs.is_manual,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        eq(jobs.subscription_id, subscriptionId),
        inArray(jobs.origin, ['recurring', 'one_time']),
        or(gte(jobs.planned_date, today), gte(jobs.service_date, today)),
      ),
    )
    .orderBy(jobs.planned_date, jobs.id)
    .for('update');
  return rows.map((row): JobOnRecord => ({ ...row, planned_date: row.planned_date ?? row.service_date }));
}

/** The (subscription, planned day) pairs already made within a window: generation fills only the gaps. */
export async function plannedDaysTaken(db: Db, organizationId: number, window: { from: string; to: string }) {
  const rows = await db
    .select({ subscription_id: jobs.subscription_id, planned_date: jobs.planned_date })
    .from(jobs)
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        inArray(jobs.origin, ['recurring', 'one_time']),
        gte(jobs.planned_date, window.from),
        lte(jobs.planned_date, window.to),
      ),
    );
  return new Set(rows.map((row) => `${row.subscription_id}:${row.planned_date}`));
}

export type NewJob = typeof jobs.$inferInsert;

/**
 * Inserts in batches, each batch one JSON parameter unpacked by the database (a multi-row VALUES list would send
 * fourteen parameters a job). A job another instance made a moment ago is skipped by the unique index, not duplicated.
 */
export async function insertPlannedJobs(db: Db, rows: readonly NewJob[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH).map((row) => ({
      ...row,
      created_at: (row.created_at ?? new Date()).toISOString(),
      updated_at: (row.updated_at ?? new Date()).toISOString(),
    }));
    const result = await db.execute(sql`
      insert into ${jobs} (organization_id, kind, origin, subscription_id, client_id, client_location_id,
        commercial_customer_id, commercial_location_id, planned_date, service_date, assigned_user_id, price_cents,
        created_at, updated_at)
      select organization_id, kind, origin, subscription_id, client_id, client_location_id, commercial_customer_id,
        commercial_location_id, planned_date, service_date, assigned_user_id, price_cents, created_at, updated_at
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as planned(organization_id int, kind text, origin text,
        subscription_id int, client_id int, client_location_id int, commercial_customer_id int,
        commercial_location_id int, planned_date date, service_date date, assigned_user_id int, price_cents int,
        created_at timestamptz, updated_at timestamptz)
      on conflict do nothing`);
    inserted +=
      (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as unknown as { affectedRows?: number }).affectedRows ??
      0;
  }
  return inserted;
}

const stillUntouched = sql`${jobs.status} = 'scheduled' and not ${jobs.is_manual}`;

export async function updateUntouchedJobs(
  db: Db,
  organizationId: number,
  ids: readonly number[],
  values: { assigned_user_id: number | null; price_cents: number },
  now: Date,
) {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ ...values, updated_at: now })
    .where(and(eq(jobs.organization_id, organizationId), inArray(jobs.id, [...ids]), stillUntouched));
}

export async function deleteUntouchedJobs(db: Db, organizationId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .delete(jobs)
    .where(and(eq(jobs.organization_id, organizationId), inArray(jobs.id, [...ids]), stillUntouched))
    .returning({ id: jobs.id, service_date: jobs.service_date });
}

/** Every organization gets its row, so the pass can claim (lock) it. */
export async function ensureJobHorizons(db: Db) {
  await db.execute(
    sql`insert into ${jobHorizons} (organization_id) select id from ${organizations} on conflict do nothing`,
  );
}

export async function recordPassRun(
  db: Db,
  organizationId: number,
  run: { today: string; generated_through: string; now: Date },
) {
  await db
    .update(jobHorizons)
    .set({ last_run_on: run.today, generated_through: run.generated_through, updated_at: run.now })
    .where(eq(jobHorizons.organization_id, organizationId));
}

/** Past days never silently change: an open job whose day has ended becomes missed, with a line in its history. */
export async function markMissedJobs(db: Db, scope: { organization_id: number; today: string; now: Date }) {
  const missed = await db
    .update(jobs)
    .set({ status: 'missed', updated_at: scope.now })
    .where(
      and(
        eq(jobs.organization_id, scope.organization_id),
        lt(jobs.service_date, scope.today),
        inArray(jobs.status, ['scheduled', 'on_the_way', 'in_progress']),
      ),
    )
    .returning({ id: jobs.id });
  if (missed.length === 0) return 0;
  await db.insert(jobEvents).values(
    missed.map((job) => ({
      organization_id: scope.organization_id,
      job_id: job.id,
      action: 'missed',
      summary: 'Missed: the day ended before the visit was done',
      created_at: scope.now,
    })),
  );
  return missed.length;
}

/** One organization whose nightly pass has not run for its today, locked so no other instance takes it too. */
export async function claimDueOrganization(db: Db, now: Date) {
  const result = await db.execute(sql`
    select h.organization_id, o.time_zone
    from ${jobHorizons} h
    join ${organizations} o on o.id = h.organization_id
    where h.last_run_on is null or h.last_run_on < (${now.toISOString()}::timestamptz at time zone o.time_zone)::date
    order by h.organization_id
    limit 1
    for update of h skip locked`);
  return (result as { rows: { organization_id: number; time_zone: string }[] }).rows[0] ?? null;
}

/** Asks the next pass to run for an organization again today (its horizon or working days changed). */
export async function requestJobGeneration(db: Db, organizationId: number) {
  await db
    .insert(jobHorizons)
    .values({ organization_id: organizationId, last_run_on: null })
    .onConflictDoUpdate({ target: jobHorizons.organization_id, set: { last_run_on: null } });
}

/**
 * A tech who leaves hands back the open jobs they still hold from today on (moved or reassigned by hand, which the
 * schedule no longer rewrites): they go to the board's unassigned column. Answers the days touched.
 */
export async function unassignOpenJobsOf(
  db: Db,
  scope: { organization_id: number; today: string; now: Date; user_id: number; actor_user_id: number | null },
) {
  const released = await db
    .update(jobs)
    .set({ assigned_user_id: null, route_position: null, updated_at: scope.now })
    .where(
      and(
        eq(jobs.organization_id, scope.organization_id),
        eq(jobs.assigned_user_id, scope.user_id),
        gte(jobs.service_date, scope.today),
        inArray(jobs.status, ['scheduled', 'on_the_way', 'in_progress']),
      ),
    )
    .returning({ id: jobs.id, service_date: jobs.service_date });
  if (released.length)
    await db.insert(jobEvents).values(
      released.map((job) => ({
        organization_id: scope.organization_id,
        job_id: job.id,
        actor_user_id: scope.actor_user_id,
        action: 'reassigned',
        summary: 'Unassigned: the tech was deactivated',
        created_at: scope.now,
      })),
    );
  return [...new Set(released.map((job) => job.service_date))];
}
