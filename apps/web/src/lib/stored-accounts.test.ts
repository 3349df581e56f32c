import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import {
  accountLabel,
  mergeStoredAccounts,
  replaceStoredMembership,
  updateStoredAccount,
  type StoredAccount,
} from './stored-accounts.ts';

const user = (user_id: number, organization_id: number, overrides: Partial<SignedInUser> = {}): SignedInUser => ({
  user_id,
  organization_id,
  pricing_plan_id: 1,
  full_name: `User ${user_id}`,
  first_name: 'User',
  last_name: String(user_id),
  email: `user${user_id}@demo.test`,
  organization_name: `Org ${organization_id}`,
  avatar: null,
  franchise_logo: null,
  subscription_package: 'Pro',
  end_trail: null,
  end_subscription: null,
  two_factor: 0,
  change_password: 0,
  show_guide: 0,
  step_guide: 0,
  status: null,
  payouts_enabled: 0,
  charges_enabled: 0,
  permissions: [],
  user_settings: [],
  card_connect_site: null,
  belongs_to_franchise: 0,
  belongs_to_franchise_name: null,
  franchise_color: null,
  organizations: [],
  subscription_coupon: null,
  current_period_end: null,
  active_users: 1,
  time_zone: 'UTC',
  ...overrides,
});

const account = (user_id: number, organization_id: number, token: string): StoredAccount => ({
  ...user(user_id, organization_id),
  token,
});

describe('mergeStoredAccounts', () => {
  it('adds new accounts at the end', () => {
    const list = mergeStoredAccounts([account(1, 1, 'a')], account(2, 1, 'b'));
    expect(list.map((entry) => entry.token)).toEqual(['a', 'b']);
  });

  it('keeps one entry per user and organization, with the newest token in its old place', () => {
    const list = mergeStoredAccounts(
      [account(1, 1, 'old'), account(2, 1, 'b')],
      account(1, 1, 'new'),
      account(2, 1, 'b'),
    );
    expect(list.map((entry) => [entry.user_id, entry.token])).toEqual([
      [1, 'new'],
      [2, 'b'],
    ]);
  });

  it('treats the same person in another organization as another account', () => {
    expect(mergeStoredAccounts([account(1, 1, 'a')], account(1, 2, 'b'))).toHaveLength(2);
  });
});

describe('updateStoredAccount', () => {
  it('refreshes the stored copy of a user but keeps its token', () => {
    const list = updateStoredAccount(
      [account(1, 1, 'a'), account(2, 1, 'b')],
      user(1, 1, { change_password: 0, full_name: 'Renamed' }),
    );
    expect(list[0]).toMatchObject({ full_name: 'Renamed', token: 'a' });
    expect(list[1]).toMatchObject({ full_name: 'User 2', token: 'b' });
  });
});

describe('replaceStoredMembership', () => {
  it('puts the newly selected organization in the place of the previous one', () => {
    const list = replaceStoredMembership([account(1, 1, 'a'), account(2, 1, 'b')], user(1, 1), account(1, 2, 'a'));
    expect(list.map((entry) => [entry.user_id, entry.organization_id])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('keeps one entry when the selected organization was stored already', () => {
    const list = replaceStoredMembership([account(1, 1, 'a'), account(1, 2, 'old')], user(1, 1), account(1, 2, 'a'));
    expect(list.map((entry) => [entry.organization_id, entry.token])).toEqual([[2, 'a']]);
  });
});

describe('accountLabel', () => {
  it('reads full name - organization name', () => {
    expect(accountLabel(user(3, 4))).toBe('User 3 - Org 4');
  });
});
