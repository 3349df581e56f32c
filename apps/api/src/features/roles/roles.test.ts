import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, rolePresets } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember, presetRoleId } from '../../../test/support/staff-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function organizationWithOwner() {
  const organization = await createOrganization(t.db);
  return { organization, owner: await createMember(t.db, organization.id, { role: 'Owner' }) };
}

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: payload ?? {} });
const permissionsOf = async (token: string) =>
  (await get(token, '/api/auth/employee_user')).json().user.permissions as string[];

describe('preset roles', () => {
  it('are the six of every organization, Owner first and holding everything', async () => {
    const { owner } = await organizationWithOwner();
    const response = await get(owner.token, '/api/roles');
    expect(response.statusCode).toBe(200);
    const roles = response.json().roles as {
      name: string;
      permissions: string[];
      is_owner: boolean;
      members_count: number;
    }[];
    expect(roles.map((role) => role.name)).toEqual([
      'Owner',
      'Accountant',
      'Crew Leader',
      'Field Tech',
      'Manager',
      'Office',
    ]);
    expect(roles[0]).toMatchObject({ is_owner: true, members_count: 1, permissions: [...ALL_PERMISSIONS].sort() });
    expect(roles.find((role) => role.name === 'Field Tech')?.permissions).toEqual(
      [...rolePresets['Field Tech']].sort(),
    );
  });

  it('are given to an organization that signs up', async () => {
    const signup = await t.injectAs(null, {
      method: 'POST',
      url: '/api/register_organization/step1',
      payload: {
        organization_name: 'Fresh Yards',
        first_name: 'Fay',
        last_name: 'Fresh',
        email: 'fay@example.com',
        phone: '7205550140',
        password: 'fresh-yards-1',
        time_zone: 'America/Denver',
        address_line1: '1 Elm St',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
      },
    });
    expect(signup.statusCode).toBe(200);
    const roles = (await get(signup.json().token, '/api/roles')).json().roles as {
      name: string;
      members_count: number;
    }[];
    expect(roles).toHaveLength(6);
    expect(roles[0]).toMatchObject({ name: 'Owner', members_count: 1 });
  });
});

