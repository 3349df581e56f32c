import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';

/** Spec §3 "Stored accounts list": signed-in users kept with their token for switching accounts. */
export type StoredAccount = SignedInUser & { token: string };

/** Spec §2/§9: the avatar menu lists the other accounts while 2 to 6 are stored; above that a dialog picks one. */
export const MAX_ACCOUNTS_IN_MENU = 6;

/** One person may hold accounts in several organizations: each membership is its own stored account. */
const accountKey = (account: Pick<SignedInUser, 'user_id' | 'organization_id'>) =>
  `${account.user_id}:${account.organization_id}`;

export const isSameAccount = (
  a: Pick<SignedInUser, 'user_id' | 'organization_id'>,
  b: Pick<SignedInUser, 'user_id' | 'organization_id'>,
) => accountKey(a) === accountKey(b);

/** 'full name - organization name', as the account menu and the account picker show a stored account. */
export const accountLabel = (account: Pick<SignedInUser, 'full_name' | 'organization_name'>) =>
  `${account.full_name} - ${account.organization_name}`;

/**
 * Adds accounts to the list without duplicates (spec §4: "duplicates removed"). An account already listed keeps
 * its place but takes the newer data and token, so switching never uses a revoked token.
 */
export function mergeStoredAccounts(
  list: readonly StoredAccount[],
  ...accounts: readonly StoredAccount[]
): StoredAccount[] {
  const byKey = new Map<string, StoredAccount>();
  for (const account of [...list, ...accounts]) byKey.set(accountKey(account), account);
  return [...byKey.values()];
}

/** Replaces the stored copy of a user (same membership) after its data changed, keeping the stored token. */
export function updateStoredAccount(list: readonly StoredAccount[], user: SignedInUser): StoredAccount[] {
  const key = accountKey(user);
  return list.map((account) => (accountKey(account) === key ? { ...account, ...user, token: account.token } : account));
}

/**
 * After switching organization the membership on screen changed but the session did not: the stored entry of the
 * previous membership becomes the new one, in its place, rather than listing one sign-in twice.
 */
export function replaceStoredMembership(
  list: readonly StoredAccount[],
  previous: Pick<SignedInUser, 'user_id' | 'organization_id'>,
  next: StoredAccount,
): StoredAccount[] {
  const previousKey = accountKey(previous);
  const replaced = list.map((account) => (accountKey(account) === previousKey ? next : account));
  return mergeStoredAccounts(replaced, next);
}
