/**
 * Residential clients (issue 6, "Done when"): the office finds a demo client by part of a phone number, and creates a
 * client with two locations where the second lies outside every work area and is flagged as such; the column choice
 * follows the user to another browser.
 */
import { describe, expect, it } from 'vitest';
import { signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/** An API call with the signed-in user's token, as the portal makes it. */
async function apiAs<T>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  const init: RequestInit =
    method === 'POST'
      ? { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) }
      : { method, headers };
  const response = await fetch(`${suite.server.baseUrl}/api${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

interface ClientRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
}

describe('clients', () => {
  it('are found by part of a phone number', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const token = await storedToken(page);
    if (!token) throw new Error('no token');
    const list = await apiAs<{ data: ClientRow[] }>(token, 'GET', '/clients?per_page=50&sort=-name');
    const client = list.body.data.find((row) => row.phone?.length === 10);
    if (!client?.phone) throw new Error('no demo client with a phone');
    const part = client.phone.slice(3, 9);
    const name = `${client.first_name} ${client.last_name}`;

    await page.goto('/clients');
    const table = page.getByRole('table', { name: 'Clients' });
    await table.waitFor();
    await page.getByLabel('Search').fill(part);
    await page.waitForURL((url) => url.searchParams.get('search') === part);
    await table.getByRole('link', { name, exact: true }).waitFor();
    // Every row shown matches the typed digits.
    const phones = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(phone.replace(/\D/g, '')).toContain(part);

    await table.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
  });

  it('are created with two locations, the second flagged outside every work area', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const token = await storedToken(page);
    if (!token) throw new Error('no token');
    // Independent of the seed: 80202 is served by a work area of this test; 99501 (Anchorage) by none.
    const area = await apiAs<{ work_area: { id: number } }>(token, 'POST', '/work_areas', {
      name: `E2E Denver ${Date.now()}`,
    });
    expect(area.status).toBe(201);
    const zip = await apiAs(token, 'POST', `/work_areas/${area.body.work_area.id}/zips`, { zip: '80202' });
    // 422: another work area already serves it, which serves the test as well.
    expect([201, 422]).toContain(zip.status);

    const lastName = `Twoplaces${Date.now().toString().slice(-6)}`;
    await page.goto('/clients');
    await page.getByRole('table', { name: 'Clients' }).waitFor();
    await page.getByRole('button', { name: 'New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Client' });
    await dialog.getByLabel('First Name').fill('Paula');
    await dialog.getByLabel('Last Name').fill(lastName);
    await dialog.getByLabel(/^E-mail/).fill(`${lastName.toLowerCase()}@example.test`);
    await dialog.getByLabel(/^Phone/).fill('(303) 555-0188');

    const first = dialog.getByRole('group', { name: 'Location 1' });
    // City and state before the zip: the zip's lookup fills empty ones, and racing it could type into its answer.
    await first.getByLabel('Address Line 1').fill('1600 Champa St');
    await first.getByLabel('City').fill('Denver');
    await first.getByLabel('State').fill('CO');
    await first.getByLabel('Zip').fill('80202');

    await dialog.getByRole('button', { name: 'Add Location' }).click();
    const second = dialog.getByRole('group', { name: 'Location 2' });
    await second.getByLabel('Location Name').fill('Cabin');
    await second.getByLabel('Address Line 1').fill('420 L St');
    await second.getByLabel('City').fill('Anchorage');
    await second.getByLabel('State').fill('AK');
    await second.getByLabel('Zip').fill('99501');
    await second.getByText('No service available in this area').waitFor();
    expect(await first.getByText('No service available in this area').count()).toBe(0);

    const createRequest = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/clients',
    );
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    // A retry after a lost answer must not make a second client: the create carries its own key.
    expect((await createRequest).headers()['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    await page.waitForURL(/\/client\/\d+\/show/);
    await page.getByRole('heading', { name: `Paula ${lastName}`, level: 1 }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Location 2 (Cabin): No service available in this area' })
      .waitFor();

    const nextCleanupAnswer = page.waitForResponse((response) => response.url().includes('/api/next_cleanup_day?'));
    await page.getByRole('tab', { name: 'Locations' }).click();
    expect((await nextCleanupAnswer).status()).toBe(200);
    const firstCard = page.getByRole('region', { name: 'Location 1600 Champa St' });
    const secondCard = page.getByRole('region', { name: 'Location Cabin' });
    await firstCard.waitFor();
    await secondCard.getByText('No service available in this area').waitFor();
    expect(await firstCard.getByText('No service available in this area').count()).toBe(0);
    // What was stored, then what the cards show (a failure prints the card's whole text).
    const clientId = /\/client\/(\d+)\/show/.exec(page.url())?.[1];
    const stored = await apiAs<{
      client: { locations: { address_line1: string; city: string; state: string; zip: string }[] };
    }>(token, 'GET', `/clients/${clientId}`);
    expect(
      stored.body.client.locations.map(
        (location) => `${location.address_line1}, ${location.city}, ${location.state} ${location.zip}`,
      ),
    ).toEqual(['1600 Champa St, Denver, CO 80202', '420 L St, Anchorage, AK 99501']);
    await expect.poll(() => firstCard.innerText(), { timeout: 15_000 }).toContain('1600 Champa St, Denver, CO 80202');
    await expect.poll(() => secondCard.innerText(), { timeout: 15_000 }).toContain('420 L St, Anchorage, AK 99501');
    // Nothing is subscribed yet, so neither place has a next cleanup.
    await firstCard.getByText('None scheduled').waitFor();
    await secondCard.getByText('None scheduled').waitFor();
  });

  it('keep the chosen columns for the user across sign-ins', async () => {
    const { page } = suite;
    await signIn(page, 'office@demo.test');
    await page.goto('/clients');
    const table = page.getByRole('table', { name: 'Clients' });
    await table.getByRole('columnheader', { name: 'E-mail' }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'Created' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    const choose = async (column: string) => {
      const saved = page.waitForResponse(
        (response) => response.url().includes('/api/user_settings/clients_columns') && response.status() === 200,
      );
      await page.getByRole('menuitemcheckbox', { name: column }).click();
      await saved;
    };
    await choose('Created');
    await choose('E-mail');
    await page.keyboard.press('Escape');
    await table.getByRole('columnheader', { name: 'Created' }).waitFor();

    // Another browser profile: nothing stored locally, the choice comes from the server.
    const other = await suite.openAnotherPage();
    await signIn(other, 'office@demo.test');
    await other.goto('/clients');
    const otherTable = other.getByRole('table', { name: 'Clients' });
    await otherTable.getByRole('columnheader', { name: 'Created' }).waitFor();
    expect(await otherTable.getByRole('columnheader', { name: 'E-mail' }).count()).toBe(0);
  });
});

describe('dormant clients', () => {
  it('open for a field tech with the list (spec §6 always allows the page), without win-back or links to pages they cannot open', async () => {
    const { page } = suite;
    await signIn(page, 'tech@demo.test');
    await page.goto('/dormant_clients');
    await page.getByRole('heading', { name: 'Dormant Clients', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Dormant clients' });
    await table.getByRole('row').nth(1).getByRole('cell').first().waitFor();
    expect(await page.getByText('You do not have permission').count()).toBe(0);
    expect(await table.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await table.getByRole('button').count()).toBe(0);
    expect(await table.getByRole('link').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Clients' }).count()).toBe(0);

    const office = await suite.openAnotherPage();
    await signIn(office, 'office@demo.test');
    await office.goto('/dormant_clients');
    await office
      .getByRole('table', { name: 'Dormant clients' })
      .getByRole('button', { name: /^Reactivate / })
      .first()
      .waitFor();
  });
});
