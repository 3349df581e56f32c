/**
 * 'standin' mode: the real QuickBooks adapter, its `fetch` answered in-process by the stand-in company kept in the
 * database, and Intuit's consent page served to the browser at `${publicUrl}/api/demo/quickbooks/connect/oauth2`.
 */
import type { QuickBooksConfig } from '../../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AccountingProvider } from './accounting.ts';
import { createQuickBooksOnline } from './quickbooks-online.ts';
import { createQuickBooksStandin, type QuickBooksStandin } from './quickbooks-standin.ts';
import { createDbStandinStore } from './quickbooks-standin-store.ts';

/** Where the adapter's calls go in-process; never resolved on the network. */
export const STANDIN_ORIGIN = 'http://quickbooks.standin.invalid';
export const STANDIN_DEMO_PATH = '/api/demo/quickbooks';
const standinKeys = {
  clientId: 'standin-client-id',
  clientSecret: 'standin-client-secret',
  webhookVerifierToken: 'standin-webhook-verifier',
};

export const quickBooksRedirectUri = (publicUrl: string) => `${publicUrl}/quick_books_oauth`;

interface StandinSettings {
  publicUrl: string;
  quickbooks: QuickBooksConfig;
}

function keysOf(config: StandinSettings) {
  return {
    clientId: config.quickbooks.clientId ?? standinKeys.clientId,
    clientSecret: config.quickbooks.clientSecret ?? standinKeys.clientSecret,
    webhookVerifierToken: config.quickbooks.webhookVerifierToken ?? standinKeys.webhookVerifierToken,
  };
}

/** The demo's fake company: the demo route serves its pages, tests and the demo seed record payments in it. */
export function createStandinCompany(config: StandinSettings, db: Db, now?: () => Date): QuickBooksStandin {
  return createQuickBooksStandin({
    ...keysOf(config),
    redirectUri: quickBooksRedirectUri(config.publicUrl),
    store: createDbStandinStore(db),
    now,
  });
}

export function createStandinAccounting(
  config: StandinSettings,
  standin: QuickBooksStandin,
  now?: () => Date,
): AccountingProvider {
  return createQuickBooksOnline({
    ...keysOf(config),
    environment: 'sandbox',
    redirectUri: quickBooksRedirectUri(config.publicUrl),
    apiBaseUrl: STANDIN_ORIGIN,
    oauthBaseUrl: STANDIN_ORIGIN,
    authorizeUrl: `${config.publicUrl}${STANDIN_DEMO_PATH}/connect/oauth2`,
    fetch: async (input, init) => standin.handle(new Request(input, init)),
    now,
  });
}
