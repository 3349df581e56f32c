/** What the tech's day reads beyond the job rows: the clients' phones and the photos of the day's stops. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { clients } from '../clients/clients.table.ts';
import { jobPhotos } from './jobs.table.ts';

export async function clientPhones(db: Db, organizationId: number, clientIds: readonly number[]) {
  if (clientIds.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({ id: clients.id, phone: clients.phone })
    .from(clients)
    .where(and(eq(clients.organization_id, organizationId), inArray(clients.id, [...clientIds])));
  return new Map(rows.map((row) => [row.id, row.phone]));
}

export async function photosOfJobs(db: Db, organizationId: number, jobIds: readonly number[]) {
  if (jobIds.length === 0) return [];
  return db
    .select()
    .from(jobPhotos)
    .where(and(eq(jobPhotos.organization_id, organizationId), inArray(jobPhotos.job_id, [...jobIds])))
    .orderBy(asc(jobPhotos.id));
}
