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

describe('the stand-in company kept in the database', () => {
  it('is still there for a new stand-in, as after a restart, and a retried request posts nothing twice', async () => {
    const { createStandinCompany, createStandinAccounting } = await import('./standin-mode.ts');
    const first = createStandinCompany(t.deps.config, t.db);
    const { code, realmId } = await first.connect();
    const accounting = createStandinAccounting(t.deps.config, first);
    const tokens = await accounting.exchangeCode(code, realmId);
    const company = { realm_id: realmId, access_token: tokens.access_token };
    const input = {
      display_name: 'Restart Proof',
      given_name: null,
      family_name: null,
      company_name: null,
      email: null,
      phone: null,
      billing_address: null,
      our_id: '77',
    };
    const [created, retried] = await Promise.all([
      accounting.createCustomer(company, input, 'same-request'),
      accounting.createCustomer(company, input, 'same-request'),
    ]);
    expect(retried).toEqual(created);

    const restarted = createStandinAccounting(t.deps.config, createStandinCompany(t.deps.config, t.db));
    const customers = await restarted.customers(company);
    expect(customers.filter((customer) => customer.display_name === 'Restart Proof')).toEqual([
      expect.objectContaining({ id: created.id }),
    ]);
    const renewed = await restarted.refresh(tokens.refresh_token, realmId);
    await expect(accounting.refresh(tokens.refresh_token, realmId)).rejects.toMatchObject({ code: 'invalid_grant' });
    expect(await restarted.companyName({ realm_id: realmId, access_token: renewed.access_token })).toMatch(
      /^Sandbox Company_US_/,
    );
  });
});

describe('QuickBooks with the app keys', () => {
  it('sends the browser to Intuit, back to the configured address, and needs the webhook verifier', async () => {
    const { loadConfig } = await import('../../../config.ts');
    const { createAccounting } = await import('../index.ts');
    const env = {
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://portal.example.com',
      QUICKBOOKS_CLIENT_ID: 'AB123',
      QUICKBOOKS_CLIENT_SECRET: 'secret',
    };
    expect(() => createAccounting(loadConfig(env), t.db)).toThrow(/QUICKBOOKS_WEBHOOK_VERIFIER/);
    const live = createAccounting(loadConfig({ ...env, QUICKBOOKS_WEBHOOK_VERIFIER: 'v' }), t.db);
    const url = new URL(live.authorizeUrl('s'));
    expect(`${url.origin}${url.pathname}`).toBe('https://appcenter.intuit.com/connect/oauth2');
    expect(url.searchParams.get('redirect_uri')).toBe('https://portal.example.com/quick_books_oauth');
    expect(live.environment).toBe('sandbox');
  });
});
