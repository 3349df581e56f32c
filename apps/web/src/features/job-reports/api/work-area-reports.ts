import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  WorkAreaActivityQuery,
  WorkAreaActivityResponse,
  WorkAreaInventoryResponse,
} from '@employee-portal/core/jobs/work-area-reports.schema';
import { api } from '../../../lib/api-client.ts';
import { jobKeys } from '../../jobs/index.ts';

export type WorkAreaActivityFilters = Partial<Omit<WorkAreaActivityQuery, 'page' | 'per_page'>>;

export const useWorkAreaActivity = (query: WorkAreaActivityFilters & { page: number; per_page: number }) =>
  useQuery({
    queryKey: ['job-reports', 'work-area-activity', query],
    queryFn: ({ signal }) => api.get<WorkAreaActivityResponse>('/work_area_activity_log', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** A day's inventory; its techs' jobs are the dispatch board's, so it refreshes with the jobs. */
export const useWorkAreaInventory = (date: string) =>
  useQuery({
    queryKey: [...jobKeys.all, 'work-area-inventory', date],
    queryFn: ({ signal }) => api.get<WorkAreaInventoryResponse>('/work_area_inventory', { date }, signal),
    placeholderData: keepPreviousData,
  });
