import { useMutation } from '@tanstack/react-query';
import type { UserSettingsResponse } from '@employee-portal/core/user-settings.responses';
import { api } from '../../../lib/api-client.ts';
import type { DashboardTimeRanges } from '../time-range-state.ts';

/** PUT /api/user_settings/dashboard_time_ranges with every widget's choice as one JSON value. */
export const saveDashboardTimeRanges = (ranges: DashboardTimeRanges) =>
  api.put<UserSettingsResponse>('/user_settings/dashboard_time_ranges', {
    value: JSON.stringify(ranges),
  });

export const useSaveDashboardTimeRangesMutation = () => useMutation({ mutationFn: saveDashboardTimeRanges });
