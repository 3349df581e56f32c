import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { addMembership, createOrganization, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { createMember, presetRoleId } from '../../../test/support/staff-factories.ts';
import { membershipActivePeriods } from '../organization-subscription/organization-subscription.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: payload ?? {} });
const signedInUser = async (token: string, query = '') =>
  (await get(token, `/api/auth/employee_user${query}`)).json().user;
const login = (email: string) =>
  t.injectAs(null, { method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });

async function organizationWithOwner() {
  const organization = await createOrganization(t.db);
  return { organization, owner: await createMember(t.db, organization.id, { role: 'Owner' }) };
}

describe('giving permissions', () => {
  it("changes the member's permissions in their signed-in user at once", async () => {
    const { organization, owner } = await organizationWithOwner();
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    expect((await signedInUser(tech.token)).permissions).not.toContain('shifts');
    expect((await get(tech.token, '/api/shifts')).statusCode).toBe(403);

    const response = await send(owner.token, 'PUT', `/api/staff/${tech.membership.id}/permissions`, {
      role_id: await presetRoleId(t.db, organization.id, 'Field Tech'),
      extra_permissions: ['shifts', 'shift'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().staff).toMatchObject({ role_name: 'Field Tech', extra_permissions: ['shift', 'shifts'] });
    expect((await signedInUser(tech.token)).permissions).toEqual(
      expect.arrayContaining(['shifts', 'shift', 'start_end_shift']),
    );
    expect((await get(tech.token, '/api/shifts')).statusCode).toBe(200);

    // A new role replaces the old one's permissions; the extras stay.
    await send(owner.token, 'PUT', `/api/staff/${tech.membership.id}/permissions`, {
      role_id: await presetRoleId(t.db, organization.id, 'Accountant'),
      extra_permissions: ['shifts'],
    });
    const permissions = (await signedInUser(tech.token)).permissions as string[];
    expect(permissions).toContain('payroll_report');
    expect(permissions).not.toContain('start_end_shift');
  });

  it('refuses to give what the editor does not hold, naming the field', async () => {
    const { organization } = await organizationWithOwner();
    const manager = await createMember(t.db, organization.id, { role: 'Manager' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const url = `/api/staff/${tech.membership.id}/permissions`;
    const extras = await send(manager.token, 'PUT', url, {
      role_id: await presetRoleId(t.db, organization.id, 'Field Tech'),
      extra_permissions: ['payouts', 'open_api'],
    });
    expect(extras.statusCode).toBe(422);
    expect(extras.json()).toEqual({
      error: 'permission_not_held',
      message: 'You cannot grant permissions you do not hold: open_api.',
      errors: { extra_permissions: ['You cannot grant permissions you do not hold: open_api.'] },
    });
    const ownerRole = await send(manager.token, 'PUT', url, {
      role_id: await presetRoleId(t.db, organization.id, 'Owner'),
      extra_permissions: [],
    });
    expect(Object.keys(ownerRole.json().errors)).toEqual(['role_id']);
    // What the manager holds, they may give.
    expect(
      (
        await send(manager.token, 'PUT', url, {
          role_id: await presetRoleId(t.db, organization.id, 'Crew Leader'),
          extra_permissions: ['payouts'],
        })
      ).statusCode,
    ).toBe(200);
    expect((await signedInUser(tech.token)).permissions).toContain('payouts');
  });

  it('keeps a manager from changing or deactivating an owner', async () => {
    const { organization, owner } = await organizationWithOwner();
    await createMember(t.db, organization.id, { role: 'Owner' });
    const manager = await createMember(t.db, organization.id, { role: 'Manager' });
    const demote = await send(manager.token, 'PUT', `/api/staff/${owner.membership.id}/permissions`, {
      role_id: await presetRoleId(t.db, organization.id, 'Field Tech'),
      extra_permissions: [],
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual({
      error: 'outranks_you',
      message: 'You cannot change a staff member who holds permissions you do not hold.',
    });
    expect((await send(manager.token, 'POST', `/api/staff/${owner.membership.id}/deactivate`)).statusCode).toBe(403);
    const takeover = await send(manager.token, 'PUT', `/api/staff/${owner.membership.id}`, {
      first_name: 'O',
      last_name: 'W',
      email: 'manager-controls-this@example.com',
    });
    expect(takeover.statusCode).toBe(403);
  });
});

describe('the last owner', () => {
  it('cannot be demoted or deactivated while the only active owner, and can once there is another', async () => {
    const { organization, owner } = await organizationWithOwner();
    const fieldTech = await presetRoleId(t.db, organization.id, 'Field Tech');
    const demote = await send(owner.token, 'PUT', `/api/staff/${owner.membership.id}/permissions`, {
      role_id: fieldTech,
      extra_permissions: [],
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json()).toEqual({
      error: 'last_owner',
      message: 'The organization must keep at least one active owner.',
    });

    const second = await createMember(t.db, organization.id, { role: 'Owner' });
    expect((await send(owner.token, 'POST', `/api/staff/${second.membership.id}/deactivate`)).statusCode).toBe(200);
    // The second owner is inactive (and signed out of this, their only organization), so the first is still the last.
    expect((await get(second.token, '/api/roles')).statusCode).toBe(401);
    const demoteAgain = await send(owner.token, 'PUT', `/api/staff/${owner.membership.id}/permissions`, {
      role_id: fieldTech,
      extra_permissions: [],
    });
    expect(demoteAgain.json().error).toBe('last_owner');

    await send(owner.token, 'POST', `/api/staff/${second.membership.id}/reactivate`);
    const demoted = await send(owner.token, 'PUT', `/api/staff/${owner.membership.id}/permissions`, {
      role_id: fieldTech,
      extra_permissions: [],
    });
    expect(demoted.statusCode).toBe(200);
    // Deactivation ended the second owner's old session; they sign in anew.
    const secondToken = (await login(second.user.email)).json().token as string;
    expect((await send(secondToken, 'POST', `/api/staff/${second.membership.id}/deactivate`)).json().error).toBe(
      'cannot_deactivate_self',
    );
    const lastOne = await send(secondToken, 'PUT', `/api/staff/${second.membership.id}/permissions`, {
      role_id: fieldTech,
      extra_permissions: [],
    });
    expect(lastOne.json().error).toBe('last_owner');
  });
});

describe('deactivation', () => {
  it('stops sign-in to that organization, closes the billed period and lowers active_users; reactivation undoes it', async () => {
    const { organization, owner } = await organizationWithOwner();
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    expect((await signedInUser(owner.token)).active_users).toBe(2);

    t.clock.advance(60_000);
    const deactivated = await send(owner.token, 'POST', `/api/staff/${tech.membership.id}/deactivate`);
    expect(deactivated.json().staff.status).toBe('inactive');
    expect((await signedInUser(owner.token)).active_users).toBe(1);
    // The Estimated Charges panel prices the next invoice on the new count.
    const estimate = (
      await get(owner.token, '/api/organization_subscription/estimated_charges?pricing_plan_id=1')
    ).json();
    expect(estimate.estimated_charges.next.active_users).toBe(1);
    expect((await get(tech.token, '/api/auth/employee_user')).statusCode).toBe(401);
    expect((await login(tech.user.email)).json()).toMatchObject({ error: 'account_disabled' });
    const periods = await t.db
      .select()
      .from(membershipActivePeriods)
      .where(eq(membershipActivePeriods.membership_id, tech.membership.id));
    expect(periods.map((period) => period.active_to?.toISOString())).toEqual([t.clock.now().toISOString()]);

    t.clock.advance(60_000);
    await send(owner.token, 'POST', `/api/staff/${tech.membership.id}/reactivate`);
    expect((await signedInUser(owner.token)).active_users).toBe(2);
    expect((await login(tech.user.email)).statusCode).toBe(200);
    const reopened = await t.db
      .select()
      .from(membershipActivePeriods)
      .where(eq(membershipActivePeriods.membership_id, tech.membership.id));
    expect(reopened).toHaveLength(2);
    expect(reopened.filter((period) => period.active_to === null)).toHaveLength(1);
  });

  it('ends their sessions and API keys for good: reactivation does not bring the old ones back', async () => {
    const { organization, owner } = await organizationWithOwner();
    const manager = await createMember(t.db, organization.id, { role: 'Owner' });
    const made = await send(manager.token, 'POST', '/api/api_keys', { name: 'Zapier', scopes: ['coupons'] });
    const apiKey = made.json().secret as string;
    expect((await get(manager.token, '/api/auth/employee_user')).statusCode).toBe(200);
    expect((await get(apiKey, '/api/coupons')).statusCode).toBe(200);

    await send(owner.token, 'POST', `/api/staff/${manager.membership.id}/deactivate`);
    expect((await get(manager.token, '/api/auth/employee_user')).statusCode).toBe(401);
    expect((await get(apiKey, '/api/coupons')).statusCode).toBe(401);

    expect((await send(owner.token, 'POST', `/api/staff/${manager.membership.id}/reactivate`)).statusCode).toBe(200);
    expect((await get(manager.token, '/api/auth/employee_user')).statusCode).toBe(401);
    expect((await get(apiKey, '/api/coupons')).statusCode).toBe(401);
    const keys = (await get(owner.token, '/api/api_keys')).json().api_keys as { status: string }[];
    expect(keys.map((key) => key.status)).toEqual(['revoked']);

    const again = await login(manager.user.email);
    expect(again.statusCode).toBe(200);
    expect((await get(again.json().token, '/api/auth/employee_user')).statusCode).toBe(200);
  });

  it('signs the member out everywhere; signing in again lands in their other organization only', async () => {
    const { organization, owner } = await organizationWithOwner();
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const other = await createOrganization(t.db);
    await addMembership(t.db, tech.user.id, other.id, { role: 'Field Tech' });
    await send(owner.token, 'POST', `/api/staff/${tech.membership.id}/deactivate`);
    expect((await get(tech.token, '/api/auth/employee_user')).statusCode).toBe(401);

    const again = await login(tech.user.email);
    expect(again.statusCode).toBe(200);
    const token = again.json().token as string;
    expect((await get(token, `/api/auth/employee_user?organization_id=${organization.id}`)).statusCode).toBe(403);
    const elsewhere = await signedInUser(token);
    expect(elsewhere.organization_id).toBe(other.id);
    expect(elsewhere.organizations.map((entry: { organization_id: number }) => entry.organization_id)).toEqual([
      other.id,
    ]);
  });
});
