import type { QuickbooksOauthReturnBody } from '@employee-portal/core/accounting/quickbooks.schema';

/** What Intuit's redirect to /quick_books_oauth says: a code to exchange, or why there is none. */
export type OauthReturn =
  | { kind: 'exchange'; body: QuickbooksOauthReturnBody }
  | { kind: 'cancelled' }
  | { kind: 'refused'; reason: string }
  | { kind: 'incomplete' };

export const NOT_CONNECTED = 'QuickBooks was not connected.';

/** Reads the query Intuit sent back; the person pressing Cancel on the consent page comes back as access_denied. */
export function oauthReturnOf(params: URLSearchParams): OauthReturn {
  const error = params.get('error');
  if (error === 'access_denied') return { kind: 'cancelled' };
  if (error) return { kind: 'refused', reason: params.get('error_description') || error };
  const code = params.get('code');
  const state = params.get('state');
  const realmId = params.get('realmId');
  if (!code || !state || !realmId) return { kind: 'incomplete' };
  return { kind: 'exchange', body: { code, state, realmId } };
}
