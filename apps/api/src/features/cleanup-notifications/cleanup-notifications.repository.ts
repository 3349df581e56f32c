import type { CleanupNotificationKind, CleanupNotificationStatus } from '@employee-portal/core';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../commercial/commercial.table.ts';
import { jobPhotos, jobs, skipReasons } from '../jobs/jobs.table.ts';
import { cleanupNotifications } from './cleanup-notifications.table.ts';

/** Who hears about each visit and what the message needs: the client's channels, the address, tech and skip reason. */
export async function recipientsOfJobs(db: Db, organizationId: number, jobIds: readonly number[]) {
  if (jobIds.length === 0) return [];
  return db
    .select({
      job_id: jobs.id,
      client_id: jobs.client_id,
      email: sql<string | null>`coalesce(${clients.email}, ${commercialCustomers.billing_email})`,
      phone: sql<string | null>`coalesce(${clients.phone}, ${commercialCustomers.billing_phone})`,
      // A commercial customer has only billing contacts: e-mail is the channel it can be reached on.
      preferred_channel: sql<'email' | 'sms' | 'both' | 'none'>`coalesce(${clients.preferred_channel}, 'email')`,
      address: sql<string>`coalesce(${clientLocations.address_line1}, ${commercialLocations.address_line1}, '')`,
      tech_first_name: users.first_name,
      skip_reason: skipReasons.name,
      skip_note: jobs.skip_note,
    })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.client_id))
    .leftJoin(clientLocations, eq(clientLocations.id, jobs.client_location_id))
    .leftJoin(commercialCustomers, eq(commercialCustomers.id, jobs.commercial_customer_id))
    .leftJoin(commercialLocations, eq(commercialLocations.id, jobs.commercial_location_id))
    .leftJoin(users, eq(users.id, jobs.assigned_user_id))
    .leftJoin(skipReasons, eq(skipReasons.id, jobs.skip_reason_id))
    .where(and(eq(jobs.organization_id, organizationId), inArray(jobs.id, [...jobIds])))
    .orderBy(asc(jobs.id));
}

export async function photoIdsOfJob(db: Db, organizationId: number, jobId: number) {
  const rows = await db
    .select({ id: jobPhotos.id })
    .from(jobPhotos)
    .where(
      and(eq(jobPhotos.organization_id, organizationId), eq(jobPhotos.job_id, jobId), eq(jobPhotos.kind, 'completion')),
    )
    .orderBy(asc(jobPhotos.id));
  return rows.map((row) => row.id);
}

export async function recordCleanupNotifications(db: Db, rows: (typeof cleanupNotifications.$inferInsert)[]) {
  if (rows.length) await db.insert(cleanupNotifications).values(rows);
}

export interface NotificationFilter {
  time_zone: string;
  date_from?: string;
  date_to?: string;
  kind?: CleanupNotificationKind;
  channel?: 'email' | 'sms';
  status?: CleanupNotificationStatus;
  search?: string;
  sort: string;
}

const clientName = sql<string>`coalesce(${clients.first_name} || ' ' || ${clients.last_name}, ${commercialCustomers.company_name}, '')`;
/** The day a message went out, in the organization's zone: the report's dates are its calendar days. */
const sentDay = (timeZone: string) => sql`(${cleanupNotifications.created_at} at time zone ${timeZone})::date`;

function notificationCondition(organizationId: number, filter: NotificationFilter) {
  const pattern = filter.search ? containsPattern(filter.search.toLowerCase()) : null;
  return and(
    eq(cleanupNotifications.organization_id, organizationId),
    filter.date_from ? sql`${sentDay(filter.time_zone)} >= ${filter.date_from}::date` : undefined,
    filter.date_to ? sql`${sentDay(filter.time_zone)} <= ${filter.date_to}::date` : undefined,
    filter.kind ? eq(cleanupNotifications.kind, filter.kind) : undefined,
    filter.channel ? eq(cleanupNotifications.channel, filter.channel) : undefined,
    filter.status ? eq(cleanupNotifications.status, filter.status) : undefined,
    pattern
      ? or(sql`lower(${clientName}) like ${pattern}`, sql`lower(${cleanupNotifications.recipient}) like ${pattern}`)
      : undefined,
  );
}

const orderOf = (sort: string): SQL[] => {
  if (sort === 'client') return [asc(sql`lower(${clientName})`), desc(cleanupNotifications.id)];
  if (sort === '-client') return [desc(sql`lower(${clientName})`), desc(cleanupNotifications.id)];
  if (sort === 'created_at') return [asc(cleanupNotifications.created_at), asc(cleanupNotifications.id)];
  return [desc(cleanupNotifications.created_at), desc(cleanupNotifications.id)];
};

/** Each message with its job and the job's client (residential) or customer (commercial), whose name it shows. */
const withJobAndClient = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(jobs, eq(jobs.id, cleanupNotifications.job_id))
    .leftJoin(clients, eq(clients.id, jobs.client_id))
    .leftJoin(commercialCustomers, eq(commercialCustomers.id, jobs.commercial_customer_id));

/** The sent messages for the report, newest first unless sorted otherwise; one page when `page` is given. */
export async function listCleanupNotifications(
  db: Db,
  organizationId: number,
  filter: NotificationFilter,
  page?: { limit: number; offset: number },
) {
  const where = notificationCondition(organizationId, filter);
  const base = withJobAndClient(
    db
      .select({
        id: cleanupNotifications.id,
        created_at: cleanupNotifications.created_at,
        client_id: jobs.client_id,
        client_name: clientName,
        job_id: cleanupNotifications.job_id,
        service_date: jobs.service_date,
        kind: cleanupNotifications.kind,
        channel: cleanupNotifications.channel,
        recipient: cleanupNotifications.recipient,
        status: cleanupNotifications.status,
        error: cleanupNotifications.error,
      })
      .from(cleanupNotifications)
      .$dynamic(),
  )
    .where(where)
    .orderBy(...orderOf(filter.sort));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const total = page
    ? ((await withJobAndClient(db.select({ total: count() }).from(cleanupNotifications).$dynamic()).where(where))[0]
        ?.total ?? 0)
    : rows.length;
  return { rows, total };
}
