/**
 * Issue 6's /clients service-plan filter: a client subscribed (issue 7) to a plan of its own is the only one listed when
 * the office filters by that plan, and the filter stays in the URL across a reload.
 */
import { describe, expect, it } from 'vitest';
import { callApi, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const stamp = Date.now() % 100_000;
// Names of their own: plan names are unique in an organization and the demo has its own plans and clients.
const PLAN_NAME = `Filter Weekly ${stamp}`;
const CLIENT = { first_name: 'Plan', last_name: `Filterson ${stamp}` };

describe('clients filtered by service plan', () => {
  it('lists only the client subscribed to the chosen plan, and keeps the filter in the URL', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const token = await storedToken(page);
    if (!token) throw new Error('owner not signed in');
    const { service_plan } = await callApi<{ service_plan: { id: number } }>(
      suite.server.baseUrl,
      token,
      'POST',
      '/service_plans',
      {
        name: PLAN_NAME,
        frequency: 'once_a_week',
        price_basis: 'per_visit',
        dog_prices: [{ dogs_from: 1, dogs_to: null, price_cents: 2000 }],
      },
    );
    const { client } = await callApi<{ client: { id: number; locations: { id: number }[] } }>(
      suite.server.baseUrl,
      token,
      'POST',
      '/clients',
      {
        ...CLIENT,
        email: `plan.filterson.${stamp}@example.test`,
        phone: '3035550188',
        locations: [
          { address_line1: '9 Filter Ln', city: 'Denver', state: 'CO', zip: '80202', dog_count: 1, dog_names: ['Rex'] },
        ],
      },
    );
    const today = new Date().toISOString().slice(0, 10);
    await callApi(suite.server.baseUrl, token, 'POST', '/subscriptions', {
      client_location_id: client.locations[0]!.id,
      service_plan_id: service_plan.id,
      start_date: today,
      service_days: [{ service_type: 'recurring', start_date: today }],
    });

    await page.goto('/clients');
    const table = page.getByRole('table', { name: 'Clients' });
    await table.waitFor();
    const planFilter = page.getByRole('combobox', { name: 'Service Plan' });
    await expect.poll(() => planFilter.getAttribute('aria-disabled')).not.toBe('true');
    await planFilter.click();
    await page.getByRole('option', { name: PLAN_NAME, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('service_plan_id') === String(service_plan.id));
    const name = `${CLIENT.first_name} ${CLIENT.last_name}`;
    await table.getByRole('link', { name, exact: true }).waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);

    await page.reload();
    await table.getByRole('link', { name, exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Service Plan' }).filter({ hasText: PLAN_NAME }).waitFor();
  });
});
