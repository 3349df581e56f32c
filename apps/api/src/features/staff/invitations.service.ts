import type { z } from 'zod';
import {
  acceptInvitationNewUserSchema,
  effectivePermissions,
  INVITATION_LIFETIME_DAYS,
  messages,
  type acceptInvitationSchema,
  type staffInvitationSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { notFound, refusal, validationFailed, type FieldErrors } from '../../platform/http/errors.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { admitPasswordAttempt } from '../../platform/auth/login-throttle.ts';
import { publicLink } from '../../platform/http/public-link.ts';
import { generateToken, hashPassword, hashToken, verifyPassword } from '../../platform/auth/secrets.ts';
import { login, type ClientMeta } from '../auth/index.ts';
import { openActivePeriod } from '../organization-subscription/index.ts';
import { findRole, lockOrganizationStaff, assertGrantable } from '../roles/index.ts';
import type { UserRow } from '../../platform/auth/session.repository.ts';
import { findMembershipOfUser, findStaff, setMembershipStatus } from './staff.repository.ts';
import {
  activateInvitedUser,
  deleteMembership,
  deleteUserWithoutMemberships,
  findOpenInvitation,
  insertInvitation,
  markInvitationAccepted,
  renewInvitation,
} from './invitations.repository.ts';
import { loadStaff, staffDetail } from './staff.service.ts';
import { assertCanManage } from './staff-rules.ts';
import { findUserByEmail, insertMembership, insertUser } from '../../platform/identity/users.repository.ts';

const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 86_400_000;
const INVITATIONS_PER_ORGANIZATION_PER_HOUR = 50;
const RESENDS_PER_MEMBER_PER_HOUR = 5;
/** Not an scrypt hash, so no password matches it until the invitee chooses one. */
const NO_PASSWORD_YET = '!invited';
const hasPassword = (user: UserRow) => user.password_hash.startsWith('scrypt$');
const invalidLink = () => refusal(422, 'invalid_token', 'This invitation link is invalid or has expired.');

async function sendInvitationMail(
  deps: AppDeps,
  member: MemberContext,
  to: { email: string; first_name: string; existing: boolean },
  token: string,
) {
  const link = publicLink(deps.config, `/accept_invitation/${token}`);
  const step = to.existing ? 'sign in with your current password to accept' : 'choose your password and accept';
  await deps.mail.send({
    to: to.email,
    subject: `You are invited to join ${member.organization.name} on Employee Portal`,
    text: `Hello ${to.first_name},\n\n${member.user.first_name} ${member.user.last_name} invited you to join ${member.organization.name} on Employee Portal.\nOpen this link to ${step} (it works once, for ${INVITATION_LIFETIME_DAYS} days):\n${link}\n`,
    organization_id: member.organization.id,
  });
}

export async function inviteStaff(deps: AppDeps, member: MemberContext, body: z.output<typeof staffInvitationSchema>) {
  const now = deps.clock.now();
  const organizationId = member.organization.id;
  const role = await findRole(deps.db, { organization_id: organizationId, id: body.role_id });
  if (!role) throw validationFailed({ role_id: [messages.notValid] });
  const permissions = effectivePermissions(role, []);
  assertGrantable(member, permissions, [], 'role_id');
  const existing = await findUserByEmail(deps.db, body.email);
  const current = existing ? await findMembershipOfUser(deps.db, organizationId, existing.id) : null;
  if (current)
    throw validationFailed({
      email: [
        current.status === 'invited'
          ? 'This person has already been invited.'
          : 'This person is already on your staff.',
      ],
    });
  await consume(
    deps.db,
    { key: `invite:organization:${organizationId}`, limit: INVITATIONS_PER_ORGANIZATION_PER_HOUR, windowSeconds: 3600 },
    now,
  );

  const token = generateToken();
  let membershipId: number;
  try {
    membershipId = await deps.db.transaction(async (tx) => {
      await lockOrganizationStaff(tx, organizationId);
      const user =
        existing ??
        (await insertUser(tx, {
          email: body.email,
          password_hash: NO_PASSWORD_YET,
          first_name: body.first_name,
          last_name: body.last_name,
          last_organization_id: organizationId,
          settings: { time_format: 'HH:mm:ss', date_format: 'YYYY-MM-DD' },
        }));
      const membership = await insertMembership(tx, {
        organization_id: organizationId,
        user_id: user.id,
        role_id: role.id,
        extra_permissions: [],
        permissions,
        status: 'invited',
      });
      await insertInvitation(tx, {
        organization_id: organizationId,
        membership_id: membership.id,
        token_hash: hashToken(token),
        created_user: !existing,
        invited_by_user_id: member.user.id,
        sent_at: now,
        expires_at: new Date(now.getTime() + LIFETIME_MS),
      });
      return membership.id;
    });
  } catch (error) {
    // The same person invited twice at once: the unique e-mail or membership decides.
    if (isUniqueViolation(error)) throw validationFailed({ email: ['This person has already been invited.'] });
    throw error;
  }
  await sendInvitationMail(
    deps,
    member,
    {
      email: body.email,
      first_name: existing?.first_name ?? body.first_name,
      existing: Boolean(existing && hasPassword(existing)),
    },
    token,
  );
  return staffDetail(deps, member, membershipId);
}

export async function resendInvitation(deps: AppDeps, member: MemberContext, id: number) {
  const row = await loadStaff(deps.db, member, id);
  if (row.membership.status !== 'invited')
    throw refusal(422, 'not_invited', 'This person has already accepted or is not invited.');
  const now = deps.clock.now();
  await consume(
    deps.db,
    { key: `invite_resend:membership:${row.membership.id}`, limit: RESENDS_PER_MEMBER_PER_HOUR, windowSeconds: 3600 },
    now,
  );
  const token = generateToken();
  await renewInvitation(deps.db, member.organization.id, row.membership.id, {
    token_hash: hashToken(token),
    sent_at: now,
    expires_at: new Date(now.getTime() + LIFETIME_MS),
  });
  await sendInvitationMail(
    deps,
    member,
    { email: row.user.email, first_name: row.user.first_name, existing: hasPassword(row.user) },
    token,
  );
  return staffDetail(deps, member, id);
}

export async function cancelInvitation(deps: AppDeps, member: MemberContext, id: number) {
  await deps.db.transaction(async (tx) => {
    await lockOrganizationStaff(tx, member.organization.id);
    const row = await findStaff(tx, { organization_id: member.organization.id, id });
    if (!row) throw notFound('Staff member not found.');
    if (row.membership.status !== 'invited')
      throw refusal(422, 'not_invited', 'This person has already accepted or is not invited.');
    assertCanManage(member, row);
    await deleteMembership(tx, member.organization.id, row.membership.id);
    if (row.invitation?.created_user) await deleteUserWithoutMemberships(tx, row.user.id);
  });
  return { message: 'The invitation was cancelled.' };
}

/** What the accept page shows before anyone types a password. */
export async function lookupInvitation(deps: AppDeps, token: string, meta: ClientMeta) {
  const now = deps.clock.now();
  await consume(
    deps.db,
    {
      key: `invitation:ip:${meta.ip}`,
      limit: deps.config.rateLimits.loginPerIp,
      windowSeconds: deps.config.rateLimits.windowSeconds,
    },
    now,
  );
  const found = await findOpenInvitation(deps.db, hashToken(token), now);
  if (!found) throw invalidLink();
  const { user, organization, invitation } = found;
  return {
    invitation: {
      organization_name: organization.name,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      existing_user: hasPassword(user),
      expires_at: invitation.expires_at.toISOString(),
    },
  };
}

const fieldErrorsOf = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || 'password'] ??= []).push(issue.message);
  return errors;
};

