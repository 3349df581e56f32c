import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordSchema } from '@employee-portal/core/auth/auth.schema';
import type { UserResponse } from '@employee-portal/core/auth/auth.responses';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/auth/change_password; answers the user with change_password 0. */
export const changePassword = (payload: z.input<typeof changePasswordSchema>) =>
  api.put<UserResponse>('/auth/change_password', { ...payload });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
