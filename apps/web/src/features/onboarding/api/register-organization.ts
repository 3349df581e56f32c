import { useMutation } from '@tanstack/react-query';
import type { RegisterOrganizationPayload } from '@employee-portal/core/access/organization-signup.schema';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { api, ApiError } from '../../../lib/api-client.ts';

/**
 * Spec §4 "Organization registration step 1": a token with the user (signed in), or a token alone (an organization
 * token, not yet signed in).
 */
export interface RegistrationAnswer {
  token: string;
  user?: SignedInUser | null;
}

/** POST /api/register_organization/step1. Like the login, an answer without a token is a failure. */
export async function registerOrganization(payload: RegisterOrganizationPayload): Promise<RegistrationAnswer> {
  const answer = await api.post<RegistrationAnswer | null>('/register_organization/step1', { ...payload });
  if (!answer?.token) throw new ApiError(200, answer);
  return answer;
}

export const useRegisterOrganizationMutation = () => useMutation({ mutationFn: registerOrganization });
