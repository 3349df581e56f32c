import type { DateRange } from '@employee-portal/core/dashboard/time-range';

/** Query keys of the dashboard feature. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  kpi: (key: string, range: DateRange) => ['dashboard', 'kpi', key, range.from, range.to] as const,
  cohorts: (segment: string, range: DateRange) => ['dashboard', 'cohorts', segment, range.from, range.to] as const,
  /** Per signed-in account: the layout is the user's own. */
  layout: (userId: number) => ['dashboard', 'layout', userId] as const,
};
