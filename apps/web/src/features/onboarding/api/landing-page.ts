import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingPageResponse } from '@employee-portal/core/access/organization-signup.responses';
import { api } from '../../../lib/api-client.ts';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  landingPage: () => ['onboarding', 'landing_page'] as const,
};

/** GET /api/organization_landing_page: what a new organization sets up first, each ticked once done. */
export const fetchLandingPage = (signal?: AbortSignal) =>
  api.get<LandingPageResponse>('/organization_landing_page', undefined, signal);

export const useLandingPage = () =>
  useQuery(
    queryOptions({
      queryKey: onboardingKeys.landingPage(),
      queryFn: ({ signal }) => fetchLandingPage(signal),
      // Steps get done on other pages: coming back here should show them ticked.
      refetchOnMount: 'always',
    }),
  );
