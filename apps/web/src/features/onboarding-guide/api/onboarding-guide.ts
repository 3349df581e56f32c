import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingGuideResponse } from '@employee-portal/core/onboarding-guide/onboarding-guide.responses';
import type { OnboardingGuideUpdate } from '@employee-portal/core/onboarding-guide/onboarding-guide.schema';
import { api } from '../../../lib/api-client.ts';

export const onboardingGuideKeys = {
  all: ['onboarding_guide'] as const,
  guide: (userId: number, organizationId: number) => ['onboarding_guide', userId, organizationId] as const,
};

/** GET /api/onboarding_guide: the member's guide, each step's state read from the organization's records. */
export const fetchOnboardingGuide = (signal?: AbortSignal) =>
  api.get<OnboardingGuideResponse>('/onboarding_guide', undefined, signal);

export const useOnboardingGuide = (userId: number, organizationId: number) =>
  useQuery(
    queryOptions({
      queryKey: onboardingGuideKeys.guide(userId, organizationId),
      queryFn: ({ signal }) => fetchOnboardingGuide(signal),
      select: (data) => data.onboarding_guide,
      // Steps get done on other pages: coming back to the dashboard should show them done.
      refetchOnMount: 'always',
    }),
  );

/** PUT /api/onboarding_guide: open another step, or dismiss the guide. */
export function useUpdateOnboardingGuide(userId: number, organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingGuideUpdate) => api.put<OnboardingGuideResponse>('/onboarding_guide', body),
    onSuccess: (answer) => queryClient.setQueryData(onboardingGuideKeys.guide(userId, organizationId), answer),
  });
}
