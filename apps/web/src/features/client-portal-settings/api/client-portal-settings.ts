import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientPortalSettings,
  ClientPortalSettingsResponse,
} from '@employee-portal/core/client-portal/client-portal-settings.schema';
import { api } from '../../../lib/api-client.ts';

const clientPortalSettingsKeys = { page: ['client-portal-settings'] as const };

/** GET /api/client_portal_settings: the settings, the portal's address and the rating and tipping state. */
export const useClientPortalSettings = () =>
  useQuery({
    queryKey: clientPortalSettingsKeys.page,
    queryFn: ({ signal }) => api.get<ClientPortalSettingsResponse>('/client_portal_settings', undefined, signal),
  });

/** PUT /api/client_portal_settings. */
export function useSaveClientPortalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientPortalSettings) =>
      api.put<ClientPortalSettingsResponse>('/client_portal_settings', { ...body }),
    onSuccess: (answer) => queryClient.setQueryData(clientPortalSettingsKeys.page, answer),
  });
}
