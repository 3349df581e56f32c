/**
 * What the lead tests share (imported only by the lead-*.test.ts files): one test app per test file, request
 * helpers, an owner's session, a lead stored as the public form would store it, a served zip and the clients made
 * from a lead. Call `setUpLeadsTests()` at the top of a test file: its hooks fill the exported `t` before the first
 * test runs.
 */
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { clientRegistrations } from '../client-registrations/client-registrations.table.ts';
import { clients } from '../clients/clients.table.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';

export let t: TestApp;

export function setUpLeadsTests() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
}

export const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
export const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.injectAs(token, { method, url, payload });

export async function ownerOf(organizationId: number) {
  const user = await createUser(t.db, { organizationId, role: 'Owner' });
  return sessionTokenFor(t.db, user.id);
}

export type LeadValues = Partial<typeof clientRegistrations.$inferInsert>;
export async function createLead(organizationId: number, values: LeadValues = {}) {
  const [row] = await t.db
    .insert(clientRegistrations)
    .values({
      organization_id: organizationId,
      first_name: 'Lana',
      last_name: 'Lead',
      email: 'lana@example.com',
      phone: '3035550100',
      zip: '80202',
      ...values,
    })
    .returning();
  return row!;
}

export async function serveZip(organizationId: number, zip: string) {
  const [area] = await t.db
    .insert(workAreas)
    .values({ organization_id: organizationId, name: `Area ${zip}` })
    .returning();
  await t.db.insert(workAreaZips).values({ organization_id: organizationId, work_area_id: area!.id, zip });
}

export const clientsFromLead = (leadId: number) =>
  t.db.select().from(clients).where(eq(clients.client_registration_id, leadId));

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
