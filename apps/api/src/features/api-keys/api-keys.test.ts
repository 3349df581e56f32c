import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { FAILED_KEYS_PER_ADDRESS } from './api-keys.service.ts';
import { openApiSettingsState } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const send = (token: string | null, method: Method, url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}) });

async function setting() {
  const organization = await createOrganization(t.db);
  const owner = await createMember(t.db, organization.id, { role: 'Owner', first_name: 'Ada' });
  return { organization, owner };
}

async function makeKey(token: string, body: object = {}) {
  const answer = await send(token, 'POST', '/api/api_keys', { name: 'Zapier', scopes: ['coupons'], ...body });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { api_key: { id: number; prefix: string; status: string }; secret: string };
}

describe('API keys', () => {
  it('shows the secret once at creation; the list names the key by its prefix and never carries the secret', async () => {
    const { owner } = await setting();
    const created = await makeKey(owner.token, { scopes: ['coupons', 'clients', 'coupons'] });
    expect(created.secret).toMatch(/^epk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(`${created.api_key.prefix}_`)).toBe(true);
    expect(created.api_key).toMatchObject({ name: 'Zapier', scopes: ['coupons', 'clients'], status: 'active' });
    expect(created.api_key).toMatchObject({ created_by: expect.stringContaining('Ada'), last_used_at: null });

    const list = await send(owner.token, 'GET', '/api/api_keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret.slice(created.api_key.prefix.length + 1));
    expect(list.json().api_keys).toEqual([created.api_key]);
    expect(list.json().openapi_url).toBe(`${t.deps.config.publicUrl}/api/openapi.json`);
    expect(list.json().api_base_url).toBe(`${t.deps.config.publicUrl}/api`);
  });

  it('authenticates the GETs it is scoped for, stamps its last use at most once a minute, and refuses the rest', async () => {
    const { owner } = await setting();
    const { api_key, secret } = await makeKey(owner.token);
    const used = await send(secret, 'GET', '/api/coupons');
    expect(used.statusCode).toBe(200);
    const notScoped = await send(secret, 'GET', '/api/payroll_settings');
    expect(notScoped.statusCode).toBe(403);
    expect(notScoped.json().error).toBe('api_key_scope');

    const lastUse = async () =>
      (await send(owner.token, 'GET', '/api/api_keys'))
        .json()
        .api_keys.find((key: { id: number }) => key.id === api_key.id).last_used_at as string | null;
    const first = await lastUse();
    expect(first).not.toBeNull();
    t.clock.advance(30_000);
    await send(secret, 'GET', '/api/coupons');
    expect(await lastUse()).toBe(first);
    t.clock.advance(31_000);
    await send(secret, 'GET', '/api/coupons');
    expect(new Date((await lastUse()) as string).getTime()).toBeGreaterThan(new Date(first as string).getTime());
  });

  it('cannot make or revoke keys, nor act on its creator’s account', async () => {
    const { owner } = await setting();
    const { api_key, secret } = await makeKey(owner.token, { scopes: ['coupons', 'notifications'] });
    expect((await send(secret, 'POST', '/api/api_keys', { name: 'More', scopes: ['coupons'] })).statusCode).toBe(403);
    expect((await send(secret, 'GET', '/api/api_keys')).statusCode).toBe(403);
    expect((await send(secret, 'POST', `/api/api_keys/${api_key.id}/revoke`)).statusCode).toBe(403);
    expect((await send(secret, 'POST', '/api/auth/logout')).statusCode).toBe(403);
    expect((await send(secret, 'GET', '/api/auth/employee_user')).statusCode).toBe(403);
    const password = { current_password: 'x', password: 'abcdefgh1', password_confirmation: 'abcdefgh1' };
    expect((await send(secret, 'PUT', '/api/auth/change_password', password)).statusCode).toBe(403);
    const refusedAsScope = await send(owner.token, 'POST', '/api/api_keys', { name: 'Own', scopes: ['open_api'] });
    expect(refusedAsScope.statusCode).toBe(422);
    // The key still works: the refusals above were about what it asked, not about the key.
    expect((await send(secret, 'GET', '/api/coupons')).statusCode).toBe(200);
  });

  it('stops working once revoked, and an expired key is refused too', async () => {
    const { owner } = await setting();
    const { api_key, secret } = await makeKey(owner.token);
    const revoked = await send(owner.token, 'POST', `/api/api_keys/${api_key.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().api_key.status).toBe('revoked');
    const refused = await send(secret, 'GET', '/api/coupons');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Unauthenticated.' });

    const today = t.clock.now().toISOString().slice(0, 10);
    const expiring = await makeKey(owner.token, { expires_on: today });
    expect((await send(expiring.secret, 'GET', '/api/coupons')).statusCode).toBe(200);
    t.clock.advance(86_400_000);
    expect((await send(expiring.secret, 'GET', '/api/coupons')).statusCode).toBe(401);
    const statuses = (await send(owner.token, 'GET', '/api/api_keys'))
      .json()
      .api_keys.map((key: { status: string }) => key.status);
    expect(statuses).toEqual(['expired', 'revoked']);
  });

  it('answers 404 for another organization’s key and leaves it working', async () => {
    const { owner } = await setting();
    const other = await setting();
    const theirs = await makeKey(other.owner.token);
    const attempt = await send(owner.token, 'POST', `/api/api_keys/${theirs.api_key.id}/revoke`);
    expect(attempt.statusCode).toBe(404);
    expect((await send(theirs.secret, 'GET', '/api/coupons')).statusCode).toBe(200);
    expect((await send(owner.token, 'POST', '/api/api_keys/999999/revoke')).statusCode).toBe(404);
  });

  it('acts in its own organization only', async () => {
    const { owner } = await setting();
    const other = await setting();
    const { secret } = await makeKey(owner.token);
    const elsewhere = await send(secret, 'GET', `/api/coupons?organization_id=${other.organization.id}`);
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses a field tech, who does not hold open_api', async () => {
    const { organization } = await setting();
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    expect((await send(tech.token, 'GET', '/api/api_keys')).statusCode).toBe(403);
    expect((await send(tech.token, 'POST', '/api/api_keys', { name: 'Mine', scopes: ['schedule'] })).statusCode).toBe(
      403,
    );
  });

  it('refuses bad input with field errors and makes no key', async () => {
    const { organization, owner } = await setting();
    const narrow = await createMember(t.db, organization.id, { permissions: ['open_api', 'coupons'] });
    const cases: [string, object, string][] = [
      [owner.token, { name: '  ', scopes: ['coupons'] }, 'name'],
      [owner.token, { name: 'A', scopes: [] }, 'scopes'],
      [owner.token, { name: 'A', scopes: ['no_such_page'] }, 'scopes.0'],
      [owner.token, { name: 'A', scopes: ['coupons'], expires_on: '2020-01-01' }, 'expires_on'],
      [owner.token, { name: 'A', scopes: ['coupons'], expires_on: '2027-02-30' }, 'expires_on'],
      [narrow.token, { name: 'A', scopes: ['coupons', 'payroll_settings'] }, 'scopes'],
    ];
    for (const [token, body, field] of cases) {
      const answer = await send(token, 'POST', '/api/api_keys', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.json().errors)).toContain(field);
    }
    expect((await send(owner.token, 'GET', '/api/api_keys')).json().api_keys).toEqual([]);
    expect((await send(owner.token, 'POST', '/api/api_keys/abc/revoke')).statusCode).toBe(422);
    expect(await openApiSettingsState(t.db, organization.id)).toBe('Not set up');
  });

  it('tells the settings hub how many keys work', async () => {
    const { organization, owner } = await setting();
    await makeKey(owner.token);
    const second = await makeKey(owner.token);
    await makeKey(owner.token).then((key) => send(owner.token, 'POST', `/api/api_keys/${key.api_key.id}/revoke`));
    expect(await openApiSettingsState(t.db, organization.id)).toBe('2 active keys');
    await send(owner.token, 'POST', `/api/api_keys/${second.api_key.id}/revoke`);
    expect(await openApiSettingsState(t.db, organization.id)).toBe('1 active key');
  });

  it('throttles an address that keeps presenting wrong keys, as sign-ins are', async () => {
    const wrong = `epk_AAAAAAAA_${'x'.repeat(43)}`;
    const remote = { remoteAddress: '203.0.113.77' };
    const attempt = () =>
      t.injectAs(wrong, { method: 'GET', url: '/api/coupons', ...remote }).then((answer) => answer.statusCode);
    for (let index = 0; index < FAILED_KEYS_PER_ADDRESS; index += 1) expect(await attempt()).toBe(401);
    const refused = await t.injectAs(wrong, { method: 'GET', url: '/api/coupons', ...remote });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
