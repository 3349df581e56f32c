import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientOnboardingSettingsBody } from '@employee-portal/core/clients/client-onboarding.schema';
import type { ClientOnboardingSettingsResponse } from '@employee-portal/core/clients/client-onboarding.responses';
import { api } from '../../../lib/api-client.ts';

const settingsKey = ['client-onboarding', 'settings'] as const;

/** GET /api/client_onboarding: the sign-up form's settings, its public URL and embed code. */
export const useClientOnboardingSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<ClientOnboardingSettingsResponse>('/client_onboarding', undefined, signal),
    select: (answer) => answer.settings,
  });

export function useSaveClientOnboardingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientOnboardingSettingsBody) =>
      api.put<ClientOnboardingSettingsResponse>('/client_onboarding', { ...body }),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer),
  });
}
