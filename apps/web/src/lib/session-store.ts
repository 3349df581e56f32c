/**
 * The session (spec §3, §4): the one piece of client state besides server data, persisted to localStorage so a
 * reload keeps the user signed in.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { mergeStoredAccounts, updateStoredAccount, type StoredAccount } from './stored-accounts.ts';

export const SESSION_STORAGE_KEY = 'employee-portal-session';

interface SessionData {
  token: string | null;
  /** Set only when the user picked one of several organizations; sent with every request then. */
  organization_id: number | null;
  /** Registration step 1 may hand out a token before there is a signed-in user (spec §4). */
  organization_token: string | null;
  user: SignedInUser | null;
  users: StoredAccount[];
}

interface SessionActions {
  /** Stores a completed sign-in and keeps both the previous and the new account in the stored list. */
  signIn: (token: string, user: SignedInUser) => void;
  /** Replaces the signed-in user's data (after a refresh or a password change). */
  setUser: (user: SignedInUser) => void;
  logout: () => void;
}

export type SessionState = SessionData & SessionActions;

const signedOut: SessionData = { token: null, organization_id: null, organization_token: null, user: null, users: [] };

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (token, user) =>
        set((state) => {
          const previous = state.token && state.user ? [{ ...state.user, token: state.token }] : [];
          return { token, user, organization_token: null, users: mergeStoredAccounts(state.users, ...previous, { ...user, token }) };
        }),
      setUser: (user) => set((state) => ({ user, users: updateStoredAccount(state.users, user) })),
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
