import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { CLIENT_VERSION } from '@employee-portal/core/version';

// Node has no localStorage; the session store persists to it, so the tests give it an in-memory one.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let api: typeof import('./api-client.ts');
let session: typeof import('./session-store.ts');

beforeAll(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  api = await import('./api-client.ts');
  session = await import('./session-store.ts');
});

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[] = [];

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);
const signedIn = (token: string, organization_id: number | null = null) =>
  session.useSessionStore.setState({
    token,
    organization_id,
    user: { user_id: 1, organization_id: 7 } as SignedInUser,
    users: [],
  });

beforeEach(() => {
  calls = [];
  session.useSessionStore.getState().logout();
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the bearer token and the marking headers', async () => {
    signedIn('secret');
    answer(200, { ok: true });
    await api.api.get('/organization_settings');
    const headers = headersOf(calls[0]);
    expect(calls[0]?.url).toBe('/api/organization_settings');
    expect(headers.get('Authorization')).toBe('Bearer secret');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-Client-Version')).toBe(CLIENT_VERSION);
  });

  it('adds the selected organization to GET queries and JSON bodies, and drops null query values', async () => {
    signedIn('secret', 42);
    answer(200, {});
    await api.api.get('/clients', { search: 'ann', status: null, page: undefined });
    await api.api.post('/things', { name: 'x' });
    expect(calls[0]?.url).toBe('/api/clients?organization_id=42&search=ann');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ organization_id: 42, name: 'x' });
  });

  it('sends no organization_id when none is selected, and no Authorization when signed out', async () => {
    answer(200, {});
    await api.api.post('/auth/login', { email: 'a@b.test' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.test' });
    expect(headersOf(calls[0]).has('Authorization')).toBe(false);
  });

  it('uses an explicit token for one request without touching the session', async () => {
    answer(422, { error: 'invalid_code', message: 'The code is not valid.' });
    await expect(api.api.post('/validate_two_factor', { code: '1234' }, { token: 'pending' })).rejects.toMatchObject({
      status: 422,
    });
    expect(headersOf(calls[0]).get('Authorization')).toBe('Bearer pending');
    expect(session.useSessionStore.getState().token).toBeNull();
  });

  it("logs out on a 401 'Unauthenticated.' for the signed-in session", async () => {
    signedIn('revoked');
    answer(401, { message: 'Unauthenticated.' });
    await expect(api.api.get('/organization_settings')).rejects.toBeInstanceOf(api.ApiError);
    expect(session.useSessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      organization_id: null,
      users: [],
    });
  });

  it('sends the organization token while no one is signed in, which signing in or logging out forgets (spec §4)', async () => {
    session.useSessionStore.getState().setOrganizationToken('organization-token');
    answer(200, {});
    await api.api.post('/users', { user: { first_name: 'Pat' } });
    expect(headersOf(calls[0]).get('Authorization')).toBe('Bearer organization-token');

    session.useSessionStore
      .getState()
      .signIn('organization-token', { user_id: 1, organization_id: 7, organizations: [] } as unknown as SignedInUser);
    expect(session.useSessionStore.getState()).toMatchObject({ token: 'organization-token', organization_token: null });
    session.useSessionStore.getState().setOrganizationToken('another-organization-token');
    session.useSessionStore.getState().logout();
    expect(session.useSessionStore.getState()).toMatchObject({
      token: null,
      organization_token: null,
      user: null,
      users: [],
    });
  });

  it('keeps the session on other errors, and on a 401 for a one-off token', async () => {
    signedIn('secret');
    answer(403, { message: 'Forbidden.' });
    await expect(api.api.get('/x')).rejects.toMatchObject({ status: 403 });
    answer(401, { message: 'Unauthenticated.' });
    await expect(api.api.post('/validate_two_factor', { code: '1' }, { token: 'pending' })).rejects.toMatchObject({
      status: 401,
    });
    expect(session.useSessionStore.getState().token).toBe('secret');
  });
});

describe('creates with an Idempotency-Key', () => {
  /** The first `lost` calls reach the server but their answers never come back; later ones are answered. */
  function loseAnswers(lost: number) {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (calls.length <= lost) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ client: { id: 5 } }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    });
  }

  it('sends a fresh key with each create', async () => {
    signedIn('secret');
    answer(201, {});
    await api.api.post('/clients', { first_name: 'Ann' }, { idempotent: true });
    await api.api.post('/clients', { first_name: 'Ann' }, { idempotent: true });
    const [first, second] = calls.map((call) => headersOf(call).get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('sends the same request with the same key once more when the answer was lost', async () => {
    signedIn('secret');
    loseAnswers(1);
    await expect(api.api.post('/clients', { first_name: 'Ann' }, { idempotent: true })).resolves.toEqual({
      client: { id: 5 },
    });
    expect(calls).toHaveLength(2);
    expect(headersOf(calls[1]).get('Idempotency-Key')).toBe(headersOf(calls[0]).get('Idempotency-Key'));
    expect(calls[1]?.init.body).toBe(calls[0]?.init.body);
  });

  it('never repeats a write without a key, and gives up after one retry', async () => {
    signedIn('secret');
    loseAnswers(5);
    await expect(api.api.post('/clients/1/notes', { note: 'x' })).rejects.toMatchObject({ status: 0 });
    expect(calls).toHaveLength(1);
    calls = [];
    await expect(api.api.post('/clients', { first_name: 'Ann' }, { idempotent: true })).rejects.toMatchObject({
      status: 0,
    });
    expect(calls).toHaveLength(2);
  });
});
