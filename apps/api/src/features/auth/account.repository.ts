import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/identity/users.table.ts';
import { emailChanges } from '../../platform/identity/auth.table.ts';

/** Only the newest confirmation link works: a new request ends every older one of the user. */
export async function replaceEmailChanges(db: Db, values: typeof emailChanges.$inferInsert & { created_at: Date }) {
  await voidEmailChanges(db, values.user_id, values.created_at);
  await db.insert(emailChanges).values(values);
}

export async function voidEmailChanges(db: Db, userId: number, now: Date) {
  await db
    .update(emailChanges)
    .set({ used_at: now })
    .where(and(eq(emailChanges.user_id, userId), isNull(emailChanges.used_at)));
}

export async function consumeEmailChange(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChanges)
    .set({ used_at: now })
    .where(and(eq(emailChanges.token_hash, tokenHash), isNull(emailChanges.used_at), gt(emailChanges.expires_at, now)))
    .returning({ user_id: emailChanges.user_id, new_email: emailChanges.new_email });
  return row ?? null;
}

export async function updateEmail(db: Db, userId: number, email: string, now: Date) {
  await db.update(users).set({ email, updated_at: now }).where(eq(users.id, userId));
}

export async function setTwoFactor(db: Db, userId: number, enabled: boolean, now: Date) {
  await db.update(users).set({ two_factor: enabled, updated_at: now }).where(eq(users.id, userId));
}
