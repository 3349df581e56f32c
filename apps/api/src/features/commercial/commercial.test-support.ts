/**
 * What the commercial tests share (imported only by the commercial-*.test.ts files): one test app per test file, an
 * organization serving only zip 80202 whose owner has added three customers (Acme HOA with two locations, Birch
 * Apartments with one, cedar Offices with none), request helpers and the bodies that made them. Call
 * `setUpCommercialClients()` at the top of a test file: its hooks fill the exported bindings (`t`, `token`,
 * `organizationId`, `ids`, `created`) before the first test runs.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';

export let t: TestApp;

export const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
export const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'DELETE' ? undefined : (payload ?? {}) });

export async function ownerOfNewOrganization(name?: string) {
  const organization = await createOrganization(t.db, name ? { name } : {});
  const owner = await createUser(t.db, { organizationId: organization.id });
  // Only 80202 is served: anything else answers 'No service available in this area'.
  const [area] = await t.db
    .insert(workAreas)
    .values({ organization_id: organization.id, name: 'Downtown' })
    .returning();
  await t.db.insert(workAreaZips).values({ organization_id: organization.id, work_area_id: area!.id, zip: '80202' });
  return { organizationId: organization.id, token: await sessionTokenFor(t.db, owner.id) };
}

export const location = (overrides: Record<string, unknown> = {}) => ({
  name: 'Main Park',
  address_line1: '1550 Wewatta St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  stations: 3,
  ...overrides,
});

export const acme = {
  company_name: 'Acme HOA',
  billing_first_name: 'Jane',
  billing_last_name: 'Doe',
  billing_email: 'Jane@Acme.test',
  billing_phone: '(303) 555-0101',
  billing_address_line1: '100 Billing Way',
  billing_city: 'Denver',
  billing_state: 'CO',
  billing_zip: '80202',
  tax_exempt: false,
  notes: 'Invoices by e-mail',
  locations: [
    location(),
    location({
      name: 'Dog Run',
      address_line1: '200 Park Ave W',
      zip: '80205',
      stations: 2,
      service_notes: 'Two bins by the gate',
      gate_code: '#4411',
      contact_name: 'Sam Super',
      contact_phone: '303-555-0177',
    }),
  ],
};
export const birch = {
  company_name: 'Birch Apartments',
  billing_first_name: 'Bob',
  billing_last_name: 'Stone',
  billing_email: 'bob@birch.test',
  tax_exempt: true,
  locations: [location({ name: 'Birch Lot', address_line1: '10 Elm St', zip: '80210', stations: 5 })],
};
export const cedar = { company_name: 'cedar Offices', billing_first_name: 'Cara', billing_last_name: 'Lane' };

/** The owner's session, their organization, the customers' ids by key and Acme's creation answer. */
export let token: string;
export let organizationId: number;
export const ids: Record<string, number> = {};
export let created: {
  commercial_customer: Record<string, unknown>;
  commercial_locations: Record<string, unknown>[];
  warnings: (string | null)[];
};

export function setUpCommercialClients() {
  beforeAll(async () => {
    t = await createTestApp();
    ({ token, organizationId } = await ownerOfNewOrganization());
    for (const [key, body] of Object.entries({ acme, birch, cedar })) {
      const response = await send(token, 'POST', '/api/commercial/customers', body);
      expect(response.statusCode, response.body).toBe(200);
      if (key === 'acme') created = response.json();
      ids[key] = response.json().commercial_customer.id;
      t.clock.advance(1000);
    }
  });
  afterAll(() => t.close());
}

export const companies = async (query: string) => {
  const response = await get(token, `/api/commercial/customers?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { company_name: string }[]).map((row) => row.company_name);
};
