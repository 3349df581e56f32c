/**
 * The auth feature's surface for features that sign in outside the login page (organization sign-up) or re-check
 * the signed-in user after changing what it carries (subscribing, changing plan).
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../lib/session-store.ts';
import { employeeUserQueryOptions, fetchEmployeeUser } from './api/employee-user.ts';

export { fetchEmployeeUser };

/**
 * Spec §4 "re-checks auth": reloads the signed-in user (GET /api/auth/employee_user) and stores it, so the banner,
 * the menu and the guards follow the organization's new state. Resolves once stored; a failure is left to the caller.
 */
export function useRecheckAuth() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { token, organization_id } = useSessionStore.getState();
    if (!token) return;
    const { user } = await queryClient.fetchQuery(employeeUserQueryOptions(organization_id));
    // The visitor may have signed out or switched account while the answer travelled.
    if (useSessionStore.getState().token === token) useSessionStore.getState().setUser(user);
  }, [queryClient]);
}