describe('editing roles', () => {
  it('creates, renames, edits and deletes a role, and members follow its permissions', async () => {
    const { organization, owner } = await organizationWithOwner();
    const created = await send(owner.token, 'POST', '/api/roles', {
      name: 'Route Trainer',
      permissions: ['schedule', 'start_end_shift', 'start_end_shift'],
    });
    expect(created.statusCode).toBe(200);
    const role = created.json().role;
    expect(role).toMatchObject({
      name: 'Route Trainer',
      permissions: ['schedule', 'start_end_shift'],
      is_owner: false,
      members_count: 0,
    });

    const trainer = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const assign = await send(owner.token, 'PUT', `/api/staff/${trainer.membership.id}/permissions`, {
      role_id: role.id,
      extra_permissions: ['notifications'],
    });
    expect(assign.statusCode).toBe(200);
    expect(await permissionsOf(trainer.token)).toEqual(['notifications', 'schedule', 'start_end_shift']);

    const edited = await send(owner.token, 'PUT', `/api/roles/${role.id}`, {
      name: 'Senior Tech',
      permissions: ['schedule', 'start_end_shift', 'shifts'],
    });
    expect(edited.json().role).toMatchObject({ name: 'Senior Tech', members_count: 1 });
    // The member's session sees the role's new permission at once, extras kept.
    expect(await permissionsOf(trainer.token)).toEqual(['notifications', 'schedule', 'shifts', 'start_end_shift']);

    const inUse = await send(owner.token, 'DELETE', `/api/roles/${role.id}`);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json()).toMatchObject({
      error: 'role_in_use',
      message: '1 staff member has this role. Give them another role first.',
    });

    await send(owner.token, 'PUT', `/api/staff/${trainer.membership.id}/permissions`, {
      role_id: await presetRoleId(t.db, organization.id, 'Field Tech'),
      extra_permissions: [],
    });
    expect((await send(owner.token, 'DELETE', `/api/roles/${role.id}`)).json()).toEqual({
      message: 'The role Senior Tech was deleted.',
    });
    expect((await get(owner.token, '/api/roles')).json().roles).toHaveLength(6);
  });

  it('refuses a second role of the same name, in any case, and a role without permissions', async () => {
    const { owner } = await organizationWithOwner();
    const duplicate = await send(owner.token, 'POST', '/api/roles', { name: 'field tech', permissions: ['schedule'] });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['A role with this name already exists'] });
    const empty = await send(owner.token, 'POST', '/api/roles', { name: 'Nothing', permissions: [] });
    expect(empty.json().errors).toEqual({ permissions: ['Must be at least 1 items'] });
  });

  it('never deletes the Owner role nor changes what it holds', async () => {
    const { organization, owner } = await organizationWithOwner();
    const ownerRoleId = await presetRoleId(t.db, organization.id, 'Owner');
    const deleted = await send(owner.token, 'DELETE', `/api/roles/${ownerRoleId}`);
    expect(deleted.json()).toMatchObject({ error: 'owner_role' });
    const narrowed = await send(owner.token, 'PUT', `/api/roles/${ownerRoleId}`, {
      name: 'Owner',
      permissions: ['schedule'],
    });
    expect(narrowed.statusCode).toBe(422);
    expect(narrowed.json().error).toBe('owner_role_fixed');
    const renamed = await send(owner.token, 'PUT', `/api/roles/${ownerRoleId}`, {
      name: 'Boss',
      permissions: [...ALL_PERMISSIONS],
    });
    expect(renamed.json().role).toMatchObject({ name: 'Boss', is_owner: true });
  });

  it('refuses to grant through a role what the editor does not hold', async () => {
    const { organization } = await organizationWithOwner();
    const manager = await createMember(t.db, organization.id, { role: 'Manager' });
    const refused = await send(manager.token, 'POST', '/api/roles', {
      name: 'Sneaky',
      permissions: ['schedule', 'open_api', 'payouts'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'permission_not_held',
      message: 'You cannot grant permissions you do not hold: open_api.',
      errors: { permissions: ['You cannot grant permissions you do not hold: open_api.'] },
    });
    // Keeping a permission the role already has is not granting it: the manager may still rename the Accountant role.
    const accountant = await presetRoleId(t.db, organization.id, 'Accountant');
    const renamed = await send(manager.token, 'PUT', `/api/roles/${accountant}`, {
      name: 'Bookkeeper',
      permissions: [...rolePresets.Accountant],
    });
    expect(renamed.statusCode).toBe(200);
    const widened = await send(manager.token, 'PUT', `/api/roles/${accountant}`, {
      name: 'Bookkeeper',
      permissions: [...rolePresets.Accountant, 'open_api'],
    });
    expect(widened.json().error).toBe('permission_not_held');
  });

  it('keeps each organization to its own roles', async () => {
    const first = await organizationWithOwner();
    const second = await organizationWithOwner();
    const theirs = await presetRoleId(t.db, second.organization.id, 'Office');
    expect(
      (await send(first.owner.token, 'PUT', `/api/roles/${theirs}`, { name: 'Mine now', permissions: ['schedule'] }))
        .statusCode,
    ).toBe(404);
    expect((await send(first.owner.token, 'DELETE', `/api/roles/${theirs}`)).statusCode).toBe(404);
    const tech = await createMember(t.db, first.organization.id, { role: 'Field Tech' });
    const foreignRole = await send(first.owner.token, 'PUT', `/api/staff/${tech.membership.id}/permissions`, {
      role_id: theirs,
      extra_permissions: [],
    });
    expect(foreignRole.json().errors).toEqual({ role_id: ['Not valid'] });
  });

  it('is only for members who may manage staff', async () => {
    const { organization } = await organizationWithOwner();
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    expect((await get(tech.token, '/api/roles')).statusCode).toBe(403);
  });
});
