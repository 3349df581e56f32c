import { useMutation } from '@tanstack/react-query';
import type { CodeResentResponse } from '@employee-portal/core/auth/auth.responses';
import { api } from '../../../lib/api-client.ts';

/** POST /api/validate_two_factor/resend with the pending token as bearer: a new code, and the earlier one void. */
export const resendCode = (pendingToken: string) =>
  api.post<CodeResentResponse>('/validate_two_factor/resend', {}, { token: pendingToken });

export const useResendCodeMutation = () => useMutation({ mutationFn: resendCode });
