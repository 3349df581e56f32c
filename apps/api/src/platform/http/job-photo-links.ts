/**
 * Addresses of job photos. The jobs feature serves them and the client's 'completed' message links them; that message
 * is sent by a feature the jobs feature calls, so the one rule lives here. An <img> and a mail client send no token,
 * so a photo's address carries its own proof: the photo id and an expiry, signed with a key derived from the server's
 * secrets key (`SECRETS_KEY`, shared by every instance). Nothing else opens a photo but a signed-in member of its
 * organization, so an address copied out of a message stops working when it expires, and a photo removed is gone
 * whatever address pointed at it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { JobPhotoKind } from '@employee-portal/core';
import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../deps.ts';
import { loadSecretsKey } from '../auth/encryption.ts';

const DAY_MS = 86_400_000;
/** How long a link in a message to a client (the visit's 'completed' e-mail or SMS) keeps working. */
export const CLIENT_PHOTO_LINK_DAYS = 30;

type KeySource = Pick<AppConfig, 'secretsKey' | 'dataDir'>;
const signingKeys = new Map<string, Buffer>();

function signingKey(config: KeySource): Buffer {
  const cacheKey = `${config.secretsKey ?? ''}|${config.dataDir}`;
  let key = signingKeys.get(cacheKey);
  if (!key) {
    // Its own key, derived: a signature never doubles as anything the secrets key seals.
    key = createHmac('sha256', loadSecretsKey(config)).update('job photo links').digest();
    signingKeys.set(cacheKey, key);
  }
  return key;
}

const signatureOf = (config: KeySource, photoId: number, expires: number) =>
  createHmac('sha256', signingKey(config)).update(`job_photo:${photoId}:${expires}`).digest('base64url');

/** The photo's address, good until `expiresAt` (whole seconds), relative to the server. */
export function signedJobPhotoPath(config: KeySource, photoId: number, expiresAt: Date): string {
  const expires = Math.ceil(expiresAt.getTime() / 1000);
  return `/api/job_photo_links/${photoId}?expires=${expires}&signature=${signatureOf(config, photoId, expires)}`;
}

/**
 * For the portal's own pages: good until the end of the next UTC day, so the address stays the same all day (the
 * browser keeps the picture) and a page left open overnight still shows it.
 */
export const memberJobPhotoPath = (config: KeySource, photoId: number, now: Date) =>
  signedJobPhotoPath(config, photoId, new Date((Math.floor(now.getTime() / DAY_MS) + 2) * DAY_MS));

/** A photo as the portal's pages get it: its address is signed, since the <img> showing it sends no token. */
export const photoWire = (deps: AppDeps, photo: { id: number; kind: JobPhotoKind; created_at: Date }) => ({
  id: photo.id,
  kind: photo.kind,
  url: memberJobPhotoPath(deps.config, photo.id, deps.clock.now()),
  created_at: photo.created_at.toISOString(),
});

/** For a message to a client: a full address, good for CLIENT_PHOTO_LINK_DAYS. */
export const clientJobPhotoUrl = (config: KeySource & Pick<AppConfig, 'publicUrl'>, photoId: number, now: Date) =>
  `${config.publicUrl}${signedJobPhotoPath(config, photoId, new Date(now.getTime() + CLIENT_PHOTO_LINK_DAYS * DAY_MS))}`;

export type PhotoLinkCheck = { valid: true; expiresAt: Date } | { valid: false; reason: 'invalid' | 'expired' };

/** Checks the signature before the expiry, so a forged address learns nothing, not even that it is late. */
export function checkJobPhotoLink(
  config: KeySource,
  photoId: number,
  link: { expires?: string | undefined; signature?: string | undefined },
  now: Date,
): PhotoLinkCheck {
  if (!link.expires || !link.signature || !/^\d{1,12}$/.test(link.expires)) return { valid: false, reason: 'invalid' };
  const expires = Number(link.expires);
  const expected = Buffer.from(signatureOf(config, photoId, expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'invalid' };
  const expiresAt = new Date(expires * 1000);
  if (expiresAt <= now) return { valid: false, reason: 'expired' };
  return { valid: true, expiresAt };
}
