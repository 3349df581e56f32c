import { describe, expect, it } from 'vitest';
import { hasPermission, normalizePermissions } from './permissions.ts';
import { rolePresets } from './role-presets.ts';

describe('permissions (spec §6)', () => {
  it('accepts an array or an object of route names', () => {
    expect(normalizePermissions(['clients', 'staff', 'clients'])).toEqual(['clients', 'staff']);
    expect(normalizePermissions({ 0: 'clients', 7: 'staff' })).toEqual(['clients', 'staff']);
    expect(normalizePermissions(null)).toEqual([]);
    expect(normalizePermissions('clients')).toEqual([]);
  });

  it('always allows settings, dormant_clients and directory_listing', () => {
    for (const name of ['settings', 'dormant_clients', 'directory_listing']) expect(hasPermission([], name)).toBe(true);
    expect(hasPermission([], 'clients')).toBe(false);
    expect(hasPermission({ a: 'clients' }, 'clients')).toBe(true);
  });

  it('gives field techs their shift pages but not the client list', () => {
    expect(hasPermission(rolePresets['Field Tech'], 'start_end_shift')).toBe(true);
    expect(hasPermission(rolePresets['Field Tech'], 'clients')).toBe(false);
    expect(hasPermission(rolePresets.Owner, 'subscription_details')).toBe(true);
  });
});
