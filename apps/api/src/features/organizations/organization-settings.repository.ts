import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizationSettings } from './organizations.table.ts';

export async function listOrganizationSettings(db: Db, organizationId: number) {
  return db
    .select({ key: organizationSettings.key, value: organizationSettings.value })
    .from(organizationSettings)
    .where(eq(organizationSettings.organization_id, organizationId))
    .orderBy(asc(organizationSettings.key));
}
