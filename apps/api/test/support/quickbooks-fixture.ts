import type { AccountingCompany } from '../../src/platform/providers/accounting/accounting.ts';
import { createQuickBooksOnline } from '../../src/platform/providers/accounting/quickbooks-online.ts';
import { createQuickBooksStandin } from '../../src/platform/providers/accounting/quickbooks-standin.ts';
import { createMemoryStandinStore } from '../../src/platform/providers/accounting/quickbooks-standin-store.ts';

export const QBO_APP = {
  clientId: 'test-client',
  clientSecret: 'test-secret',
  redirectUri: 'https://portal.example.com/quick_books_oauth',
  webhookVerifierToken: 'test-verifier',
};
export const STANDIN_URL = 'https://quickbooks.standin.test';

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** The real adapter against an in-memory stand-in company, with a clock the test moves and every call recorded. */
export function quickbooksFixture(start = new Date('2026-11-20T15:00:00Z')) {
  let now = start;
  const store = createMemoryStandinStore();
  const standin = createQuickBooksStandin({ ...QBO_APP, store, now: () => now });
  const calls: RecordedCall[] = [];
  const adapter = createQuickBooksOnline({
    ...QBO_APP,
    environment: 'sandbox',
    apiBaseUrl: STANDIN_URL,
    oauthBaseUrl: STANDIN_URL,
    authorizeUrl: `${STANDIN_URL}/connect/oauth2`,
    now: () => now,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.clone().text(),
      });
      return standin.handle(request);
    },
  });
  async function connect(): Promise<AccountingCompany & { refresh_token: string }> {
    const { code, realmId } = await standin.connect();
    const tokens = await adapter.exchangeCode(code, realmId);
    return { realm_id: realmId, access_token: tokens.access_token, refresh_token: tokens.refresh_token };
  }
  return {
    adapter,
    standin,
    store,
    calls,
    connect,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    now: () => now,
  };
}

export const customerInput = (name: string, ourId: string) => ({
  display_name: name,
  given_name: name.split(' ')[0] ?? null,
  family_name: name.split(' ')[1] ?? null,
  company_name: null,
  email: `${ourId}@clients.example`,
  phone: '3035550100',
  billing_address: { line1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202' },
  our_id: ourId,
});
