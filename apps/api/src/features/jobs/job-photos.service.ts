/**
 * Photos of a visit (issue 14): the tech photographs the finished yard or the locked gate from the phone; the bytes go
 * to the storage provider under an unguessable key, the row says which job they belong to. The office sees them in
 * the job's lightbox and the client's 'completed' message links them.
 */
import { randomBytes } from 'node:crypto';
import { imageBytesMatch, messages, parseImageDataUrl, type JobPhotoUploadBody } from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { FileStorage } from '../../platform/providers/storage/file-storage.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import { announceJobChanges, dispatches, eventBy, openOrRefuse, workableOrNotFound } from './job-access.ts';
import { deleteJobPhoto, findJobPhoto, findJobPhotoById, insertJobPhoto } from './job-photos.repository.ts';
import { checkJobPhotoLink, photoWire } from '../../platform/http/job-photo-links.ts';
import { lockJob, recordJobEvents } from './jobs.repository.ts';

const storageKeyOf = (key: string) => `job-photos/${key}`;

/** Stores a photo's bytes under a new unguessable key and answers the key (the job_photos row's storage_key). */
export async function storeJobPhotoFile(storage: FileStorage, bytes: Buffer, contentType: string) {
  const key = randomBytes(20).toString('hex');
  await storage.put(storageKeyOf(key), bytes, contentType);
  return key;
}
const photoNotFound = () => notFound('This photo does not exist.');

const KIND_LABEL = { completion: 'Photo of the visit added', skip: 'Photo of the skip added' } as const;

export async function uploadJobPhoto(deps: AppDeps, member: MemberContext, jobId: number, body: JobPhotoUploadBody) {
  const parsed = parseImageDataUrl(body.image);
  if (!parsed) throw validationFailed({ image: [messages.imageType] });
  const bytes = Buffer.from(parsed.base64, 'base64');
  if (!imageBytesMatch(bytes, parsed.content_type)) throw validationFailed({ image: [messages.imageType] });

  const organizationId = member.organization.id;
  const scope = { organization_id: organizationId, id: jobId };
  // Checked before the upload so a stranger's request stores nothing; checked again under the lock below.
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const job = workableOrNotFound(member, await lockJob(tx, scope));
    // A tech adds photos while the visit is open; the office may add one to a closed visit afterwards.
    if (!dispatches(member)) openOrRefuse(job);
  });
  const key = await storeJobPhotoFile(deps.storage, bytes, parsed.content_type);
  try {
    const { photo, day } = await deps.db.transaction(async (tx) => {
      const job = workableOrNotFound(member, await lockJob(tx, scope));
      if (!dispatches(member)) openOrRefuse(job);
      const row = await insertJobPhoto(tx, {
        organization_id: organizationId,
        job_id: jobId,
        kind: body.kind,
        storage_key: key,
        content_type: parsed.content_type,
        byte_size: bytes.length,
        created_at: now,
      });
      await recordJobEvents(tx, [eventBy(member, jobId, 'photo_added', KIND_LABEL[body.kind], now)]);
      return { photo: row, day: job.service_date };
    });
    await announceJobChanges(deps, organizationId, [day]);
    return { photo: photoWire(deps, photo) };
  } catch (error) {
    // The row never came: the stored bytes would be reachable by nobody, so they go too.
    await deps.storage.delete(storageKeyOf(key)).catch(() => undefined);
    throw error;
  }
}

/** A photo taken by mistake comes off while the visit is still open (or by the office at any time). */
export async function removeJobPhoto(deps: AppDeps, member: MemberContext, jobId: number, photoId: number) {
  const organizationId = member.organization.id;
  const now = deps.clock.now();
  const { key, day } = await deps.db.transaction(async (tx) => {
    const job = workableOrNotFound(member, await lockJob(tx, { organization_id: organizationId, id: jobId }));
    if (!dispatches(member)) openOrRefuse(job);
    const photo = await findJobPhoto(tx, { organization_id: organizationId, job_id: jobId, id: photoId });
    if (!photo) throw photoNotFound();
    await deleteJobPhoto(tx, { organization_id: organizationId, id: photo.id });
    await recordJobEvents(tx, [eventBy(member, jobId, 'photo_removed', 'Photo removed', now)]);
    return { key: photo.storage_key, day: job.service_date };
  });
  await deps.storage.delete(storageKeyOf(key));
  await announceJobChanges(deps, organizationId, [day]);
}

async function photoFile(deps: AppDeps, row: { storage_key: string; content_type: string } | null) {
  if (!row) throw photoNotFound();
  const file = await deps.storage.get(storageKeyOf(row.storage_key));
  if (!file) throw photoNotFound();
  return { bytes: file.bytes, content_type: row.content_type };
}

/** For a signed-in member: a photo of their own organization's jobs only (another's is not found). */
export async function jobPhotoForMember(deps: AppDeps, member: MemberContext, id: number) {
  return photoFile(deps, await findJobPhotoById(deps.db, { organization_id: member.organization.id, id }));
}

/** By a signed address: the signature names the photo, so no organization is asked for. */
export async function jobPhotoByLink(
  deps: AppDeps,
  id: number,
  link: { expires?: string | undefined; signature?: string | undefined },
) {
  const check = checkJobPhotoLink(deps.config, id, link, deps.clock.now());
  if (!check.valid && check.reason === 'expired')
    throw refusal(410, 'link_expired', 'This photo link has expired. Ask the business for a new one.');
  if (!check.valid) throw photoNotFound();
  return { ...(await photoFile(deps, await findJobPhotoById(deps.db, { id }))), expiresAt: check.expiresAt };
}
