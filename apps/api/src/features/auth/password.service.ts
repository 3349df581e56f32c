import type { z } from 'zod';
import { messages, type changePasswordSchema, type resetPasswordSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { consume, recordHit } from '../../platform/http/rate-limiter.ts';
import { publicLink } from '../../platform/http/public-link.ts';
import { generateToken, hashPassword, hashToken, verifyPassword } from '../../platform/auth/secrets.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import {
  consumePasswordReset,
  replacePasswordResets,
  revokeOtherSessions,
  updatePassword,
  voidPasswordResets,
} from './auth.repository.ts';
import { buildSignedInUser } from './signed-in-user.ts';
import { findUserByEmail } from '../../platform/identity/users.repository.ts';

const RESET_LIFETIME_MS = 60 * 60_000;
const RESET_REQUESTS_PER_HOUR = 5;
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail, we have sent a link to reset its password.';

/** Answers the same whether or not the e-mail belongs to someone. */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string) {
  const now = deps.clock.now();
  await consume(
    deps.db,
    {
      key: `reset:ip:${ip}`,
      limit: deps.config.rateLimits.loginPerIp,
      windowSeconds: deps.config.rateLimits.windowSeconds,
    },
    now,
  );
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { message: RESET_REQUESTED_MESSAGE };
  // Over the hourly limit the answer stays the same; only the e-mail is not sent again.
  const requests = await recordHit(deps.db, { key: `reset:user:${user.id}`, windowSeconds: 3600 }, now);
  if (requests > RESET_REQUESTS_PER_HOUR) return { message: RESET_REQUESTED_MESSAGE };

  const token = generateToken();
  await deps.db.transaction((tx) =>
    replacePasswordResets(tx, {
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_LIFETIME_MS),
    }),
  );
  const link = publicLink(deps.config, `/reset_password/${token}`);
  await deps.mail.send({
    to: user.email,
    subject: 'Reset your Employee Portal password',
    text: `Hello ${user.first_name},\n\nOpen this link to choose a new password (it works once, for 60 minutes):\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
  });
  return { message: RESET_REQUESTED_MESSAGE };
}

export async function resetPassword(deps: AppDeps, input: z.output<typeof resetPasswordSchema>) {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(input.token), now);
    if (!reset) return false;
    await updatePassword(tx, reset.user_id, passwordHash, now);
    // The password was chosen: any other link still in someone's mailbox must not choose another.
    await voidPasswordResets(tx, reset.user_id, now);
    // A reset means the old password may be known to someone else: every open session ends.
    await revokeOtherSessions(tx, reset.user_id, null, now);
    return true;
  });
  if (!done) throw refusal(422, 'invalid_token', 'This password reset link is invalid or has expired.');
  return { message: 'Your password has been reset. You can log in with the new password.' };
}

export async function changePassword(
  deps: AppDeps,
  member: MemberContext,
  input: z.output<typeof changePasswordSchema>,
) {
  if (!(await verifyPassword(input.current_password, member.user.password_hash))) {
    throw validationFailed({ current_password: [messages.currentPasswordIncorrect] });
  }
  if (input.password === input.current_password) throw validationFailed({ password: [messages.newPasswordMustDiffer] });
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await updatePassword(tx, member.user.id, passwordHash, now);
    await revokeOtherSessions(tx, member.user.id, member.tokenId, now);
  });
  const user = { ...member.user, password_hash: passwordHash, change_password: false };
  return {
    user: { ...(await buildSignedInUser(deps.db, user, member.membership, member.organization)), token: member.token },
  };
}
