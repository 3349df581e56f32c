import type { LoginThrottleConfig } from '../../config.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { findUserByEmail } from '../identity/users.repository.ts';
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
 * While an account is slowed, an address that never signed in to it has this many attempts a day checked at once:
 * the owner on the road gets in straight away and may mistype once.
 */
const TRIES_PER_NEW_ADDRESS_WHILE_SLOWED = 2;

/**
 * What a guesser owns one of: an IPv4 address, or an IPv6 /64 (one home or phone is handed a whole /64, so counting
 * its single addresses would give a guesser billions of them).
 */
function addressGroup(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = address.includes('::') && tail ? tail.split(':') : [];
  const hextets = [
    ...headParts,
    ...Array(Math.max(0, 8 - headParts.length - tailParts.length)).fill('0'),
    ...tailParts,
  ];
  return `${hextets
    .slice(0, 4)
    .map((part) => Number.parseInt(part || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Admits one password check of `email` from `ip`, or refuses it with 429 and Retry-After. The attempt is counted
 * as a failure before the password is checked, so a burst of parallel guesses cannot slip through one gap.
 *
 * - The address and account together (the failing source): free attempts, then each further attempt waits twice
 *   as long as the previous one. Even the right password waits out that delay, or the delay would be worthless;
 *   another address is not touched by it.
 * - The account from all addresses: over `rateLimits.loginFailuresPerAccount` failures in the window the account is
 *   slowed. An address that signed in to it lately is not held up. Any other address has its first
 *   TRIES_PER_NEW_ADDRESS_WHILE_SLOWED attempts checked at once, and past those shares one attempt per
 *   `accountSlowIntervalSeconds` with every other such address. Nobody is locked out.
 *
 * Why new addresses are checked at once rather than queued: a queue that a guesser can fill with one request every
 * half second is a lock-out of the owner signing in from a hotel or a phone, who looks exactly like one more guessing
 * address. Nothing the server sees tells the two apart but the password, and a right password that signs in while a
 * wrong one is refused tells its sender which it was however the refusal is worded (a wrong password dressed as a 429
 * hides nothing once a right one answers 200). So the honest bound is on checks, not on answers: each address (IPv6:
 * each /64) gets a couple of checks in a day, and beyond that the shared slot's pace. A guesser tests no faster than
 * one password per slot plus two per address it can bring; a checked wrong password gets the usual 422 so the owner
 * who mistyped knows to try again, and an unchecked attempt gets 429 without its password ever being compared.
 * The account holder is e-mailed once a day while it happens (`slowed` below).
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
  let slowed = false;

  try {
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
      const triesFromGroup = await countTry(tx, `tries:${email}:${addressGroup(source.ip)}`, now, policy);

      const failures = await recordHit(tx, accountFailures, now);
      if (failures <= loginFailuresPerAccount) return;
      slowed = true;
      if (await hasSignedInFrom(tx, email, source.ip, new Date(now.getTime() - policy.knownAddressDays * DAY_MS)))
        return;
      if (triesFromGroup <= TRIES_PER_NEW_ADDRESS_WHILE_SLOWED) return;
      const slot = await claimSlot(
        tx,
        `account:${email}`,
        now,
        new Date(now.getTime() + policy.accountSlowIntervalSeconds * 1000),
      );
      // Thrown inside the transaction: a refused attempt counts nowhere.
      if (!slot.admitted) throw tooManyAttempts(secondsUntil(slot.waitUntil, now));
    });
  } finally {
    if (slowed) await warnOfPasswordGuessing(deps, email, now);
  }

  return {
    async succeeded() {
      await deleteThrottle(deps.db, pairKey);
      await releaseHit(deps.db, accountFailures, now);
    },
  };
}

/** Counts one attempt from an address group on an account; the count starts again a day after its first attempt. */
async function countTry(tx: Db, key: string, now: Date, policy: Pick<LoginThrottleConfig, 'forgetAfterSeconds'>) {
  const row = await lockThrottle(tx, key, now);
  const fresh =
    row.attempts === 0 || row.window_started_at.getTime() <= now.getTime() - policy.forgetAfterSeconds * 1000;
  const tries = fresh ? 1 : row.attempts + 1;
  await saveThrottle(tx, {
    ...row,
    attempts: tries,
    window_started_at: fresh ? now : row.window_started_at,
    last_attempt_at: now,
  });
  return tries;
}

/**
 * Tells the account holder, once a day, that their account is being slowed: someone is guessing their password. Sent
 * whether or not the attempt was admitted; an e-mail that names no account (nobody has it) sends nothing.
 */
async function warnOfPasswordGuessing(deps: AppDeps, email: string, now: Date) {
  const once = await claimSlot(deps.db, `guessing_warning:${email}`, now, new Date(now.getTime() + DAY_MS));
  if (!once.admitted) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const { loginFailuresPerAccount, windowSeconds } = deps.config.rateLimits;
  await deps.mail.send({
    to: user.email,
    subject: 'Someone is trying to guess your Employee Portal password',
    text: `Hello ${user.first_name},\n\nMore than ${loginFailuresPerAccount} wrong passwords for your Employee Portal account were entered within ${Math.round(windowSeconds / 60)} minutes, from addresses you have not signed in from. To keep the account safe, further tries from those addresses are slowed down. You can still sign in as usual with your password.\n\nIf this was not you, someone may be trying to guess your password. Make sure it is long and used nowhere else (Change Password in the account menu), and consider turning on two-factor sign-in.\n`,
    organization_id: user.last_organization_id,
  });
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
