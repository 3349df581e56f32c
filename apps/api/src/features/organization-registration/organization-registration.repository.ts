import type { Db } from '../../platform/db/client.ts';
import { organizations, organizationSettings } from '../../platform/identity/organizations.table.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';

export async function insertOrganization(db: Db, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('organization not stored');
  await db.insert(organizationSettings).values({ organization_id: row.id, key: 'pay_period', value: 'weekly' });
  return row;
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
