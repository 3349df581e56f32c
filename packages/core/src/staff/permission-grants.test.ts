import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../access/permissions.ts';
import { rolePresets } from '../access/role-presets.ts';
import { effectivePermissions, grantRefusalMessage, permissionsNotHeld } from './permission-grants.ts';

describe('effective permissions', () => {
  it('is the role and the extras together, once each', () => {
    expect(
      effectivePermissions({ permissions: ['schedule', 'start_end_shift'], is_owner: false }, ['shifts', 'schedule']),
    ).toEqual(['schedule', 'shifts', 'start_end_shift']);
    expect(effectivePermissions(null, ['staff'])).toEqual(['staff']);
  });

  it('gives the Owner role every permission whatever it stores', () => {
    expect(effectivePermissions({ permissions: [], is_owner: true }, [])).toEqual([...ALL_PERMISSIONS].sort());
  });
});

describe('granting only what you hold', () => {
  const manager = rolePresets.Manager;

  it('lists what a change would newly give that the author lacks', () => {
    expect(permissionsNotHeld(['schedule', 'payouts', 'open_api'], ['schedule'], manager)).toEqual(['open_api']);
  });

  it('lets an author keep a permission the target already had', () => {
    expect(permissionsNotHeld(['open_api', 'schedule'], ['open_api'], manager)).toEqual([]);
  });

  it('treats the always-allowed routes as held by everyone', () => {
    expect(permissionsNotHeld(['settings', 'dormant_clients'], [], [])).toEqual([]);
  });

  it('says which permissions', () => {
    expect(grantRefusalMessage(['open_api', 'payouts'])).toBe(
      'You cannot grant permissions you do not hold: open_api, payouts.',
    );
  });
});
