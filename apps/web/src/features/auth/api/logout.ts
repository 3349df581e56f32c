import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** POST /api/auth/logout revokes the token on the server. */
export const logout = () => api.post<MessageResponse>('/auth/logout');

/**
 * Signs out locally whatever the server answers: a user who clicked Logout must never stay signed in because the
 * network failed. The route guard then sends the visitor to /login.
 */
export const useLogoutMutation = () =>
  useMutation({
    mutationFn: logout,
    onSettled: () => useSessionStore.getState().logout(),
  });
