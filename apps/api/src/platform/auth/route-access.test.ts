import { describe, expect, it } from 'vitest';
import { memberAccess } from './route-access.ts';

describe('memberAccess', () => {
  it("takes core's permission names, so a misspelled permission does not compile", () => {
    expect(memberAccess('clients')).toEqual({ kind: 'member', permission: 'clients' });
    expect(memberAccess(null, { withoutSubscription: true })).toEqual({
      kind: 'member',
      permission: null,
      withoutSubscription: true,
    });
    // @ts-expect-error not a permission of core's list: the typecheck fails if memberAccess ever takes any string again
    expect(memberAccess('no_such_permission')).toEqual({ kind: 'member', permission: 'no_such_permission' });
    // @ts-expect-error a misspelling of 'clients'
    memberAccess('client_s');
  });
});
