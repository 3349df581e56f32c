import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PAGE_ONLY_PERMISSIONS, rolePresets } from '@employee-portal/core';
import { openMigrationSteps, type MigrationSteps } from '../../../test/support/migration-steps.ts';

/**
 * Organizations that existed before roles get the six presets, and each membership lands on the role its old
 * role_name named, with whatever it held beyond that role kept as extra permissions.
 */

const FIRST_ROLES_MIGRATION = '0009_seed_roles';
/** Record pages that asked their list's permission until later: the permission lists as they stood then. */
const ADDED_LATER = new Set<string>(PAGE_ONLY_PERMISSIONS.filter((name) => name !== 'staff_show' && name !== 'shift'));
const asThen = (permissions: readonly string[]) => permissions.filter((name) => !ADDED_LATER.has(name));
const OWNER_THEN = asThen(ALL_PERMISSIONS);
const FIELD_TECH_THEN = asThen(rolePresets['Field Tech']);

let steps: MigrationSteps;
beforeAll(async () => {
  steps = await openMigrationSteps('roles_migration');
  await steps.applyBefore(FIRST_ROLES_MIGRATION);
});
afterAll(() => steps.close());

describe('the roles data migration', () => {
  it('seeds presets per organization and moves memberships onto them without changing what anyone holds', async () => {
    await steps.run(`insert into organizations (name) values ('Old Scoopers'), ('Older Scoopers')`);
    await steps.run(
      `insert into users (email, password_hash, first_name, last_name) values ('o@x.test', 'h', 'O', 'W'), ('t@x.test', 'h', 'T', 'K'), ('c@x.test', 'h', 'C', 'U')`,
    );
    const techWithExtra = JSON.stringify([...FIELD_TECH_THEN, 'shifts']);
    await steps.run(`insert into memberships (organization_id, user_id, role_name, permissions) values
        (1, 1, 'Owner', '${JSON.stringify(OWNER_THEN)}'::jsonb),
        (1, 2, 'Field Tech', '${techWithExtra}'::jsonb),
        (2, 3, 'Custom Thing', '["schedule"]'::jsonb)`);
    await steps.apply(FIRST_ROLES_MIGRATION);
    await steps.apply('0010_drop_membership_role_name');

    const roles = await steps.rows<{ organization_id: number; name: string; is_owner: boolean }>(
      'select organization_id, name, is_owner from roles order by organization_id, id',
    );
    expect(roles.filter((role) => role.organization_id === 1).map((role) => role.name)).toEqual([
      'Owner',
      'Manager',
      'Office',
      'Crew Leader',
      'Field Tech',
      'Accountant',
    ]);
    expect(roles.filter((role) => role.organization_id === 2)).toHaveLength(6);
    expect(roles.filter((role) => role.is_owner).map((role) => role.organization_id)).toEqual([1, 2]);

    const members = await steps.rows<{
      user_id: number;
      role_name: string | null;
      extra_permissions: string[];
      permissions: string[];
    }>(
      'select m.user_id, r.name as role_name, m.extra_permissions, m.permissions from memberships m left join roles r on r.id = m.role_id order by m.user_id',
    );
    expect(members[0]).toMatchObject({ role_name: 'Owner', extra_permissions: [] });
    expect(members[0]?.permissions).toEqual([...OWNER_THEN].sort());
    expect(members[1]).toMatchObject({ role_name: 'Field Tech', extra_permissions: ['shifts'] });
    expect(members[1]?.permissions).toEqual([...FIELD_TECH_THEN, 'shifts'].sort());
    // A name that is no preset keeps its permissions, on no role.
    expect(members[2]).toEqual({ user_id: 3, role_name: null, extra_permissions: [], permissions: ['schedule'] });
  });
});
