import { useMutation } from '@tanstack/react-query';
import type { DateFormat, TimeFormat } from '@employee-portal/core/date-time-format';
import type { UserSettingsResponse } from '@employee-portal/core/user-settings.responses';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

export interface DateTimeFormats {
  date_format: DateFormat;
  time_format: TimeFormat;
}

/**
 * PUT /api/user_settings/date_format and /time_format. The last answer's settings replace the signed-in user's, so
 * every date and time on screen follows at once.
 */
export function useSaveDateTimeFormats() {
  const setUser = useSessionStore((state) => state.setUser);
  return useMutation({
    mutationFn: async (formats: DateTimeFormats) => {
      const before = useSessionStore.getState().user;
      await api.put<UserSettingsResponse>('/user_settings/date_format', { value: formats.date_format });
      const answer = await api.put<UserSettingsResponse>('/user_settings/time_format', { value: formats.time_format });
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
