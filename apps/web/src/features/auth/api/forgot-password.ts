import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MessageResponse } from './auth.types.ts';

/** POST /api/auth/password/forgot: always answers the same message, whether the e-mail exists or not. */
export const requestPasswordReset = (payload: { email: string }) =>
  api.post<MessageResponse>('/auth/password/forgot', payload);

export const useForgotPasswordMutation = () => useMutation({ mutationFn: requestPasswordReset });
