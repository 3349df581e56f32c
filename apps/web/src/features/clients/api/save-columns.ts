import { useMutation } from '@tanstack/react-query';
import { CLIENT_COLUMNS_SETTING, type ClientListColumn } from '@employee-portal/core/clients/client.schema';
import type { UserSettingsResponse } from '@employee-portal/core/user-settings.responses';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { serializeClientColumns } from '../client-columns.ts';

/** PUT /api/user_settings/clients_columns; the answer's settings replace the signed-in user's, so the choice follows them. */
export function useSaveClientColumns() {
  const setUser = useSessionStore((state) => state.setUser);
  return useMutation({
    mutationFn: async (columns: readonly ClientListColumn[]) => {
      const before = useSessionStore.getState().user;
      const answer = await api.put<UserSettingsResponse>(`/user_settings/${CLIENT_COLUMNS_SETTING}`, {
        value: serializeClientColumns(columns),
      });
      return { answer, before };
    },
    onSuccess: ({ answer, before }) => {
      // Only if the same account is still signed in: the answer may arrive after a switch.
      const current = useSessionStore.getState().user;
      if (current && before && current.user_id === before.user_id && current.organization_id === before.organization_id)
        setUser({ ...current, user_settings: answer.user_settings });
    },
  });
}
