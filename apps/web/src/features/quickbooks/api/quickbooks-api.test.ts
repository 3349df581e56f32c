import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Node has no localStorage; the session store behind the API client persists to it.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let connection: typeof import('./connection.ts');
let mappings: typeof import('./mappings.ts');
let matches: typeof import('./customer-matches.ts');
let syncLog: typeof import('./sync-log.ts');
let reconciliation: typeof import('./reconciliation.ts');
let errors: typeof import('../../../lib/api-errors.ts');
let mappingForm: typeof import('../mapping-form.ts');
let calls: Call[];

/** Answers every request with `status` and `body`, and records what was asked. */
function answerWith(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

beforeAll(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  connection = await import('./connection.ts');
  mappings = await import('./mappings.ts');
  matches = await import('./customer-matches.ts');
  syncLog = await import('./sync-log.ts');
  reconciliation = await import('./reconciliation.ts');
  errors = await import('../../../lib/api-errors.ts');
  mappingForm = await import('../mapping-form.ts');
  const session = await import('../../../lib/session-store.ts');
  session.useSessionStore.setState({ token: 'tok', organization_id: null });
});
beforeEach(() => {
  calls = [];
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('the connection', () => {
  it("Connect asks for Intuit's consent page and sends the browser there", async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    answerWith(200, { authorize_url: 'https://appcenter.intuit.com/connect/oauth2?state=s1' });
    await connection.connectToQuickbooks();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/quickbooks/connect']);
    expect(assign).toHaveBeenCalledWith('https://appcenter.intuit.com/connect/oauth2?state=s1');
  });

  it('a refused connect leaves the browser on the page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    answerWith(403, { message: 'This action is unauthorized.' });
    await expect(connection.connectToQuickbooks()).rejects.toThrow('This action is unauthorized.');
    expect(assign).not.toHaveBeenCalled();
  });

  it("Sync Now shows the server's reason when the first sync may not run yet", async () => {
    answerWith(422, { message: 'Match customers before the first sync', errors: {} });
    const failure = await connection.syncQuickbooks().catch((error: unknown) => error);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/quickbooks/sync']);
    expect(errors.serverMessage(failure)).toBe('Match customers before the first sync');
  });

  it('changing the sync start puts the day, and a refused day comes back on its field', async () => {
    answerWith(422, { message: 'The given data was invalid.', errors: { sync_from: ['Cannot be in the future'] } });
    const failure = await connection
      .changeQuickbooksSyncFrom({ sync_from: '2099-01-01' })
      .catch((error: unknown) => error);
    expect(calls).toEqual([{ method: 'PUT', url: '/api/quickbooks/sync_from', body: { sync_from: '2099-01-01' } }]);
    expect(errors.serverFieldErrors(failure)).toEqual({ sync_from: 'Cannot be in the future' });
  });

  it('Disconnect deletes the connection', async () => {
    answerWith(200, { quickbooks: { connected: false } });
    await connection.disconnectQuickbooks();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/quickbooks']);
  });
});

describe('the return from Intuit', () => {
  it('posts one state once, however often the page asks (strict mode runs effects twice)', async () => {
    answerWith(200, { quickbooks: { connected: true } });
    const body = { code: 'c1', state: 'single-use-1', realmId: '9130' };
    await Promise.all([connection.finishQuickbooksConnection(body), connection.finishQuickbooksConnection(body)]);
    await connection.finishQuickbooksConnection(body);
    expect(calls).toEqual([{ method: 'POST', url: '/api/quickbooks/oauth_return', body }]);
    await connection.finishQuickbooksConnection({ ...body, state: 'single-use-2' });
    expect(calls).toHaveLength(2);
  });

  it("a refused code rejects with the server's message, and is not posted again", async () => {
    answerWith(422, { message: 'The QuickBooks sign-in expired. Connect again.', errors: {} });
    const body = { code: 'c2', state: 'single-use-3', realmId: '9130' };
    const first = await connection.finishQuickbooksConnection(body).catch((error: unknown) => error);
    const second = await connection.finishQuickbooksConnection(body).catch((error: unknown) => error);
    expect(errors.serverMessage(first)).toBe('The QuickBooks sign-in expired. Connect again.');
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
  });
});

