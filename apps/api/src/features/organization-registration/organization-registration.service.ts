import { insertDefaultCancelReasons } from '../subscriptions/index.ts';
import { insertDefaultSkipReasons } from '../jobs/index.ts';
import type { z } from 'zod';
import {
  effectivePermissions,
  organizationDetailsOf,
  ownerAccountOf,
  TRIAL_DAYS,
  TRIAL_PACKAGE,
  type OrganizationDetails,
  type OwnerAccount,
  type registerOrganizationSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { unauthenticated, validationFailed } from '../../platform/http/errors.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { admitPasswordAttempt } from '../../platform/auth/login-throttle.ts';
import type { OrganizationTokenContext } from '../../platform/auth/authenticate.ts';
import { claimOrganizationToken, insertOrganizationToken } from '../../platform/auth/organization-token.repository.ts';
import type { UserRow } from '../../platform/auth/session.repository.ts';
import { generateToken, hashPassword, hashToken, verifyPassword } from '../../platform/auth/secrets.ts';
import { insertAccessToken, openSession, type ClientMeta } from '../auth/index.ts';
import { openActivePeriod } from '../organization-subscription/index.ts';
import { insertPresetRoles } from '../roles/index.ts';
import { insertOrganization } from './organization-registration.repository.ts';
import { findUserByEmail, insertMembership, insertUser } from '../../platform/identity/users.repository.ts';

const DAY_MS = 86_400_000;
const REGISTRATIONS_PER_IP_PER_HOUR = 10;
/** Long enough to finish sign-up another day; after that the visitor starts again. */
const ORGANIZATION_TOKEN_LIFETIME_MS = DAY_MS;
const EMAIL_TAKEN =
  'This e-mail is already taken. Sign in, or use the password of that account to add a new organization to it.';

interface NewOrganization {
  organization: OrganizationDetails;
  owner: OwnerAccount;
  /**
   * The account the e-mail already belongs to (its password was given), which the organization is added to; or
   * the new account's password hash, hashed before the transaction so that it does not wait on scrypt.
   */
  account: { existing: UserRow } | { passwordHash: string };
  /** The session token's hash: a new token's, or the organization token's, which becomes the session. */
  tokenHash: string;
  meta: ClientMeta;
  now: Date;
}

/** The organization, its owner (Owner role, membership, billed from now) and the owner's session, all or nothing. */
async function createOrganizationWithOwner(
  tx: Db,
  { organization: details, owner, account, tokenHash, meta, now }: NewOrganization,
) {
  const organization = await insertOrganization(tx, {
    name: details.organization_name,
    phone: owner.phone ?? null,
    time_zone: details.time_zone,
    address_line1: details.address_line1,
    city: details.city,
    state: details.state,
    zip: details.zip,
    subscription_package: TRIAL_PACKAGE,
    end_trial: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
  });
  const user =
    'existing' in account
      ? account.existing
      : await insertUser(tx, {
          email: owner.email,
          password_hash: account.passwordHash,
          first_name: owner.first_name,
          last_name: owner.last_name,
          phone: owner.phone ?? null,
          timezone: details.time_zone,
          settings: { time_format: 'HH:mm:ss', date_format: 'YYYY-MM-DD' },
        });
  const roles = await insertPresetRoles(tx, organization.id);
  await insertDefaultCancelReasons(tx, organization.id);
  await insertDefaultSkipReasons(tx, organization.id);
  const membership = await insertMembership(tx, {
    organization_id: organization.id,
    user_id: user.id,
    role_id: roles.Owner.id,
    permissions: effectivePermissions(roles.Owner, []),
  });
  await openActivePeriod(tx, { organization_id: organization.id, membership_id: membership.id, active_from: now });
  const tokenId = await insertAccessToken(tx, {
    user_id: user.id,
    token_hash: tokenHash,
    kind: 'session',
    expires_at: null,
    ip: meta.ip,
    user_agent: meta.userAgent,
  });
  return { user: { ...user, last_organization_id: organization.id }, tokenId };
}

/** Someone who already has an account signs up with its password and gets the new organization added to it. */
async function existingAccountOf(deps: AppDeps, owner: OwnerAccount, meta: ClientMeta, now: Date, emailField: string) {
  const existing = await findUserByEmail(deps.db, owner.email);
  if (!existing) return null;
  // The same guessing throttle as the login: this form checks the account's password too.
  const attempt = await admitPasswordAttempt(deps, { email: owner.email, ip: meta.ip }, now);
  if (!(await verifyPassword(owner.password, existing.password_hash)))
    throw validationFailed({ [emailField]: [EMAIL_TAKEN] });
  await attempt.succeeded();
  return existing;
}

async function createOwnedOrganization(
  deps: AppDeps,
  values: Omit<NewOrganization, 'account'>,
  emailField: string,
  beforeCreating: (tx: Db) => Promise<void> = async () => undefined,
) {
  const existing = await existingAccountOf(deps, values.owner, values.meta, values.now, emailField);
  const account = existing ? { existing } : { passwordHash: await hashPassword(values.owner.password) };
  try {
    return await deps.db.transaction(async (tx) => {
      await beforeCreating(tx);
      return createOrganizationWithOwner(tx, { ...values, account });
    });
  } catch (error) {
    // Two sign-ups with one new e-mail at once: the unique e-mail decides, and the later one hears it is taken.
    if (isUniqueViolation(error)) throw validationFailed({ [emailField]: [EMAIL_TAKEN] });
    throw error;
  }
}

/**
 * Step 1 of sign-up (spec §4). With the owner's details: the organization on a 15-day free trial and its owner,
 * signed in (`{ token, user }`). With the organization's details alone: an organization token (`{ token }`), good
 * for 24 hours and for one POST /api/users, which creates the organization together with its owner.
 */
export async function registerOrganization(
  deps: AppDeps,
  input: z.output<typeof registerOrganizationSchema>,
  meta: ClientMeta,
) {
  const now = deps.clock.now();
  await consume(
    deps.db,
    { key: `register:ip:${meta.ip}`, limit: REGISTRATIONS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    now,
  );
  const organization = organizationDetailsOf(input);
  const owner = ownerAccountOf(input);
  const token = generateToken();
  if (!owner) {
    await insertOrganizationToken(deps.db, {
      token_hash: hashToken(token),
      organization,
      expires_at: new Date(now.getTime() + ORGANIZATION_TOKEN_LIFETIME_MS),
      ip: meta.ip,
      user_agent: meta.userAgent,
    });
    return { token };
  }
  const created = await createOwnedOrganization(
    deps,
    { organization, owner, tokenHash: hashToken(token), meta, now },
    'email',
  );
  return openSession(deps, created.user, created.tokenId, token);
}

/** Spec §7 POST users: the owner's account for an organization token, which becomes the owner's session token. */
export async function createOwner(
  deps: AppDeps,
  organizationToken: OrganizationTokenContext,
  owner: OwnerAccount,
  meta: ClientMeta,
) {
  const now = deps.clock.now();
  const created = await createOwnedOrganization(
    deps,
    { organization: organizationToken.organization, owner, tokenHash: organizationToken.tokenHash, meta, now },
    'user.email',
    async (tx) => {
      // Single use: a second call (or a parallel one) with the same token creates nothing.
      if (!(await claimOrganizationToken(tx, organizationToken.tokenId, now))) throw unauthenticated();
    },
  );
  return openSession(deps, created.user, created.tokenId, organizationToken.token);
}
