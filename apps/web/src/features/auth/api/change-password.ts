import { useMutation } from '@tanstack/react-query';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { api } from '../../../lib/api-client.ts';

interface ChangePasswordPayload {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** PUT /api/auth/change_password; answers the user with change_password 0. */
export const changePassword = (payload: ChangePasswordPayload) =>
  api.put<{ user: SignedInUser }>('/auth/change_password', { ...payload });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
