import { useMutation } from '@tanstack/react-query';
import type { OwnerAccountPayload } from '@employee-portal/core/access/organization-signup.schema';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { api, ApiError } from '../../../lib/api-client.ts';

export interface OwnerSession {
  token: string;
  user: SignedInUser;
}

/**
 * Spec §7 POST users (body `user`): sent with the organization token the session store holds; creates the owner
 * and answers the signed-in owner, whose session token is that same organization token.
 */
export async function createOwner(user: OwnerAccountPayload): Promise<OwnerSession> {
  const answer = await api.post<OwnerSession | null>('/users', { user: { ...user } });
  if (!answer?.token) throw new ApiError(200, answer);
  return answer;
}

export const useCreateOwnerMutation = () => useMutation({ mutationFn: createOwner });
