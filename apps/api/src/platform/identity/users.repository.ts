import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, users } from './users.table.ts';

/** One key replaced in place: concurrent saves of different keys do not overwrite each other. */
export async function saveUserSetting(db: Db, userId: number, key: string, value: string) {
  const [row] = await db
    .update(users)
    .set({ settings: sql`${users.settings} || jsonb_build_object(${key}::text, ${value}::text)` })
    .where(eq(users.id, userId))
    .returning({ settings: users.settings });
  return row?.settings ?? {};
}

export async function isActiveMember(db: Db, organizationId: number, userId: number) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.organization_id, organizationId),
        eq(memberships.user_id, userId),
        eq(memberships.status, 'active'),
      ),
    );
  return Boolean(row);
}

/** The organization's active staff by name with what they may do, for pickers such as a subscription's tech. */
export async function activeStaffNames(db: Db, organizationId: number) {
  return db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      permissions: memberships.permissions,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.status, 'active')))
    .orderBy(asc(users.first_name), asc(users.last_name));
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user ?? null;
}

export async function countActiveStaff(db: Db, organizationId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.status, 'active')));
  return row?.total ?? 0;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not stored');
  return row;
}

export async function insertMembership(db: Db, values: typeof memberships.$inferInsert) {
  const [row] = await db.insert(memberships).values(values).returning();
  if (!row) throw new Error('membership not stored');
  return row;
}
