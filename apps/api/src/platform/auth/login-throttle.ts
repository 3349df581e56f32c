import type { LoginThrottleConfig } from '../../config.ts';
import type { AppDeps } from '../deps.ts';
import { tooManyAttempts } from '../http/errors.ts';
import { recordHit, releaseHit } from '../http/rate-limiter.ts';
import { claimSlot, deleteThrottle, hasSignedInFrom, lockThrottle, saveThrottle } from './throttle.repository.ts';

const DAY_MS = 86_400_000;

/** Seconds one address must wait after its `attempts`-th attempt on an account: none for the free ones, then doubling. */
export function waitAfterAttempt(attempts: number, policy: Pick<LoginThrottleConfig, 'freeAttempts' | 'baseDelaySeconds' | 'maxDelaySeconds'>): number {
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
export async function admitPasswordAttempt(deps: AppDeps, source: { email: string; ip: string }, now: Date): Promise<PasswordAttempt> {
  const policy = deps.config.loginThrottle;
  const { loginFailuresPerAccount, windowSeconds } = deps.config.rateLimits;
  const email = source.email.toLowerCase();
  const pairKey = `pair:${email}:${source.ip}`;
  const accountFailures = { key: `login_failures:email:${email}`, windowSeconds };

  await deps.db.transaction(async (tx) => {
    const pair = await lockThrottle(tx, pairKey, now);
    if (pair.wait_until && pair.wait_until > now) throw tooManyAttempts(secondsUntil(pair.wait_until, now));
    const forgotten = !pair.last_attempt_at || pair.last_attempt_at.getTime() <= now.getTime() - policy.forgetAfterSeconds * 1000;
    const attempts = forgotten ? 1 : pair.attempts + 1;
    const wait = waitAfterAttempt(attempts, policy);
    await saveThrottle(tx, { ...pair, attempts, window_started_at: forgotten ? now : pair.window_started_at, last_attempt_at: now, wait_until: wait ? new Date(now.getTime() + wait * 1000) : null });

    const failures = await recordHit(tx, accountFailures, now);
    if (failures <= loginFailuresPerAccount) return;
    if (await hasSignedInFrom(tx, email, source.ip, new Date(now.getTime() - policy.knownAddressDays * DAY_MS))) return;
    const slot = await claimSlot(tx, `account:${email}`, now, new Date(now.getTime() + policy.accountSlowIntervalSeconds * 1000));
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
