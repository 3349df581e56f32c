import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@employee-portal/core/auth/auth.responses';
import { api } from '../../../lib/api-client.ts';

interface ValidateTwoFactorVariables {
  code: string;
  /** The pending token from the login answer; it is used for this call only and never stored. */
  pendingToken: string;
}

/** POST /api/validate_two_factor with the pending token as bearer. */
export const validateTwoFactor = ({ code, pendingToken }: ValidateTwoFactorVariables) =>
  api.post<SessionResponse>('/validate_two_factor', { code }, { token: pendingToken });

export const useValidateTwoFactorMutation = () => useMutation({ mutationFn: validateTwoFactor });
