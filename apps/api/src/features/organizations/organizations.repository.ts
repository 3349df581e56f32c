import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizations, organizationSettings } from '../../platform/identity/organizations.table.ts';

export async function listOrganizationSettings(db: Db, organizationId: number) {
  return db
    .select({ key: organizationSettings.key, value: organizationSettings.value })
    .from(organizationSettings)
    .where(eq(organizationSettings.organization_id, organizationId))
    .orderBy(asc(organizationSettings.key));
}

export async function updatePaymentAccount(
  db: Db,
  organizationId: number,
  account: {
    payment_account_status: 'active' | 'in_progress' | null;
    payouts_enabled: boolean;
    charges_enabled: boolean;
  },
) {
  await db.update(organizations).set(account).where(eq(organizations.id, organizationId));
}

export async function findOrganizationById(db: Db, organizationId: number) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}
