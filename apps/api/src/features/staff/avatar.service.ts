import { randomBytes } from 'node:crypto';
import { MAX_AVATAR_BYTES, messages, parseImageDataUrl, type AvatarContentType } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import { findAvatarByKey, findAvatarOfUser, removeAvatar, saveAvatar } from './avatar.repository.ts';
import { isProfileLocked, loadStaff, staffDetail } from './staff.service.ts';

/** The file's own first bytes must say what the data URL claims: a browser trusts the content type we serve. */
const SIGNATURES: Record<AvatarContentType, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** A picture is part of the person's own profile: see isProfileLocked. */
async function loadChangeablePicture(deps: AppDeps, member: MemberContext, id: number) {
  const row = await loadStaff(deps.db, member, id);
  if (await isProfileLocked(deps.db, member, row)) throw validationFailed({ image: [messages.sharedProfilePicture] });
  return row;
}

export async function uploadAvatar(deps: AppDeps, member: MemberContext, id: number, image: string) {
  const row = await loadChangeablePicture(deps, member, id);
  const parsed = parseImageDataUrl(image);
  if (!parsed) throw validationFailed({ image: [messages.imageType] });
  const bytes = Buffer.from(parsed.base64, 'base64');
  if (bytes.length > MAX_AVATAR_BYTES) throw validationFailed({ image: [messages.imageTooLarge] });
  if (!SIGNATURES[parsed.content_type](bytes)) throw validationFailed({ image: [messages.imageType] });
  // A new key per upload: the old address stops working and caches never show a stale picture.
  await deps.db.transaction((tx) =>
    saveAvatar(tx, {
      user_id: row.user.id,
      key: randomBytes(16).toString('hex'),
      content_type: parsed.content_type,
      bytes,
      updated_at: deps.clock.now(),
    }),
  );
  return staffDetail(deps, member, id);
}

export async function deleteAvatar(deps: AppDeps, member: MemberContext, id: number) {
  const row = await loadChangeablePicture(deps, member, id);
  await deps.db.transaction((tx) => removeAvatar(tx, row.user.id, deps.clock.now()));
  return staffDetail(deps, member, id);
}

export async function avatarByKey(deps: AppDeps, key: string) {
  const avatar = await findAvatarByKey(deps.db, key);
  if (!avatar) throw notFound('Picture not found.');
  return avatar;
}

export async function avatarOfStaff(deps: AppDeps, member: MemberContext, id: number) {
  const row = await loadStaff(deps.db, member, id);
  const avatar = await findAvatarOfUser(deps.db, row.user.id);
  if (!avatar) throw notFound('Picture not found.');
  return avatar;
}
