/** The job_photos rows: which job a stored photo belongs to, under which unguessable key. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { jobPhotos } from './jobs.table.ts';

export async function insertJobPhoto(db: Db, values: typeof jobPhotos.$inferInsert) {
  const [row] = await db.insert(jobPhotos).values(values).returning();
  return row!;
}

export async function findJobPhoto(db: Db, scope: { organization_id: number; job_id: number; id: number }) {
  const [row] = await db
    .select()
    .from(jobPhotos)
    .where(
      and(
        eq(jobPhotos.organization_id, scope.organization_id),
        eq(jobPhotos.job_id, scope.job_id),
        eq(jobPhotos.id, scope.id),
      ),
    );
  return row ?? null;
}

/** By id, in the organization when one is named; a signed link names no organization, its signature is the proof. */
export async function findJobPhotoById(db: Db, scope: { organization_id?: number; id: number }) {
  const [row] = await db
    .select({ storage_key: jobPhotos.storage_key, content_type: jobPhotos.content_type })
    .from(jobPhotos)
    .where(
      and(
        eq(jobPhotos.id, scope.id),
        scope.organization_id === undefined ? undefined : eq(jobPhotos.organization_id, scope.organization_id),
      ),
    );
  return row ?? null;
}

export async function deleteJobPhoto(db: Db, scope: { organization_id: number; id: number }) {
  await db
    .delete(jobPhotos)
    .where(and(eq(jobPhotos.organization_id, scope.organization_id), eq(jobPhotos.id, scope.id)));
}

/** Whether the visit has a photo of the finished yard (the app settings may require one to complete it). */
export async function hasCompletionPhoto(db: Db, scope: { organization_id: number; id: number }) {
  const [photo] = await db
    .select({ id: jobPhotos.id })
    .from(jobPhotos)
    .where(
      and(
        eq(jobPhotos.organization_id, scope.organization_id),
        eq(jobPhotos.job_id, scope.id),
        eq(jobPhotos.kind, 'completion'),
      ),
    )
    .limit(1);
  return photo !== undefined;
}
