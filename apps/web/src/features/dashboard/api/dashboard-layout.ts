import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardLayoutItem, DashboardLayoutResponse } from '@employee-portal/core/dashboard/layout';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard.keys.ts';

/** GET /api/dashboard/layout: the user's arrangement, else the organization's default, else the standard order. */
export const useDashboardLayout = (userId: number) =>
  useQuery({
    queryKey: dashboardKeys.layout(userId),
    queryFn: ({ signal }) => api.get<DashboardLayoutResponse>('/dashboard/layout', undefined, signal),
  });

type LayoutChange =
  | { action: 'save'; widgets: DashboardLayoutItem[] }
  | { action: 'reset' }
  | { action: 'save_default'; widgets: DashboardLayoutItem[] };

const sendLayoutChange = (change: LayoutChange) => {
  if (change.action === 'reset') return api.delete<DashboardLayoutResponse>('/dashboard/layout');
  const path = change.action === 'save' ? '/dashboard/layout' : '/dashboard/layout/default';
  return api.put<DashboardLayoutResponse>(path, { widgets: change.widgets });
};

/** PUT /dashboard/layout (mine), DELETE /dashboard/layout (back to the default), PUT /dashboard/layout/default. */
export function useChangeDashboardLayoutMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLayoutChange,
    onSuccess: (layout, change) => {
      // The organization's default changes only the dashboards of users without their own arrangement.
      if (change.action === 'save_default')
        return queryClient.invalidateQueries({ queryKey: dashboardKeys.layout(userId) });
      queryClient.setQueryData(dashboardKeys.layout(userId), layout);
    },
  });
}
