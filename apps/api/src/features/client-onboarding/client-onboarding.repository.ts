import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { clientOnboardingSettings } from './client-onboarding.table.ts';

export type ClientOnboardingRow = typeof clientOnboardingSettings.$inferSelect;
export type ClientOnboardingValues = Omit<
  typeof clientOnboardingSettings.$inferInsert,
  'organization_id' | 'updated_at'
>;

export async function findClientOnboardingSettings(
  db: Db,
  organizationId: number,
): Promise<ClientOnboardingRow | null> {
  const [row] = await db
    .select()
    .from(clientOnboardingSettings)
    .where(eq(clientOnboardingSettings.organization_id, organizationId));
  return row ?? null;
}

export async function saveClientOnboardingSettings(
  db: Db,
  organizationId: number,
  values: ClientOnboardingValues,
  now: Date,
) {
  const [row] = await db
    .insert(clientOnboardingSettings)
    .values({ ...values, organization_id: organizationId, updated_at: now })
    .onConflictDoUpdate({ target: clientOnboardingSettings.organization_id, set: { ...values, updated_at: now } })
    .returning();
  if (!row) throw new Error('settings not stored');
  return row;
}
