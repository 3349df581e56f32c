import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useSessionStore } from '../../lib/session-store.ts';
import { refreshOrganizationSettings } from '../organization/index.ts';

/**
 * Spec §4 "Login": store the session (and keep it in the stored accounts), go to change_password on first login or
 * to the dashboard, and refresh the organization settings.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSessionStore((state) => state.signIn);

  return useCallback(
    (token: string, user: SignedInUser) => {
      signIn(token, user);
      const firstLogin = user.change_password === 1;
      // Until the first-login password is changed the API refuses everything else, so there is nothing to fetch yet.
      if (!firstLogin) void refreshOrganizationSettings(queryClient);
      navigate(pathTo(firstLogin ? 'change_password' : 'dashboard'), { replace: true });
    },
    [navigate, queryClient, signIn],
  );
}
