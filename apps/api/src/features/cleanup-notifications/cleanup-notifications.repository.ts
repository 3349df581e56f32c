import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

export async function photoKeysOfJob(db: Db, organizationId: number, jobId: number) {
  const rows = await db
    .select({ storage_key: jobPhotos.storage_key })
    .from(jobPhotos)
    .where(
      and(eq(jobPhotos.organization_id, organizationId), eq(jobPhotos.job_id, jobId), eq(jobPhotos.kind, 'completion')),
    )
    .orderBy(asc(jobPhotos.id));
  return rows.map((row) => row.storage_key);
}

export async function recordCleanupNotifications(db: Db, rows: (typeof cleanupNotifications.$inferInsert)[]) {
  if (rows.length) await db.insert(cleanupNotifications).values(rows);
}
