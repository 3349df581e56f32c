import { useMutation } from '@tanstack/react-query';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/two_factor/send_code: an SMS with a 4-digit code to the phone on file. */
export const sendTwoFactorCode = () => api.post<{ message: string }>('/auth/two_factor/send_code');

export const useSendTwoFactorCodeMutation = () => useMutation({ mutationFn: sendTwoFactorCode });

/** PUT /api/auth/two_factor: turns the second step on or off, confirmed by the code; answers the updated user. */
export const setTwoFactor = (payload: { enabled: boolean; code: string }) =>
  api.put<{ user: SignedInUser }>('/auth/two_factor', { ...payload });

export const useSetTwoFactorMutation = () => useMutation({ mutationFn: setTwoFactor });
