/**
 * The session (spec §3, §4): the one piece of client state besides server data, persisted to localStorage so a
 * reload keeps the user signed in.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { hasPermission, type Permission } from '@employee-portal/core/access/permissions';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import {
  mergeStoredAccounts,
  replaceStoredMembership,
  updateStoredAccount,
  type StoredAccount,
} from './stored-accounts.ts';

export const SESSION_STORAGE_KEY = 'employee-portal-session';

interface SessionData {
  token: string | null;
  /** Set only when the user belongs to several organizations; sent with every request then. */
  organization_id: number | null;
  /** Registration step 1 may hand out a token before there is a signed-in user (spec §4). */
  organization_token: string | null;
  user: SignedInUser | null;
  users: StoredAccount[];
}

/** The payment-account fields a live stripe_status_updated event carries. */
export type PaymentAccountUpdate = Pick<SignedInUser, 'status' | 'payouts_enabled' | 'charges_enabled'>;

interface SessionActions {
  /**
   * Stores a completed sign-in or account switch and keeps both the previous and the new account in the stored list
   * (spec §4: duplicates removed).
   */
  signIn: (token: string, user: SignedInUser) => void;
  /** The same person in another of their organizations (spec §4 "Switching organization"). */
  selectOrganization: (token: string, user: SignedInUser) => void;
  /** Replaces the signed-in user's data (after a refresh or a password change). */
  setUser: (user: SignedInUser) => void;
  /**
   * Keeps the organization token of a registration answered without a user (spec §4): requests use it while no
   * one is signed in; signing in replaces it with the session token. Null forgets one the server refused.
   */
  setOrganizationToken: (token: string | null) => void;
  /** Applies a live payment-account change to the signed-in user. */
  updatePaymentAccount: (update: PaymentAccountUpdate) => void;
  logout: () => void;
}

export type SessionState = SessionData & SessionActions;

const signedOut: SessionData = { token: null, organization_id: null, organization_token: null, user: null, users: [] };

/**
 * A member of one organization needs no organization_id; a member of several pins the one on screen, so every
 * request (and the live-events socket) talks about the organization the user sees.
 */
const organizationIdFor = (user: SignedInUser) => (user.organizations.length > 1 ? user.organization_id : null);

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (token, user) =>
        set((state) => {
          const previous = state.token && state.user ? [{ ...state.user, token: state.token }] : [];
          return {
            token,
            user,
            organization_id: organizationIdFor(user),
            organization_token: null,
            users: mergeStoredAccounts(state.users, ...previous, { ...user, token }),
          };
        }),
      selectOrganization: (token, user) =>
        set((state) => ({
          token,
          user,
          organization_id: user.organization_id,
          users: state.user
            ? replaceStoredMembership(state.users, state.user, { ...user, token })
            : mergeStoredAccounts(state.users, { ...user, token }),
        })),
      setUser: (user) => set((state) => ({ user, users: updateStoredAccount(state.users, user) })),
      setOrganizationToken: (token) => set({ organization_token: token }),
      updatePaymentAccount: (update) =>
        set((state) => {
          if (!state.user) return {};
          const user = { ...state.user, ...update };
          return { user, users: updateStoredAccount(state.users, user) };
        }),
      logout: () => set(signedOut),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, organization_id, organization_token, user, users }): SessionData => ({
        token,
        organization_id,
        organization_token,
        user,
        users,
      }),
    },
  ),
);

export const isSignedIn = () => useSessionStore.getState().token !== null;

/** One key per membership: what the shell keys its content on, so a switch starts every page afresh. */
export const accountKeyOf = (user: Pick<SignedInUser, 'user_id' | 'organization_id'>) =>
  `${user.user_id}:${user.organization_id}`;

/** The signed-in user's date format (spec §3 user_settings), for calendar days on screen. */
export const useDateFormat = () =>
  useSessionStore((state) => state.user?.user_settings.find((setting) => setting.key === 'date_format')?.value ?? null);

/** The signed-in user's time format (spec §3 user_settings), for times of day on screen. */
export const useTimeFormat = () =>
  useSessionStore((state) => state.user?.user_settings.find((setting) => setting.key === 'time_format')?.value ?? null);

/** Whether the signed-in user holds a permission: what a page asks before linking to or offering another page. */
export const useHasPermission = (permission: Permission) =>
  useSessionStore((state) => hasPermission(state.user?.permissions, permission));
