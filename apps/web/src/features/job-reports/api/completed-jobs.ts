import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CompletedJobsGrouping,
  CompletedJobsReportResponse,
} from '@employee-portal/core/jobs/completed-jobs-report.schema';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export interface CompletedJobsFilters {
  from?: string;
  to?: string;
  group_by: CompletedJobsGrouping;
}

export const useCompletedJobsReport = (filters: CompletedJobsFilters & { page: number; per_page: number }) =>
  useQuery({
    queryKey: ['job-reports', 'completed', filters],
    queryFn: ({ signal }) => api.get<CompletedJobsReportResponse>('/completed_jobs_report', { ...filters }, signal),
    placeholderData: keepPreviousData,
  });

export const exportCompletedJobsCsv = (filters: CompletedJobsFilters) =>
  downloadFile('/completed_jobs_report/export.csv', { ...filters }, 'completed-jobs.csv');
