import type { AppDeps } from '../../platform/deps.ts';
import type { PendingLoginContext } from '../../platform/auth/authenticate.ts';
import { codesRefusedFor } from '../../platform/auth/login-throttle.ts';
import { refusal } from '../../platform/http/errors.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { findChallenge, replaceChallengeCode } from './auth.repository.ts';
import type { ClientMeta } from './login.service.ts';
import { CODE_LIFETIME_MS, codeHash, codesRefused, countCodeSend, deliverCode, newCodeFor } from './login-code.ts';

const sentBy = {
  sms: 'A new code was sent by text message. Codes sent before it no longer work.',
  email: 'A new code was sent by e-mail. Codes sent before it no longer work.',
};

/**
 * "Resend code" on the code step: a new code for the same pending sign-in, the same way the first one went. It counts
 * against the account's code sends like a sign-in does, is refused while wrong codes are refused for the day, and
 * the guesses made on the earlier code stay counted (the challenge keeps its attempts), so asking again never buys
 * more guesses.
 */
export async function resendTwoFactorCode(deps: AppDeps, pending: PendingLoginContext, meta: ClientMeta) {
  const now = deps.clock.now();
  const { windowSeconds, loginPerIp } = deps.config.rateLimits;
  await consume(deps.db, { key: `two_factor:ip:${meta.ip}`, limit: loginPerIp, windowSeconds }, now);

  const refusedFor = await codesRefusedFor(deps, pending.user.id, now);
  if (refusedFor) throw codesRefused(refusedFor);
  const challenge = await findChallenge(deps.db, pending.tokenId);
  if (!challenge || challenge.expires_at <= now)
    throw refusal(422, 'code_expired', 'This code has expired. Please log in again.');

  await countCodeSend(deps, pending.user.id, now);
  const code = newCodeFor(pending.tokenId, challenge.code_hash);
  await replaceChallengeCode(deps.db, pending.tokenId, {
    code_hash: codeHash(pending.tokenId, code),
    expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
  });
  const channel = await deliverCode(deps, pending.user, code);
  return { message: sentBy[channel], sent_at: now.toISOString() };
}
