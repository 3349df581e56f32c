/**
 * Issue 20 Open API: the owner sees Demo Scoopers' keys (one active, one revoked), makes a key for Clients in the
 * page and copies it from the one-time dialog; the key reads the clients list and is refused elsewhere; the page
 * then shows its last use; revoked after a confirmation, the key is refused at once.
 */
import { describe, expect, it } from 'vitest';
import { signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const withKey = (baseUrl: string, key: string, path: string) =>
  fetch(`${baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' } });

describe('open API keys', () => {
  it('creates a key that works within its scopes, shows its last use, and revokes it', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Open API' }).click();
    await page.waitForURL('**/settings/open_api');
    const table = page.getByRole('table', { name: 'API keys' });
    await table
      .getByRole('row', { name: /Bookkeeping sync/ })
      .getByText('Active')
      .waitFor();
    await table
      .getByRole('row', { name: /Route tool trial/ })
      .getByText('Revoked')
      .waitFor();
    expect(await page.getByLabel('Example call').innerText()).toContain(`${server.baseUrl}/api/clients`);

    await page.getByRole('button', { name: 'Create API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API Key' });
    await dialog.getByLabel('Name').fill('Zapier clients');
    await dialog.getByRole('checkbox', { name: 'Clients', exact: true }).check();
    await dialog.getByRole('button', { name: 'Create Key' }).click();

    const shown = page.getByRole('dialog', { name: /Zapier clients.*Created/ });
    await shown.getByText('It will not be shown again').waitFor();
    const key = await shown.getByTestId('new-api-key').inputValue();
    expect(key).toMatch(/^epk_[A-Za-z0-9]{8}_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = table.getByRole('row', { name: /Zapier clients/ });
    await row.getByText('Never').first().waitFor();
    expect(await page.content()).not.toContain(key);

    expect((await withKey(server.baseUrl, key, '/clients')).status).toBe(200);
    expect((await withKey(server.baseUrl, key, '/payroll_settings')).status).toBe(403);
    expect((await withKey(server.baseUrl, key, '/api_keys')).status).toBe(403);

    await page.reload();
    const usedRow = page.getByRole('table', { name: 'API keys' }).getByRole('row', { name: /Zapier clients/ });
    await usedRow.waitFor();
    const cells = await usedRow.getByRole('cell').allInnerTexts();
    // Name, prefix, scopes, created by, created, last used, expires, status, actions.
    expect(cells[5]).not.toBe('Never');
    expect(cells[6]).toBe('Never');

    await usedRow.getByRole('button', { name: 'Revoke Zapier clients' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API Key' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await usedRow.getByText('Revoked').waitFor();
    expect((await withKey(server.baseUrl, key, '/clients')).status).toBe(401);
  });
});
