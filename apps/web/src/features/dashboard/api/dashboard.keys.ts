import type { DateRange } from '@employee-portal/core/dashboard/time-range';

/** Query keys of the dashboard feature. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  widget: (key: string, range: DateRange) => ['dashboard', 'widget', key, range.from, range.to] as const,
};
