import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { employeeUserQueryOptions } from '../features/auth/index.ts';
import { useSessionStore } from '../lib/session-store.ts';

/**
 * On app start with a stored token, reloads the user so permissions and subscription state are current. A 401 is
 * handled by the API client (logout, then the guard sends to /login); other failures keep the stored user.
 */
export function useRefreshUserOnStart() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { token, organization_id } = useSessionStore.getState();
    if (!token) return;
    queryClient
      .fetchQuery(employeeUserQueryOptions(organization_id))
      .then(({ user }) => {
        // The visitor may have signed out or into another account while the answer travelled.
        if (useSessionStore.getState().token === token) useSessionStore.getState().setUser(user);
      })
      .catch(() => undefined);
  }, [queryClient]);
}
