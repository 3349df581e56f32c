import { useMutation } from '@tanstack/react-query';
import type { LoginPayload } from '@employee-portal/core/auth/auth.schema';
import type { LoginResponse } from '@employee-portal/core/auth/auth.responses';
import { api, ApiError } from '../../../lib/api-client.ts';

/** POST /api/auth/login. Spec §7: an answer without a token is a failure, whatever its status. */
export async function login(payload: LoginPayload): Promise<LoginResponse> {
  const answer = await api.post<LoginResponse | null>('/auth/login', { ...payload });
  if (!answer?.token) throw new ApiError(200, answer);
  return answer;
}

export const useLoginMutation = () => useMutation({ mutationFn: login });
