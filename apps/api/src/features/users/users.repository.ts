import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from './users.table.ts';

/** One key replaced in place: concurrent saves of different keys do not overwrite each other. */
export async function saveUserSetting(db: Db, userId: number, key: string, value: string) {
  const [row] = await db
    .update(users)
    .set({ settings: sql`${users.settings} || jsonb_build_object(${key}::text, ${value}::text)` })
    .where(eq(users.id, userId))
    .returning({ settings: users.settings });
  return row?.settings ?? {};
}
