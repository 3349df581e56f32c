/**
 * The dashboard's stored aggregates (dashboard.table.ts): client lifecycles, per-tech daily work and client service
 * days. Each is recomputed from its source rows for just the client or tech-day a change touched, inside the
 * caller's transaction, so a figure never drifts from the subscriptions and jobs it summarises.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { rebuildSalesDays, takeTurns } from './sales-store.repository.ts';

/**
 * The subscriptions a client's lifecycle is made of: one cancelled for a reason that does not count as churn
 * ('Entered by mistake') is left out, as if never entered, so it makes no one new, active or lost.
 */
const countsForClients = sql.raw(
  'not exists (select 1 from cancel_reasons r where r.id = subscriptions.cancel_reason_id and not r.counts_as_churn)',
);

const sameClient = (clientId: number | null, commercialCustomerId: number | null): SQL =>
  clientId !== null
    ? sql`client_id = ${clientId}`
    : commercialCustomerId !== null
      ? sql`commercial_customer_id = ${commercialCustomerId}`
      : sql`false`;

/** The start, end and last cancel reason of the client (or commercial customer) a subscription belongs to. */
export async function refreshClientLifecycleOfSubscription(db: Db, scope: { organization_id: number; id: number }) {
  // Read on the driver directly: this module sits below the jobs and subscriptions features and imports no feature.
  const result = (await db.execute(sql`
    select kind, client_id, commercial_customer_id from subscriptions
    where organization_id = ${scope.organization_id} and id = ${scope.id}`)) as unknown as {
    rows: { kind: string; client_id: number | null; commercial_customer_id: number | null }[];
  };
  const owner = result.rows[0];
  if (!owner) return;
  const clientId = owner.kind === 'residential' ? owner.client_id : null;
  const customerId = owner.kind === 'commercial' ? owner.commercial_customer_id : null;
  if (clientId === null && customerId === null) return;
  await takeTurns(db, `client_lifecycle:${scope.organization_id}:${owner.kind}:${clientId ?? customerId}`);
  const owned = sameClient(clientId, customerId);
  await db.execute(sql`
    delete from client_lifecycles where organization_id = ${scope.organization_id} and kind = ${owner.kind} and ${owned}`);
  await db.execute(sql`
    insert into client_lifecycles (organization_id, kind, client_id, commercial_customer_id, start_day, end_day,
      last_cancel_reason_id)
    select ${scope.organization_id}, ${owner.kind}, ${clientId}::int, ${customerId}::int, min(start_date),
      case when bool_and(cancelled_on is not null) then max(cancelled_on) end,
      (array_agg(cancel_reason_id order by cancelled_on desc nulls first, id desc))[1]
    from subscriptions
    where organization_id = ${scope.organization_id} and kind = ${owner.kind} and ${owned} and ${countsForClients}
    having count(*) > 0`);
}

/**
 * Every client with a subscription cancelled for the reason, refreshed: call it in the transaction that changes
 * whether the reason counts as churn.
 */
export async function refreshClientLifecyclesOfCancelReason(db: Db, reason: { organization_id: number; id: number }) {
  const result = (await db.execute(sql`
    select min(id) as id from subscriptions
    where organization_id = ${reason.organization_id} and cancel_reason_id = ${reason.id}
    group by kind, client_id, commercial_customer_id`)) as unknown as { rows: { id: number }[] };
  for (const row of result.rows)
    await refreshClientLifecycleOfSubscription(db, { organization_id: reason.organization_id, id: Number(row.id) });
}

export interface CompletedWorkChange {
  service_date: string;
  assigned_user_id: number | null;
  client_id: number | null;
  commercial_customer_id: number | null;
}

/**
 * Recounts what the named visits touch (their tech's day, their client's service day) from the completed jobs:
 * call it in the transaction that completes a job, or that changes or removes a completed one.
 */
export async function refreshCompletedWork(db: Db, organizationId: number, visits: readonly CompletedWorkChange[]) {
  const techDays = new Map(visits.map((visit) => [`${visit.assigned_user_id}:${visit.service_date}`, visit]));
  for (const visit of techDays.values()) await refreshTechDay(db, organizationId, visit);
  const clientDays = new Map(
    visits.map((visit) => [`${visit.client_id}:${visit.commercial_customer_id}:${visit.service_date}`, visit]),
  );
  for (const visit of clientDays.values()) await refreshClientServiceDay(db, organizationId, visit);
}

