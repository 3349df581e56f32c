import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { AccountingError } from './accounting.ts';

/**
 * Outside production the app's accounting provider is the real QuickBooks adapter talking to the stand-in company
 * kept in the database, and the browser reaches the stand-in's consent page under /api/demo/quickbooks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function connectInBrowser(state: string) {
  const authorize = new URL(t.deps.accounting.authorizeUrl(state));
  const page = await t.injectAs(null, { method: 'GET', url: `${authorize.pathname}${authorize.search}` });
  expect(page.statusCode, page.body).toBe(200);
  expect(page.body).toContain('<h1>Connect to QuickBooks</h1>');
  expect(page.body).toMatch(/Sandbox Company_US_\d+/);
  const form = new URLSearchParams(authorize.search);
  form.set('decision', 'connect');
  const decision = await t.injectAs(null, {
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(decision.statusCode, decision.body).toBe(302);
  return new URL(String(decision.headers.location));
}

describe('QuickBooks in stand-in mode', () => {
  it('sends the consent page back to the configured /quick_books_oauth and its code opens the sandbox company', async () => {
    const back = await connectInBrowser('state-1');
    expect(`${back.origin}${back.pathname}`).toBe(`${t.deps.config.publicUrl}/quick_books_oauth`);
    expect(back.searchParams.get('state')).toBe('state-1');
    const tokens = await t.deps.accounting.exchangeCode(
      back.searchParams.get('code') ?? '',
      back.searchParams.get('realmId') ?? '',
    );
    const company = { realm_id: tokens.realm_id, access_token: tokens.access_token };
    expect(await t.deps.accounting.companyName(company)).toMatch(/^Sandbox Company_US_\d+$/);
    const customers = await t.deps.accounting.customers(company);
    expect(customers.map((customer) => customer.display_name)).toContain('Dave Wilson');
  });

  it('answers Cancel with access_denied and no code', async () => {
    const authorize = new URL(t.deps.accounting.authorizeUrl('state-2'));
    const form = new URLSearchParams(authorize.search);
    form.set('decision', 'cancel');
    const decision = await t.injectAs(null, {
      method: 'POST',
      url: authorize.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    const back = new URL(String(decision.headers.location));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses a code used twice', async () => {
    const back = await connectInBrowser('state-3');
    const code = back.searchParams.get('code') ?? '';
    const realmId = back.searchParams.get('realmId') ?? '';
    await t.deps.accounting.exchangeCode(code, realmId);
    await expect(t.deps.accounting.exchangeCode(code, realmId)).rejects.toMatchObject({
      code: 'invalid_grant',
      retryable: false,
    });
    await expect(t.deps.accounting.exchangeCode(code, realmId)).rejects.toBeInstanceOf(AccountingError);
  });

  it('shows no consent page for a redirect URI other than the configured one', async () => {
    const authorize = new URL(t.deps.accounting.authorizeUrl('state-4'));
    authorize.searchParams.set('redirect_uri', 'https://evil.example/steal');
    const page = await t.injectAs(null, { method: 'GET', url: `${authorize.pathname}${authorize.search}` });
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
  });
});
