import { useMutation } from '@tanstack/react-query';
import type { OrganizationDetails } from '@employee-portal/core/access/organization-signup.schema';
import type { RegistrationResponse } from '@employee-portal/core/access/organization-signup.responses';
import { api, ApiError } from '../../../lib/api-client.ts';

/** POST /api/register_organization/step1 with the business alone. Like the login, an answer without a token is a failure. */
export async function registerOrganization(payload: OrganizationDetails): Promise<RegistrationResponse> {
  const answer = await api.post<RegistrationResponse | null>('/register_organization/step1', { ...payload });
  if (!answer?.token) throw new ApiError(200, answer);
  return answer;
}

export const useRegisterOrganizationMutation = () => useMutation({ mutationFn: registerOrganization });
