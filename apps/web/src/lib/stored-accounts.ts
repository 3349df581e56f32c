import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';

/** Spec §3 "Stored accounts list": signed-in users kept with their token for switching accounts. */
export type StoredAccount = SignedInUser & { token: string };

/** One person may hold accounts in several organizations: each membership is its own stored account. */
const accountKey = (account: Pick<SignedInUser, 'user_id' | 'organization_id'>) => `${account.user_id}:${account.organization_id}`;

/**
 * Adds accounts to the list without duplicates (spec §4: "duplicates removed"). An account already listed keeps
 * its place but takes the newer data and token, so switching never uses a revoked token.
 */
export function mergeStoredAccounts(list: readonly StoredAccount[], ...accounts: readonly StoredAccount[]): StoredAccount[] {
  const byKey = new Map<string, StoredAccount>();
  for (const account of [...list, ...accounts]) byKey.set(accountKey(account), account);
  return [...byKey.values()];
}

/** Replaces the stored copy of a user (same membership) after its data changed, keeping the stored token. */
export function updateStoredAccount(list: readonly StoredAccount[], user: SignedInUser): StoredAccount[] {
  const key = accountKey(user);
  return list.map((account) => (accountKey(account) === key ? { ...account, ...user, token: account.token } : account));
}
