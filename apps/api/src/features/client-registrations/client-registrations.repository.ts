import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { clientRegistrations } from './client-registrations.table.ts';

export async function findOrganizationByFormKey(db: Db, formKey: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.public_form_key, formKey));
  return row ?? null;
}

export async function insertClientRegistration(db: Db, values: typeof clientRegistrations.$inferInsert) {
  const [row] = await db.insert(clientRegistrations).values(values).returning();
  if (!row) throw new Error('registration not stored');
  return row;
}
