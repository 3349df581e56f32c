import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  RoutePlanningReportResponse,
  RoutePlanningReportSort,
} from '@employee-portal/core/routing/route-planning-report.schema';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export interface RoutePlanningFilters {
  date_from?: string;
  date_to?: string;
  user_id?: number;
  sort: RoutePlanningReportSort;
}

export const useRoutePlanningReport = (filters: RoutePlanningFilters & { page: number; per_page: number }) =>
  useQuery({
    queryKey: ['route-planning-report', filters],
    queryFn: ({ signal }) => api.get<RoutePlanningReportResponse>('/route_planning_report', { ...filters }, signal),
    placeholderData: keepPreviousData,
  });

export const exportRoutePlanningCsv = (filters: RoutePlanningFilters) =>
  downloadFile('/route_planning_report/csv', { ...filters }, 'route-planning.csv');
