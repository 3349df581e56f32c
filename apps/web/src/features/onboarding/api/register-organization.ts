import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrganizationDetails } from '@employee-portal/core/access/organization-signup.schema';
import type { registrationResponseSchema } from '@employee-portal/core/access/organization-signup.responses';
import { api, ApiError } from '../../../lib/api-client.ts';

/**
 * Spec §4 "Organization registration step 1": a token with the user (signed in), or a token alone (an organization
 * token, not yet signed in).
 */
export type RegistrationAnswer = z.infer<typeof registrationResponseSchema>;

/** POST /api/register_organization/step1 with the business alone. Like the login, an answer without a token is a failure. */
export async function registerOrganization(payload: OrganizationDetails): Promise<RegistrationAnswer> {
  const answer = await api.post<RegistrationAnswer | null>('/register_organization/step1', { ...payload });
  if (!answer?.token) throw new ApiError(200, answer);
  return answer;
}

export const useRegisterOrganizationMutation = () => useMutation({ mutationFn: registerOrganization });
