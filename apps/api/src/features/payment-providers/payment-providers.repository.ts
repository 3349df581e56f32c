import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { providerWebhookEvents } from './payment-providers.table.ts';

/** False when the event was seen before. */
export async function recordWebhookEvent(db: Db, values: typeof providerWebhookEvents.$inferInsert) {
  const rows = await db
    .insert(providerWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: providerWebhookEvents.id });
  return rows.length > 0;
}

export async function findOrganizationByStripeAccount(db: Db, accountId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.stripe_account_id, accountId));
  return row ?? null;
}

/** `eventTime`: when the provider event being applied happened; absent when only the account is linked. */
export async function setStripeAccount(db: Db, organizationId: number, accountId: string, eventTime?: Date) {
  await db
    .update(organizations)
    .set({ stripe_account_id: accountId, ...(eventTime ? { payment_account_updated_at: eventTime } : {}) })
    .where(eq(organizations.id, organizationId));
}
