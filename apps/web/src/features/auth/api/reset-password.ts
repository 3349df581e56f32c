import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordSchema } from '@employee-portal/core/auth/auth.schema';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/password/reset with the token from the e-mailed link. */
export const resetPassword = (payload: z.input<typeof resetPasswordSchema>) =>
  api.post<MessageResponse>('/auth/password/reset', { ...payload });

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