describe('the mapping', () => {
  it("saves the picks and puts a 422's field errors under their selects", async () => {
    const values = mappingForm.mappingFormValuesOf({
      mappings: null,
      service_plans: [
        { id: 3, name: 'Weekly' },
        { id: 4, name: 'Biweekly' },
      ],
      cross_sells: [],
    });
    Object.assign(values, { default_item_id: '1', deposit_account_id: '35', fee_expense_account_id: '80' });
    values.items[1]!.item_id = '99';
    answerWith(422, {
      message: 'The given data was invalid.',
      errors: { 'items.0.item_id': ['Not valid'], deposit_account_id: ['Not valid'], items: ['Too many'] },
    });
    const failure = await mappings
      .saveQuickbooksMappings(mappingForm.mappingsBodyOf(values))
      .catch((error: unknown) => error);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/quickbooks/mappings' });
    expect(calls[0]?.body).toMatchObject({ items: [{ kind: 'service_plan', local_id: 4, item_id: '99' }] });
    const placed: [string, unknown][] = [];
    const alert = errors.showServerFailure(
      failure,
      (serverField) => mappingForm.mappingFieldOf(values, serverField),
      (field, error) => placed.push([field, error.message]),
    );
    expect(placed).toEqual([
      ['items.1.item_id', 'Not valid'],
      ['deposit_account_id', 'Not valid'],
    ]);
    expect(alert).toBe('Too many');
  });
});

describe('customer matching', () => {
  it('asks for one page of a status and a search, leaving out what is not chosen', async () => {
    answerWith(200, { data: [], meta: { page: 2, per_page: 25, total: 0 }, counts: {} });
    await matches.fetchCustomerMatches({ status: 'suggested', search: 'ann', page: 2, per_page: 25 });
    await matches.fetchCustomerMatches({ page: 1, per_page: 25 });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/quickbooks/customer_matches?status=suggested&search=ann&page=2&per_page=25',
      '/api/quickbooks/customer_matches?page=1&per_page=25',
    ]);
  });

  it('searches QuickBooks customers to link by hand', async () => {
    answerWith(200, { customers: [] });
    await matches.searchQuickbooksCustomers('Ann Lee');
    await matches.searchQuickbooksCustomers('');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/quickbooks/customers?search=Ann+Lee',
      '/api/quickbooks/customers',
    ]);
  });

  it('links, marks to create, and undoes one client', async () => {
    answerWith(200, {});
    // Residential clients and commercial customers are numbered apart: the kind goes with the id.
    await matches.saveCustomerMatch(12, { client_kind: 'commercial', quickbooks_customer_id: '58', create: false });
    await matches.saveCustomerMatch(12, { client_kind: 'residential', quickbooks_customer_id: null, create: true });
    await matches.saveCustomerMatch(12, { client_kind: 'residential', quickbooks_customer_id: null, create: false });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'PUT',
        '/api/quickbooks/customer_matches/12',
        { client_kind: 'commercial', quickbooks_customer_id: '58', create: false },
      ],
      [
        'PUT',
        '/api/quickbooks/customer_matches/12',
        { client_kind: 'residential', quickbooks_customer_id: null, create: true },
      ],
      [
        'PUT',
        '/api/quickbooks/customer_matches/12',
        { client_kind: 'residential', quickbooks_customer_id: null, create: false },
      ],
    ]);
  });

  it('accepts every suggestion and finishes the step', async () => {
    answerWith(200, { accepted: 3 });
    expect(await matches.acceptSuggestions()).toEqual({ accepted: 3 });
    await matches.finishMatching();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/quickbooks/customer_matches/accept_suggestions',
      'POST /api/quickbooks/customer_matches/complete',
    ]);
  });
});

describe('the sync log and the reconciliation', () => {
  it('filters the log by status and entity, and retries a failed change', async () => {
    answerWith(200, { data: [], meta: { page: 1, per_page: 25, total: 0 } });
    await syncLog.fetchSyncLog({ status: 'error', entity: 'invoice', page: 1, per_page: 25 });
    await syncLog.retrySyncEntry(41);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/quickbooks/sync_log?status=error&entity=invoice&page=1&per_page=25',
      'POST /api/quickbooks/sync_log/41/retry',
    ]);
  });

  it('checks now and fixes one difference', async () => {
    answerWith(200, { data: [], checked_at: null, totals: {} });
    await reconciliation.reconcileNow();
    await reconciliation.fixMismatch(6);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/quickbooks/reconcile',
      'POST /api/quickbooks/mismatches/6/fix',
    ]);
  });
});
