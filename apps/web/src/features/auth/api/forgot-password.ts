import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/password/forgot: always answers the same message, whether the e-mail exists or not. */
export const requestPasswordReset = (payload: { email: string }) =>
  api.post<MessageResponse>('/auth/password/forgot', payload);

export const useForgotPasswordMutation = () => useMutation({ mutationFn: requestPasswordReset });
