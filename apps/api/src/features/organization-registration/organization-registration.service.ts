import { insertDefaultCancelReasons } from '../subscriptions/cancel-reasons.service.ts';
import type { z } from 'zod';
import { effectivePermissions, TRIAL_DAYS, TRIAL_PACKAGE, type registerOrganizationSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { generateToken, hashPassword, hashToken, verifyPassword } from '../../platform/auth/secrets.ts';
import { findUserByEmail, insertAccessToken } from '../auth/auth.repository.ts';
import { openSession, type ClientMeta } from '../auth/login.service.ts';
import { openActivePeriod } from '../organization-subscription/organization-subscription.repository.ts';
import { insertPresetRoles } from '../roles/roles.repository.ts';
import { insertMembership, insertOrganization, insertUser } from './organization-registration.repository.ts';

const DAY_MS = 86_400_000;
const REGISTRATIONS_PER_IP_PER_HOUR = 10;

/**
 * Step 1 of sign-up: the organization, its owner and a 15-day free trial, all or nothing. Someone who already has
 * an account (another organization) signs up with that account's password and gets the new organization added.
 */
export async function registerOrganization(deps: AppDeps, input: z.output<typeof registerOrganizationSchema>, meta: ClientMeta) {
  const now = deps.clock.now();
  await consume(deps.db, { key: `register:ip:${meta.ip}`, limit: REGISTRATIONS_PER_IP_PER_HOUR, windowSeconds: 3600 }, now);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing && !(await verifyPassword(input.password, existing.password_hash))) {
    throw validationFailed({ email: ['This e-mail is already taken. Sign in, or use the password of that account to add a new organization to it.'] });
  }
  const passwordHash = existing ? existing.password_hash : await hashPassword(input.password);
  const token = generateToken();

  const { user, tokenId } = await deps.db.transaction(async (tx) => {
    const organization = await insertOrganization(tx, {
      name: input.organization_name,
      phone: input.phone,
      time_zone: input.time_zone,
      address_line1: input.address_line1,
      city: input.city,
      state: input.state,
      zip: input.zip,
      subscription_package: TRIAL_PACKAGE,
      end_trial: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      show_guide: true,
    });
    const owner =
      existing ??
      (await insertUser(tx, { email: input.email, password_hash: passwordHash, first_name: input.first_name, last_name: input.last_name, phone: input.phone, timezone: input.time_zone, settings: { time_format: 'HH:mm:ss', date_format: 'YYYY-MM-DD' } }));
    const roles = await insertPresetRoles(tx, organization.id);
    await insertDefaultCancelReasons(tx, organization.id);
    const membership = await insertMembership(tx, { organization_id: organization.id, user_id: owner.id, role_id: roles.Owner.id, permissions: effectivePermissions(roles.Owner, []) });
    await openActivePeriod(tx, { organization_id: organization.id, membership_id: membership.id, active_from: now });
    const id = await insertAccessToken(tx, { user_id: owner.id, token_hash: hashToken(token), kind: 'session', expires_at: null, ip: meta.ip, user_agent: meta.userAgent });
    return { user: { ...owner, last_organization_id: organization.id }, tokenId: id };
  });
  return openSession(deps, user, tokenId, token);
}
