import { useQuery } from '@tanstack/react-query';
import type { SettingsOverviewResponse } from '@employee-portal/core/settings-overview.responses';
import { api } from '../../../lib/api-client.ts';

/** GET /api/settings/overview: a short state per settings page the user may open. */
export const useSettingsOverview = () =>
  useQuery({
    queryKey: ['settings-overview'],
    queryFn: ({ signal }) => api.get<SettingsOverviewResponse>('/settings/overview', undefined, signal),
  });
