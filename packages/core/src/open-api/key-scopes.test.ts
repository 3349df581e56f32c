import { describe, expect, it } from 'vitest';
import { createApiKeySchema } from './api-keys.schema.ts';
import { KEY_SCOPE_PERMISSIONS, KEY_SCOPES } from './key-scopes.ts';

describe('API key scopes', () => {
  it('offers the route table’s permissions but never key management or the account’s own actions', () => {
    expect(KEY_SCOPE_PERMISSIONS).toEqual(expect.arrayContaining(['clients', 'coupons', 'schedule', 'payroll_report']));
    for (const never of ['open_api', 'change_password', 'change_email', 'two_factor'])
      expect(KEY_SCOPE_PERMISSIONS).not.toContain(never);
    expect(new Set(KEY_SCOPE_PERMISSIONS).size).toBe(KEY_SCOPE_PERMISSIONS.length);
  });

  it('names each scope after its list page and groups record pages with their list', () => {
    expect(KEY_SCOPES.find((scope) => scope.permission === 'coupon')).toEqual({
      permission: 'coupon',
      label: 'Coupon',
      group: 'billing',
    });
    expect(KEY_SCOPES.find((scope) => scope.permission === 'clients')?.group).toBe('clients');
  });

  it('takes a name, at least one known scope (duplicates dropped) and an optional expiry day', () => {
    expect(createApiKeySchema.parse({ name: ' Zapier ', scopes: ['coupons', 'coupons'], expires_on: '' })).toEqual({
      name: 'Zapier',
      scopes: ['coupons'],
      expires_on: null,
    });
    const refused = createApiKeySchema.safeParse({ name: '', scopes: ['open_api'], expires_on: '2026-13-01' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'expires_on',
      'name',
      'scopes.0',
    ]);
  });
});
