import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twoFactorSettingSchema } from '@employee-portal/core/auth/auth.schema';
import type { UserResponse } from '@employee-portal/core/auth/auth.responses';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/two_factor/send_code: an SMS with a 4-digit code to the phone on file. */
export const sendTwoFactorCode = () => api.post<MessageResponse>('/auth/two_factor/send_code');

export const useSendTwoFactorCodeMutation = () => useMutation({ mutationFn: sendTwoFactorCode });

/** PUT /api/auth/two_factor: turns the second step on or off, confirmed by the code; answers the updated user. */
export const setTwoFactor = (payload: z.input<typeof twoFactorSettingSchema>) =>
  api.put<UserResponse>('/auth/two_factor', { ...payload });

export const useSetTwoFactorMutation = () => useMutation({ mutationFn: setTwoFactor });
