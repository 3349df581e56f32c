import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyShiftReport, TimeMileageReport } from '@employee-portal/core/shifts/shift.responses';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { shiftKeys } from './shifts.keys.ts';

export interface ReportRange {
  date_from: string;
  date_to: string;
}

export type { MyShiftReport, TimeMileageReport } from '@employee-portal/core/shifts/shift.responses';

/**
 * GET /api/my_shift_report: the signed-in member's own shifts with day and week totals. Either end of the range may
 * be left out: the answer names the range the organization's default gave.
 */
export const useMyShiftReport = (range: Partial<ReportRange>, enabled: boolean) =>
  useQuery({
    queryKey: shiftKeys.myReport(range),
    queryFn: ({ signal }) => api.get<MyShiftReport>('/my_shift_report', { ...range }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/time_mileage_report: totals per person over the range. */
export const useTimeMileageReport = (range: ReportRange, enabled: boolean) =>
  useQuery({
    queryKey: shiftKeys.timeMileage(range),
    queryFn: ({ signal }) => api.get<TimeMileageReport>('/time_mileage_report', { ...range }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const exportTimeMileageCsv = (range: ReportRange) =>
  downloadFile('/time_mileage_report/export.csv', { ...range }, `time-mileage-${range.date_from}-${range.date_to}.csv`);