/**
 * Someone new chooses their password; someone with an account proves it with theirs (as a login would, counting
 * failures). The membership becomes active (and billed) and the answer is the same as a login's: signed in to the
 * organization that invited them, or the second step when they use two-factor.
 */
export async function acceptInvitation(deps: AppDeps, body: z.output<typeof acceptInvitationSchema>, meta: ClientMeta) {
  const now = deps.clock.now();
  const { windowSeconds, loginPerIp } = deps.config.rateLimits;
  await consume(deps.db, { key: `invitation:ip:${meta.ip}`, limit: loginPerIp, windowSeconds }, now);
  const found = await findOpenInvitation(deps.db, hashToken(body.token), now);
  if (!found) throw invalidLink();
  const { invitation, membership, user } = found;

  let passwordHash: string | undefined;
  if (hasPassword(user)) {
    const attempt = await admitPasswordAttempt(deps, { email: user.email, ip: meta.ip }, now);
    if (!(await verifyPassword(body.password, user.password_hash)))
      throw validationFailed({ password: [messages.currentPasswordIncorrect] });
    await attempt.succeeded();
  } else {
    const parsed = acceptInvitationNewUserSchema.safeParse(body);
    if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
    passwordHash = await hashPassword(parsed.data.password);
  }

  await deps.db.transaction(async (tx) => {
    if (!(await markInvitationAccepted(tx, membership.organization_id, invitation.id, now))) throw invalidLink();
    await setMembershipStatus(tx, membership.organization_id, membership.id, 'active');
    await openActivePeriod(tx, {
      organization_id: membership.organization_id,
      membership_id: membership.id,
      active_from: now,
    });
    await activateInvitedUser(tx, user.id, {
      last_organization_id: membership.organization_id,
      password_hash: passwordHash,
      updated_at: now,
    });
  });
  return login(deps, { email: user.email, password: body.password }, meta);
}
