/** The 4-digit sign-in code of a two-factor login: its lifetime, how it is sent, and the limits around it. */
import { waitInWords } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { refusal } from '../../platform/http/errors.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { generateCode, hashToken } from '../../platform/auth/secrets.ts';
import type { UserRow } from '../../platform/auth/session.repository.ts';

export const CODE_LIFETIME_MS = 10 * 60_000;

/** A code is stored only hashed with its pending sign-in, so the same digits on another sign-in hash differently. */
export const codeHash = (tokenId: number, code: string) => hashToken(`${tokenId}:${code}`);

/** A new code for a pending sign-in, never the digits it had: a new code must kill the older one. */
export function newCodeFor(tokenId: number, previousHash: string | null) {
  for (;;) {
    const code = generateCode();
    if (codeHash(tokenId, code) !== previousHash) return code;
  }
}

export const codesRefused = (retryAfterSeconds: number) => {
  const hours = Math.ceil(retryAfterSeconds / 3600);
  const text = `Too many wrong sign-in codes were entered for this account today. Try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
  return refusal(429, 'too_many_codes', text, { code: [text] }, { 'retry-after': String(retryAfterSeconds) });
};

const codeSendsRefused = (retryAfterSeconds: number) => {
  const text = `Too many sign-in codes were sent to this account. You can ask for a new one in ${waitInWords(retryAfterSeconds)}.`;
  return refusal(429, 'too_many_code_sends', text, { code: [text] }, { 'retry-after': String(retryAfterSeconds) });
};

/**
 * Every code sent, at sign-in or again from the code step, counts against the account's sends per hour
 * (TWO_FACTOR_SENDS_PER_ACCOUNT): each one is a text message to the account holder.
 */
export const countCodeSend = (deps: AppDeps, userId: number, now: Date) =>
  consume(
    deps.db,
    { key: `two_factor_send:user:${userId}`, limit: deps.config.rateLimits.codeSendsPerAccount, windowSeconds: 3600 },
    now,
    codeSendsRefused,
  );

/** Texts the code to the user's phone, or e-mails it when no phone is on file; answers which way it went. */
export async function deliverCode(deps: AppDeps, user: UserRow, code: string): Promise<'sms' | 'email'> {
  const text = `Your Employee Portal login code is ${code}. It expires in 10 minutes.`;
  if (user.phone) {
    await deps.sms.send({ to: user.phone, body: text, organization_id: user.last_organization_id });
    return 'sms';
  }
  await deps.mail.send({
    to: user.email,
    subject: 'Your login code',
    text,
    organization_id: user.last_organization_id,
  });
  return 'email';
}
