import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/identity/users.table.ts';
import { userAvatars } from './staff.table.ts';

export async function saveAvatar(
  db: Db,
  values: { user_id: number; key: string; content_type: string; bytes: Buffer; updated_at: Date },
) {
  const { user_id: _user, ...changes } = values;
  await db.insert(userAvatars).values(values).onConflictDoUpdate({ target: userAvatars.user_id, set: changes });
  await db
    .update(users)
    .set({ avatar_url: `/api/avatars/${values.key}`, updated_at: values.updated_at })
    .where(eq(users.id, values.user_id));
}

export async function removeAvatar(db: Db, userId: number, now: Date) {
  await db.delete(userAvatars).where(eq(userAvatars.user_id, userId));
  await db.update(users).set({ avatar_url: null, updated_at: now }).where(eq(users.id, userId));
}

export async function findAvatarByKey(db: Db, key: string) {
  const [row] = await db
    .select({ content_type: userAvatars.content_type, bytes: userAvatars.bytes })
    .from(userAvatars)
    .where(eq(userAvatars.key, key));
  return row ?? null;
}

export async function findAvatarOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ content_type: userAvatars.content_type, bytes: userAvatars.bytes })
    .from(userAvatars)
    .where(eq(userAvatars.user_id, userId));
  return row ?? null;
}
