import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type SetupStepKey = 'staff' | 'card_processor' | 'subscription';

export interface SetupStep {
  key: SetupStepKey;
  /** A route name of core's table; the page may not be built yet. */
  route: string;
  done: boolean;
}

export interface LandingPageAnswer {
  organization_name: string;
  steps: SetupStep[];
}

export const onboardingKeys = {
  all: ['onboarding'] as const,
  landingPage: () => ['onboarding', 'landing_page'] as const,
};

/** GET /api/organization_landing_page: what a new organization sets up first, each ticked once done. */
export const fetchLandingPage = (signal?: AbortSignal) =>
  api.get<LandingPageAnswer>('/organization_landing_page', undefined, signal);

export const useLandingPage = () =>
  useQuery(
    queryOptions({
      queryKey: onboardingKeys.landingPage(),
      queryFn: ({ signal }) => fetchLandingPage(signal),
      // Steps get done on other pages: coming back here should show them ticked.
      refetchOnMount: 'always',
    }),
  );