async function refreshTechDay(db: Db, organizationId: number, visit: CompletedWorkChange) {
  const tech = visit.assigned_user_id;
  await takeTurns(db, `tech_day:${organizationId}:${tech}:${visit.service_date}`);
  const sameTech = (column: string) =>
    tech === null ? sql`${sql.raw(column)} is null` : sql`${sql.raw(column)} = ${tech}`;
  await db.execute(sql`
    delete from tech_day_summaries
    where organization_id = ${organizationId} and service_date = ${visit.service_date}::date and ${sameTech('user_id')}`);
  await db.execute(sql`
    insert into tech_day_summaries (organization_id, service_date, user_id, completed_jobs, clients)
    select ${organizationId}, ${visit.service_date}::date, ${tech}::int, sum(visits), count(*)
    from (
      select client_id, commercial_customer_id, count(*) as visits from jobs
      where organization_id = ${organizationId} and service_date = ${visit.service_date}::date
        and status = 'completed' and ${sameTech('assigned_user_id')}
      group by 1, 2
    ) served
    having count(*) > 0`);
}

async function refreshClientServiceDay(db: Db, organizationId: number, visit: CompletedWorkChange) {
  const owned = sameClient(visit.client_id, visit.commercial_customer_id);
  await takeTurns(db, `client_days:${organizationId}:${visit.client_id}:${visit.commercial_customer_id}`);
  await db.execute(sql`
    delete from client_service_days
    where organization_id = ${organizationId} and ${owned} and service_date = ${visit.service_date}::date`);
  await db.execute(sql`
    insert into client_service_days (organization_id, client_id, commercial_customer_id, service_date)
    select ${organizationId}, ${visit.client_id}::int, ${visit.commercial_customer_id}::int, ${visit.service_date}::date
    where exists (
      select 1 from jobs where organization_id = ${organizationId} and ${owned}
        and service_date = ${visit.service_date}::date and status = 'completed')`);
  // The day after it (if any) now follows another day: each day's previous day is set again from the days left.
  await db.execute(sql`
    update client_service_days days set previous_date = chain.previous_date
    from (
      select id, lag(service_date) over (order by service_date) as previous_date from client_service_days
      where organization_id = ${organizationId} and ${owned}
    ) chain
    where days.id = chain.id and days.previous_date is distinct from chain.previous_date`);
}

/**
 * The stored aggregates of one organization rebuilt from its subscriptions, completed jobs and finalized invoices:
 * for data written in bulk past the front doors (the demo seed, the benchmark). Migrations 0035 and 0036 ran the
 * same for every organization (and 0037 again where a reason that does not count as churn was already used).
 */
export async function rebuildDashboardStores(db: Db, organizationId: number) {
  await rebuildSalesDays(db, organizationId);
  for (const table of ['client_lifecycles', 'tech_day_summaries', 'client_service_days'])
    await db.execute(sql`delete from ${sql.raw(table)} where organization_id = ${organizationId}`);
  for (const [kind, column] of [
    ['residential', 'client_id'],
    ['commercial', 'commercial_customer_id'],
  ] as const)
    await db.execute(sql`
      insert into client_lifecycles (organization_id, kind, ${sql.raw(column)}, start_day, end_day,
        last_cancel_reason_id)
      select organization_id, kind, ${sql.raw(column)}, min(start_date),
        case when bool_and(cancelled_on is not null) then max(cancelled_on) end,
        (array_agg(cancel_reason_id order by cancelled_on desc nulls first, id desc))[1]
      from subscriptions
      where organization_id = ${organizationId} and kind = ${kind} and ${sql.raw(column)} is not null
        and ${countsForClients}
      group by organization_id, kind, ${sql.raw(column)}`);
  await db.execute(sql`
    insert into tech_day_summaries (organization_id, service_date, user_id, completed_jobs, clients)
    select organization_id, service_date, assigned_user_id, sum(visits), count(*)
    from (
      select organization_id, service_date, assigned_user_id, client_id, commercial_customer_id, count(*) as visits
      from jobs where organization_id = ${organizationId} and status = 'completed'
      group by 1, 2, 3, 4, 5
    ) served
    group by 1, 2, 3`);
  await db.execute(sql`
    insert into client_service_days (organization_id, client_id, commercial_customer_id, service_date, previous_date)
    select organization_id, client_id, commercial_customer_id, service_date,
      lag(service_date) over (partition by client_id, commercial_customer_id order by service_date)
    from (
      select distinct organization_id, client_id, commercial_customer_id, service_date from jobs
      where organization_id = ${organizationId} and status = 'completed'
    ) served`);
}
