import type { z } from 'zod';
import { messages, type changeEmailSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { publicLink } from '../../platform/http/public-link.ts';
import { generateCode, generateToken, hashToken, verifyPassword } from '../../platform/auth/secrets.ts';
import { countChallengeAttempt, deleteChallenge, insertChallenge } from './auth.repository.ts';
import {
  consumeEmailChange,
  replaceEmailChanges,
  setTwoFactor,
  updateEmail,
  voidEmailChanges,
} from './account.repository.ts';
import { buildSignedInUser } from './signed-in-user.ts';
import { findUserByEmail } from '../../platform/identity/users.repository.ts';

const LINK_LIFETIME_MS = 24 * 60 * 60_000;
const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

/** The new address must prove it is reachable: nothing changes until its link is opened. */
export async function requestEmailChange(
  deps: AppDeps,
  member: MemberContext,
  input: z.output<typeof changeEmailSchema>,
) {
  if (input.email === member.user.email) throw validationFailed({ email: [messages.newEmailMustDiffer] });
  if (!(await verifyPassword(input.password, member.user.password_hash)))
    throw validationFailed({ password: [messages.currentPasswordIncorrect] });
  if (await findUserByEmail(deps.db, input.email)) throw validationFailed({ email: ['This e-mail is already taken.'] });
  await consume(
    deps.db,
    { key: `email_change:user:${member.user.id}`, limit: 5, windowSeconds: 3600 },
    deps.clock.now(),
  );

  const token = generateToken();
  const now = deps.clock.now();
  await deps.db.transaction((tx) =>
    replaceEmailChanges(tx, {
      user_id: member.user.id,
      new_email: input.email,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + LINK_LIFETIME_MS),
    }),
  );
  await deps.mail.send({
    to: input.email,
    subject: 'Confirm your new Employee Portal e-mail',
    text: `Hello ${member.user.first_name},\n\nOpen this link to use this address for Employee Portal (it works once, for 24 hours):\n${publicLink(deps.config, `/change_email/${token}`)}\n`,
    organization_id: member.organization.id,
  });
  return { message: `We sent a confirmation link to ${input.email}. Your e-mail changes when you open it.` };
}

export async function confirmEmailChange(deps: AppDeps, token: string) {
  const now = deps.clock.now();
  const change = await deps.db.transaction(async (tx) => {
    const found = await consumeEmailChange(tx, hashToken(token), now);
    if (!found) return null;
    if (await findUserByEmail(tx, found.new_email)) return 'taken' as const;
    await updateEmail(tx, found.user_id, found.new_email, now);
    await voidEmailChanges(tx, found.user_id, now);
    return found;
  });
  if (change === 'taken') throw refusal(422, 'email_taken', 'This e-mail is already taken.');
  if (!change) throw refusal(422, 'invalid_token', 'This confirmation link is invalid or has expired.');
  return { message: `Your e-mail is now ${change.new_email}.` };
}

/** Turning two-factor on or off is confirmed with a code sent to the phone on file. */
export async function sendTwoFactorSettingCode(deps: AppDeps, member: MemberContext) {
  if (!member.user.phone) throw refusal(422, 'no_phone', 'Add a mobile phone number to your profile first.');
  const now = deps.clock.now();
  await consume(
    deps.db,
    {
      key: `two_factor_send:user:${member.user.id}`,
      limit: deps.config.rateLimits.codeSendsPerAccount,
      windowSeconds: 3600,
    },
    now,
  );
  const code = generateCode();
  await deps.db.transaction(async (tx) => {
    await deleteChallenge(tx, member.tokenId);
    await insertChallenge(tx, {
      access_token_id: member.tokenId,
      code_hash: hashToken(`${member.tokenId}:${code}`),
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
  });
  await deps.sms.send({
    to: member.user.phone,
    body: `Your Employee Portal confirmation code is ${code}. It expires in 10 minutes.`,
    organization_id: member.organization.id,
  });
  return { message: `We sent a code to the phone ending in ${member.user.phone.slice(-4)}.` };
}

export async function setTwoFactorSetting(
  deps: AppDeps,
  member: MemberContext,
  input: { enabled: boolean; code: string },
) {
  const now = deps.clock.now();
  const challenge = await countChallengeAttempt(deps.db, member.tokenId);
  if (!challenge || challenge.expires_at <= now)
    throw refusal(422, 'code_expired', 'This code has expired. Send a new one.', {
      code: ['This code has expired. Send a new one.'],
    });
  if (challenge.code_hash !== hashToken(`${member.tokenId}:${input.code}`)) {
    if (challenge.attempts >= MAX_CODE_ATTEMPTS) await deleteChallenge(deps.db, member.tokenId);
    throw refusal(422, 'invalid_code', 'The code is not valid.', { code: ['The code is not valid.'] });
  }
  await deps.db.transaction(async (tx) => {
    await deleteChallenge(tx, member.tokenId);
    await setTwoFactor(tx, member.user.id, input.enabled, now);
  });
  const user = { ...member.user, two_factor: input.enabled };
  return {
    user: { ...(await buildSignedInUser(deps.db, user, member.membership, member.organization)), token: member.token },
  };
}
