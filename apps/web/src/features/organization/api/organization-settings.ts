import { queryOptions } from '@tanstack/react-query';
import type { OrganizationSettingsResponse } from '@employee-portal/core/organization-settings.responses';
import { api } from '../../../lib/api-client.ts';

export const organizationKeys = {
  all: ['organization'] as const,
  settings: () => ['organization', 'settings'] as const,
};

/** GET /api/organization_settings (spec §3 "Organization settings"). */
export const fetchOrganizationSettings = (signal?: AbortSignal) =>
  api.get<OrganizationSettingsResponse>('/organization_settings', undefined, signal);

export const organizationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.settings(),
    queryFn: ({ signal }) => fetchOrganizationSettings(signal),
    staleTime: 5 * 60_000,
  });
