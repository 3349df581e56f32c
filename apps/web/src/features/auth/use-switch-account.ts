import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatServerError } from '@employee-portal/core/messages/format-error';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useNotify } from '../../components/notifications/use-notify.ts';
import { apiRequest, isApiError } from '../../lib/api-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import type { StoredAccount } from '../../lib/stored-accounts.ts';
import { refreshOrganizationSettings } from '../organization/index.ts';
import type { EmployeeUserResponse } from '@employee-portal/core/auth/auth.responses';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

/** Spec §8: a failed switch is told in the notification bar, worded from the server's answer. */
const failureText = (error: unknown) => formatServerError(isApiError(error) ? error.body : null);

/**
 * Spec §4 "Switching account": authenticate with the stored account's own token (GET /api/auth/employee_user), then
 * sign in as it, which keeps the current account with its token in the stored list. The stored membership's
 * organization is asked for explicitly, since one token may serve several organizations.
 */
export function useSwitchAccount() {
  const completeSignIn = useCompleteSignIn();
  const notify = useNotify();
  return useMutation({
    mutationFn: (account: StoredAccount) =>
      apiRequest<EmployeeUserResponse>('GET', '/auth/employee_user', {
        token: account.token,
        query: { organization_id: account.organization_id },
      }),
    onSuccess: ({ token, user }) => completeSignIn(token, user),
    onError: (error) => notify(failureText(error), 'error'),
  });
}

/** Spec §4 "Switching organization": reload the user with organization_id; the session then sends it on every request. */
export function useSwitchOrganization() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const selectOrganization = useSessionStore((state) => state.selectOrganization);
  return useMutation({
    mutationFn: (organizationId: number) =>
      apiRequest<EmployeeUserResponse>('GET', '/auth/employee_user', { query: { organization_id: organizationId } }),
    onSuccess: ({ token, user }) => {
      selectOrganization(token, user);
      void refreshOrganizationSettings(queryClient);
      // Permissions and access differ per organization: the dashboard is the one page every member may open.
      navigate(pathTo('dashboard'));
    },
    onError: (error) => notify(failureText(error), 'error'),
  });
}
