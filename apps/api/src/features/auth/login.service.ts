import type { z } from 'zod';
import type { loginSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { refusal } from '../../platform/http/errors.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { admitCodeAttempt, admitPasswordAttempt, codesRefusedFor } from '../../platform/auth/login-throttle.ts';
import { DUMMY_PASSWORD_HASH, generateToken, hashToken, verifyPassword } from '../../platform/auth/secrets.ts';
import { chooseMembership, type UserRow } from '../../platform/auth/session.repository.ts';
import type { PendingLoginContext } from '../../platform/auth/authenticate.ts';
import {
  countChallengeAttempt,
  deleteChallenge,
  insertAccessToken,
  insertChallenge,
  promoteToSession,
  revokeToken,
  updateUserLogin,
} from './auth.repository.ts';
import { buildSignedInUser } from './signed-in-user.ts';
import { findUserByEmail } from '../../platform/identity/users.repository.ts';
import { CODE_LIFETIME_MS, codeHash, codesRefused, countCodeSend, deliverCode, newCodeFor } from './login-code.ts';

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

const MAX_CODE_ATTEMPTS = 5;
/** Spec §7, §8: a failed sign-in answers an `errors` field, which the sign-in dialog shows; `message` says the same. */
const signInFailure = (statusCode: number, error: string, message: string, field: 'email' | 'code') =>
  refusal(statusCode, error, message, { [field]: [message] });
const invalidCredentials = () =>
  signInFailure(422, 'invalid_credentials', 'These credentials do not match our records.', 'email');

async function warnOfGuessedCodes(deps: AppDeps, user: UserRow) {
  const { wrongCodesPerDay } = deps.config.loginThrottle;
  await deps.mail.send({
    to: user.email,
    subject: 'Too many wrong sign-in codes on your Employee Portal account',
    text: `Hello ${user.first_name},\n\nSomeone signed in to your Employee Portal account with your password and then entered ${wrongCodesPerDay} wrong sign-in codes today. To keep the account safe, sign-in codes are refused for the next 24 hours.\n\nIf this was not you, your password is known to someone else: change it now (Change Password in the account menu, or "Forgot password" on the sign-in page).\n`,
    organization_id: user.last_organization_id,
  });
}

/** Signs in as the member of the organization used last (or the oldest membership). */
export async function openSession(deps: AppDeps, user: UserRow, tokenId: number, token: string) {
  const chosen = await chooseMembership(deps.db, user, null);
  if (!chosen) throw signInFailure(403, 'account_disabled', 'Your account is not active in any organization.', 'email');
  await updateUserLogin(deps.db, user.id, { last_organization_id: chosen.organization.id });
  return {
    token,
    user: { ...(await buildSignedInUser(deps.db, user, chosen.membership, chosen.organization)), token },
  };
}

async function startSecondStep(deps: AppDeps, user: UserRow, meta: ClientMeta, now: Date) {
  await countCodeSend(deps, user.id, now);
  const token = generateToken();
  const pending = await deps.db.transaction(async (tx) => {
    const id = await insertAccessToken(tx, {
      user_id: user.id,
      token_hash: hashToken(token),
      kind: 'two_factor_pending',
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
      ip: meta.ip,
      user_agent: meta.userAgent,
    });
    const code = newCodeFor(id, null);
    await insertChallenge(tx, {
      access_token_id: id,
      code_hash: codeHash(id, code),
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
    return { id, code };
  });
  await deliverCode(deps, user, pending.code);
  return {
    tokenId: pending.id,
    token,
    user: { user_id: user.id, full_name: `${user.first_name} ${user.last_name}`, two_factor: 1 as const },
  };
}

export async function login(deps: AppDeps, input: z.output<typeof loginSchema>, meta: ClientMeta) {
  const now = deps.clock.now();
  const { windowSeconds, loginPerIp } = deps.config.rateLimits;
  await consume(deps.db, { key: `login:ip:${meta.ip}`, limit: loginPerIp, windowSeconds }, now);
  // Unknown e-mails are throttled the same way, so the answers do not tell which accounts exist.
  const attempt = await admitPasswordAttempt(deps, { email: input.email, ip: meta.ip }, now);

  const user = await findUserByEmail(deps.db, input.email);
  const passwordMatches = await verifyPassword(input.password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!user || !passwordMatches) throw invalidCredentials();
  await attempt.succeeded();
  if (input.timezone) await updateUserLogin(deps.db, user.id, { timezone: input.timezone });
  if (user.two_factor) {
    // No new code while codes are refused: it could not be used, and each one is a text message to the owner.
    const refusedFor = await codesRefusedFor(deps, user.id, now);
    if (refusedFor) throw codesRefused(refusedFor);
    const pending = await startSecondStep(deps, user, meta, now);
    return { token: pending.token, user: pending.user };
  }
  const token = generateToken();
  const tokenId = await insertAccessToken(deps.db, {
    user_id: user.id,
    token_hash: hashToken(token),
    kind: 'session',
    expires_at: null,
    ip: meta.ip,
    user_agent: meta.userAgent,
  });
  return openSession(deps, user, tokenId, token);
}

export async function validateTwoFactor(deps: AppDeps, pending: PendingLoginContext, code: string, meta: ClientMeta) {
  const now = deps.clock.now();
  const { windowSeconds, loginPerIp } = deps.config.rateLimits;
  await consume(deps.db, { key: `two_factor:ip:${meta.ip}`, limit: loginPerIp, windowSeconds }, now);

  const attempt = await admitCodeAttempt(deps, pending.user.id, now, codesRefused);
  const challenge = await countChallengeAttempt(deps.db, pending.tokenId);
  if (!challenge || challenge.expires_at <= now) {
    await attempt.forgive();
    if (challenge) await revokeToken(deps.db, pending.tokenId, now);
    throw signInFailure(422, 'code_expired', 'This code has expired. Please log in again.', 'code');
  }
  if (challenge.code_hash !== codeHash(pending.tokenId, code) || challenge.attempts > MAX_CODE_ATTEMPTS) {
    if (await attempt.wrong()) await warnOfGuessedCodes(deps, pending.user);
    if (challenge.attempts >= MAX_CODE_ATTEMPTS) {
      await revokeToken(deps.db, pending.tokenId, now);
      throw signInFailure(422, 'too_many_attempts', 'Too many wrong codes. Please log in again.', 'code');
    }
    throw signInFailure(422, 'invalid_code', 'The code is not valid.', 'code');
  }
  await attempt.forgive();
  await deps.db.transaction(async (tx) => {
    await deleteChallenge(tx, pending.tokenId);
    await promoteToSession(tx, pending.tokenId);
  });
  return openSession(deps, pending.user, pending.tokenId, pending.token);
}
