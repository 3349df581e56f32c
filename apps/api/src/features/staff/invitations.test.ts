import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { createMember, presetRoleId } from '../../../test/support/staff-factories.ts';
import { lastMessageTo } from '../../../test/support/outbox.ts';
import { users } from '../../platform/identity/users.table.ts';
import { membershipActivePeriods } from '../organization-subscription/organization-subscription.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const get = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const send = (token: string | null, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(token, { method, url, payload: payload ?? {} });
const tokenIn = (text: string) => /\/accept_invitation\/([\w-]+)/.exec(text)?.[1] ?? '';
const inviteTokenFor = async (email: string) => tokenIn((await lastMessageTo(t.db, email)).body);

async function organizationWithOwner() {
  const organization = await createOrganization(t.db, { name: 'Invite Scoopers' });
  return { organization, owner: await createMember(t.db, organization.id, { role: 'Owner' }) };
}

async function invite(
  token: string,
  organizationId: number,
  email: string,
  role: 'Field Tech' | 'Owner' | 'Office' = 'Field Tech',
) {
  return send(token, 'POST', '/api/staff/invitations', {
    first_name: 'Nora',
    last_name: 'Newhire',
    email,
    role_id: await presetRoleId(t.db, organizationId, role),
  });
}

describe('inviting someone new', () => {
  it('invites, accepts with a new password, signs in, and only then counts as billed staff', async () => {
    const { organization, owner } = await organizationWithOwner();
    const invited = await invite(owner.token, organization.id, 'Nora@Example.com');
    expect(invited.statusCode).toBe(200);
    const staff = invited.json().staff;
    expect(staff).toMatchObject({
      full_name: 'Nora Newhire',
      email: 'nora@example.com',
      status: 'invited',
      role_name: 'Field Tech',
    });
    expect(new Date(staff.invitation.expires_at).getTime() - t.clock.now().getTime()).toBe(7 * DAY_MS);
    expect((await get(owner.token, '/api/auth/employee_user')).json().user.active_users).toBe(1);

    const mail = await lastMessageTo(t.db, 'nora@example.com');
    expect(mail.body).toContain('invited you to join Invite Scoopers');
    const token = tokenIn(mail.body);
    expect(token).not.toBe('');
    // Not yet: an invited member cannot sign in.
    expect(
      (await send(null, 'POST', '/api/auth/login', { email: 'nora@example.com', password: 'whatever-1' })).statusCode,
    ).toBe(422);

    const preview = await send(null, 'POST', '/api/staff/invitations/lookup', { token });
    expect(preview.json().invitation).toMatchObject({
      organization_name: 'Invite Scoopers',
      email: 'nora@example.com',
      existing_user: false,
    });

    const weak = await send(null, 'POST', '/api/staff/invitations/accept', {
      token,
      password: 'short',
      password_confirmation: 'other',
    });
    expect(weak.json().errors).toEqual({
      password: ['At least 8 characters'],
      password_confirmation: ['The passwords must match.'],
    });

    const accepted = await send(null, 'POST', '/api/staff/invitations/accept', {
      token,
      password: 'nora-scoops-1',
      password_confirmation: 'nora-scoops-1',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({
      organization_id: organization.id,
      full_name: 'Nora Newhire',
      change_password: 0,
      active_users: 2,
    });
    expect(accepted.json().user.permissions).toContain('start_end_shift');
    expect((await get(accepted.json().token, '/api/auth/employee_user')).statusCode).toBe(200);

    const login = await send(null, 'POST', '/api/auth/login', { email: 'nora@example.com', password: 'nora-scoops-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.organization_id).toBe(organization.id);
    const periods = await t.db
      .select()
      .from(membershipActivePeriods)
      .where(eq(membershipActivePeriods.membership_id, staff.id));
    expect(periods).toHaveLength(1);

    // Single use.
    const again = await send(null, 'POST', '/api/staff/invitations/accept', {
      token,
      password: 'nora-scoops-2',
      password_confirmation: 'nora-scoops-2',
    });
    expect(again.json()).toEqual({
      error: 'invalid_token',
      message: 'This invitation link is invalid or has expired.',
    });
  });

  it('expires after 7 days, and a resent link replaces the old one', async () => {
    const { organization, owner } = await organizationWithOwner();
    const staffId = (await invite(owner.token, organization.id, 'late@example.com')).json().staff.id;
    const first = await inviteTokenFor('late@example.com');
    t.clock.advance(7 * DAY_MS + 1000);
    expect((await send(null, 'POST', '/api/staff/invitations/lookup', { token: first })).json().error).toBe(
      'invalid_token',
    );

    const resent = await send(owner.token, 'POST', `/api/staff/${staffId}/invitation/resend`);
    expect(resent.statusCode).toBe(200);
    const second = await inviteTokenFor('late@example.com');
    expect(second).not.toBe(first);
    expect(
      (
        await send(null, 'POST', '/api/staff/invitations/accept', {
          token: first,
          password: 'late-but-ok',
          password_confirmation: 'late-but-ok',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await send(null, 'POST', '/api/staff/invitations/accept', {
          token: second,
          password: 'late-but-ok',
          password_confirmation: 'late-but-ok',
        })
      ).statusCode,
    ).toBe(200);
    expect((await send(owner.token, 'POST', `/api/staff/${staffId}/invitation/resend`)).json().error).toBe(
      'not_invited',
    );
  });

  it('cancels an invitation, removing the account it made', async () => {
    const { organization, owner } = await organizationWithOwner();
    const staffId = (await invite(owner.token, organization.id, 'changed-mind@example.com')).json().staff.id;
    const token = await inviteTokenFor('changed-mind@example.com');
    expect((await send(owner.token, 'DELETE', `/api/staff/${staffId}/invitation`)).json()).toEqual({
      message: 'The invitation was cancelled.',
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'changed-mind@example.com'))).toEqual([]);
    expect(
      (
        await send(null, 'POST', '/api/staff/invitations/accept', {
          token,
          password: 'too-late-1',
          password_confirmation: 'too-late-1',
        })
      ).statusCode,
    ).toBe(422);
    expect((await get(owner.token, `/api/staff/${staffId}`)).statusCode).toBe(404);
  });
});

describe('inviting someone who already has an account', () => {
  it('adds a membership they accept with their current password, keeping that password', async () => {
    const { organization, owner } = await organizationWithOwner();
    const elsewhere = await createOrganization(t.db);
    const person = await createUser(t.db, {
      organizationId: elsewhere.id,
      role: 'Field Tech',
      email: 'veteran@example.com',
    });
    const invited = await invite(owner.token, organization.id, 'veteran@example.com');
    expect(invited.json().staff).toMatchObject({ status: 'invited', last_name: person.last_name });
    const token = await inviteTokenFor('veteran@example.com');
    expect((await send(null, 'POST', '/api/staff/invitations/lookup', { token })).json().invitation.existing_user).toBe(
      true,
    );
    expect((await lastMessageTo(t.db, 'veteran@example.com')).body).toContain('sign in with your current password');

    const wrong = await send(null, 'POST', '/api/staff/invitations/accept', { token, password: 'not-my-password' });
    expect(wrong.json().errors).toEqual({ password: [messages.currentPasswordIncorrect] });
    const accepted = await send(null, 'POST', '/api/staff/invitations/accept', { token, password: TEST_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.organization_id).toBe(organization.id);
    expect(
      accepted
        .json()
        .user.organizations.map((entry: { organization_id: number }) => entry.organization_id)
        .sort(),
    ).toEqual([organization.id, elsewhere.id].sort());
  });

  it('refuses someone already on the staff or already invited', async () => {
    const { organization, owner } = await organizationWithOwner();
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    expect((await invite(owner.token, organization.id, tech.user.email)).json().errors).toEqual({
      email: ['This person is already on your staff.'],
    });
    await invite(owner.token, organization.id, 'twice@example.com');
    expect((await invite(owner.token, organization.id, 'twice@example.com')).json().errors).toEqual({
      email: ['This person has already been invited.'],
    });
  });
});

describe('invitation rules', () => {
  it('refuses a role with permissions the inviter does not hold', async () => {
    const { organization } = await organizationWithOwner();
    const manager = await createMember(t.db, organization.id, { role: 'Manager' });
    const refused = await invite(manager.token, organization.id, 'would-be-owner@example.com', 'Owner');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('permission_not_held');
    expect(await t.db.select().from(users).where(eq(users.email, 'would-be-owner@example.com'))).toEqual([]);
  });

  it('cannot be deactivated before acceptance, and is listed as invited', async () => {
    const { organization, owner } = await organizationWithOwner();
    const staffId = (await invite(owner.token, organization.id, 'pending@example.com', 'Office')).json().staff.id;
    expect((await send(owner.token, 'POST', `/api/staff/${staffId}/deactivate`)).json().error).toBe(
      'invitation_pending',
    );
    expect(
      (await get(owner.token, '/api/staff?status=invited')).json().data.map((row: { id: number }) => row.id),
    ).toEqual([staffId]);
  });

  it('needs the staff permission to invite, and a real token to look up', async () => {
    const { organization } = await organizationWithOwner();
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    expect((await invite(tech.token, organization.id, 'x@example.com')).statusCode).toBe(403);
    expect((await send(null, 'POST', '/api/staff/invitations/lookup', { token: 'made-up' })).statusCode).toBe(422);
  });
});
