import type { Db } from '../../platform/db/client.ts';
import { organizations, organizationSettings } from '../../platform/identity/organizations.table.ts';

export async function insertOrganization(db: Db, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('organization not stored');
  await db.insert(organizationSettings).values({ organization_id: row.id, key: 'pay_period', value: 'weekly' });
  return row;
}
