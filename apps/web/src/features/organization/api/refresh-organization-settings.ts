import type { QueryClient } from '@tanstack/react-query';
import { organizationSettingsQueryOptions } from './organization-settings.ts';

/**
 * Reads GET /organization_settings again now, whatever is cached: after a sign-in, an organization switch, or a page
 * that changed one of its keys (the pay period). A failure leaves the cache as it was; the next reader retries.
 */
export const refreshOrganizationSettings = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...organizationSettingsQueryOptions(), staleTime: 0 }).catch(() => undefined);
