import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MessageResponse } from './auth.types.ts';

interface ResetPasswordPayload {
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/auth/password/reset with the token from the e-mailed link. */
export const resetPassword = (payload: ResetPasswordPayload) =>
  api.post<MessageResponse>('/auth/password/reset', { ...payload });

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
