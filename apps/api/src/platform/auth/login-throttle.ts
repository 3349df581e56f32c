import type { LoginThrottleConfig } from '../../config.ts';
import type { AppDeps } from '../deps.ts';
import { tooManyAttempts } from '../http/errors.ts';
import { recordHit, releaseHit } from '../http/rate-limiter.ts';
import {
  claimSlot,
  claimWarning,
  deleteThrottle,
  findThrottle,
  forgiveAttempt,
  hasSignedInFrom,
  lockThrottle,
  saveThrottle,
} from './throttle.repository.ts';

const DAY_MS = 86_400_000;

/** Seconds one address must wait after its `attempts`-th attempt on an account: none for the free ones, then doubling. */
export function waitAfterAttempt(
  attempts: number,
  policy: Pick<LoginThrottleConfig, 'freeAttempts' | 'baseDelaySeconds' | 'maxDelaySeconds'>,
): number {
  if (attempts < policy.freeAttempts) return 0;
  return Math.min(policy.baseDelaySeconds * 2 ** Math.min(attempts - policy.freeAttempts, 30), policy.maxDelaySeconds);
}

const secondsUntil = (instant: Date, now: Date) => Math.max(1, Math.ceil((instant.getTime() - now.getTime()) / 1000));

export interface PasswordAttempt {
  /** The password was right: the address starts afresh and the attempt leaves the account's failure count. */
  succeeded(): Promise<void>;
}

/**
 * Admits one password check of `email` from `ip`, or refuses it with 429 and Retry-After. The attempt is counted
 * as a failure before the password is checked, so a burst of parallel guesses cannot slip through one gap.
 *
 * - The address and account together (the failing source): free attempts, then each further attempt waits twice
 *   as long as the previous one. Even the right password waits out that delay, or the delay would be worthless;
 *   another address is not touched by it.
 * - The account from all addresses: over `rateLimits.loginFailuresPerAccount` failures in the window, addresses
 *   that never signed in to the account share one attempt per `accountSlowIntervalSeconds`. A guesser spread over
 *   many addresses is slowed to that pace; nobody is locked out.
 */
export async function admitPasswordAttempt(
  deps: AppDeps,
  source: { email: string; ip: string },
  now: Date,
): Promise<PasswordAttempt> {
  const policy = deps.config.loginThrottle;
  const { loginFailuresPerAccount, windowSeconds } = deps.config.rateLimits;
  const email = source.email.toLowerCase();
  const pairKey = `pair:${email}:${source.ip}`;
  const accountFailures = { key: `login_failures:email:${email}`, windowSeconds };

  await deps.db.transaction(async (tx) => {
    const pair = await lockThrottle(tx, pairKey, now);
    if (pair.wait_until && pair.wait_until > now) throw tooManyAttempts(secondsUntil(pair.wait_until, now));
    const forgotten =
      !pair.last_attempt_at || pair.last_attempt_at.getTime() <= now.getTime() - policy.forgetAfterSeconds * 1000;
    const attempts = forgotten ? 1 : pair.attempts + 1;
    const wait = waitAfterAttempt(attempts, policy);
    await saveThrottle(tx, {
      ...pair,
      attempts,
      window_started_at: forgotten ? now : pair.window_started_at,
      last_attempt_at: now,
      wait_until: wait ? new Date(now.getTime() + wait * 1000) : null,
    });

    const failures = await recordHit(tx, accountFailures, now);
    if (failures <= loginFailuresPerAccount) return;
    if (await hasSignedInFrom(tx, email, source.ip, new Date(now.getTime() - policy.knownAddressDays * DAY_MS))) return;
    const slot = await claimSlot(
      tx,
      `account:${email}`,
      now,
      new Date(now.getTime() + policy.accountSlowIntervalSeconds * 1000),
    );
    // Thrown inside the transaction: a refused attempt counts nowhere.
    if (!slot.admitted) throw tooManyAttempts(secondsUntil(slot.waitUntil, now));
  });

  return {
    async succeeded() {
      await deleteThrottle(deps.db, pairKey);
      await releaseHit(deps.db, accountFailures, now);
    },
  };
}

const codesKey = (userId: number) => `codes:${userId}`;

/** Seconds until the user's second-step codes are accepted again, or 0 while under the day's cap of wrong codes. */
export async function codesRefusedFor(deps: AppDeps, userId: number, now: Date): Promise<number> {
  const row = await findThrottle(deps.db, codesKey(userId));
  if (!row || row.attempts < deps.config.loginThrottle.wrongCodesPerDay) return 0;
  const windowEnds = new Date(row.window_started_at.getTime() + DAY_MS);
  return windowEnds > now ? secondsUntil(windowEnds, now) : 0;
}

export interface CodeAttempt {
  /** The code was not checked (no live challenge) or was right: the attempt leaves the day's count. */
  forgive(): Promise<void>;
  /** The code was wrong. True for the one wrong code that reached the day's cap: its caller tells the account holder. */
  wrong(): Promise<boolean>;
}

/**
 * Admits one second-step code for a user, or refuses it with 429 once `wrongCodesPerDay` wrong codes were entered
 * in the day since the first of them, across all codes and sessions. Each code allows a few guesses and each
 * login sends a new code, so without this cap someone holding the password would get in within days.
 */
export async function admitCodeAttempt(
  deps: AppDeps,
  userId: number,
  now: Date,
  refused: (retryAfterSeconds: number) => Error,
): Promise<CodeAttempt> {
  const key = codesKey(userId);
  const cap = deps.config.loginThrottle.wrongCodesPerDay;
  const attempts = await deps.db.transaction(async (tx) => {
    const row = await lockThrottle(tx, key, now);
    const windowEnds = row.window_started_at.getTime() + DAY_MS;
    const fresh = row.attempts === 0 || windowEnds <= now.getTime();
    if (!fresh && row.attempts >= cap) throw refused(secondsUntil(new Date(windowEnds), now));
    const counted = fresh ? 1 : row.attempts + 1;
    await saveThrottle(tx, {
      ...row,
      attempts: counted,
      window_started_at: fresh ? now : row.window_started_at,
      last_attempt_at: now,
    });
    return counted;
  });
  return {
    forgive: () => forgiveAttempt(deps.db, key),
    wrong: async () => attempts >= cap && (await claimWarning(deps.db, key, now)),
  };
}
