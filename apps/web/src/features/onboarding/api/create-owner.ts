import { useMutation } from '@tanstack/react-query';
import type { OwnerAccountPayload } from '@employee-portal/core/access/organization-signup.schema';
import type { SessionResponse } from '@employee-portal/core/auth/auth.responses';
import { api, ApiError } from '../../../lib/api-client.ts';

/**
 * Spec §7 POST users (body `user`): sent with the organization token the session store holds; creates the owner
 * and answers the signed-in owner, whose session token is that same organization token.
 */
export async function createOwner(user: OwnerAccountPayload): Promise<SessionResponse> {
  const answer = await api.post<SessionResponse | null>('/users', { user: { ...user } });
  if (!answer?.token) throw new ApiError(200, answer);
  return answer;
}

export const useCreateOwnerMutation = () => useMutation({ mutationFn: createOwner });
