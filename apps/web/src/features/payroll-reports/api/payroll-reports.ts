import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  PayrollPersonResponse,
  PayrollReportResponse,
  ProductivityPersonResponse,
  ProductivityReportResponse,
} from '@employee-portal/core/payroll/payroll-reports.responses';
import type { PayrollReportSort, ProductivityReportSort } from '@employee-portal/core/payroll/payroll-reports.schema';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export interface ReportRange {
  date_from?: string;
  date_to?: string;
}
export type PayrollReportQuery = ReportRange & { sort: PayrollReportSort; page: number; per_page: number };
export type ProductivityReportQuery = ReportRange & { sort: ProductivityReportSort; page: number; per_page: number };

const keys = {
  all: ['payroll-reports'] as const,
  payroll: (query: PayrollReportQuery) => [...keys.all, 'payroll', query] as const,
  payrollPerson: (id: number, range: ReportRange) => [...keys.all, 'payroll', id, range] as const,
  productivity: (query: ProductivityReportQuery) => [...keys.all, 'productivity', query] as const,
  productivityPerson: (id: number, range: ReportRange) => [...keys.all, 'productivity', id, range] as const,
};

/** GET /api/payroll_report: totals per staff member over finalized pay runs, and the total of all. */
export const usePayrollReport = (query: PayrollReportQuery) =>
  useQuery({
    queryKey: keys.payroll(query),
    queryFn: ({ signal }) => api.get<PayrollReportResponse>('/payroll_report', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

export const exportPayrollReportCsv = (query: ReportRange & { sort: PayrollReportSort }) =>
  downloadFile('/payroll_report/export.csv', { ...query }, 'payroll-report.csv');

/** GET /api/payroll_report/:id: one person's finalized slips, latest first. */
export const usePayrollPerson = (id: number, range: ReportRange) =>
  useQuery({
    queryKey: keys.payrollPerson(id, range),
    queryFn: ({ signal }) => api.get<PayrollPersonResponse>(`/payroll_report/${id}`, { ...range }, signal),
  });

/** The slip as the payroll feature prints it (a plain link cannot carry the sign-in). */
export const downloadPaySlipPdf = (paySlipId: number, startDate: string) =>
  downloadFile(`/payroll_report/pay_slips/${paySlipId}/pdf`, {}, `pay-slip-${startDate}.pdf`);

export const useProductivityReport = (query: ProductivityReportQuery) =>
  useQuery({
    queryKey: keys.productivity(query),
    queryFn: ({ signal }) => api.get<ProductivityReportResponse>('/productivity_report', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/productivity_report/:id: one tech's figures per pay period, oldest first. */
export const useProductivityPerson = (id: number, range: ReportRange) =>
  useQuery({
    queryKey: keys.productivityPerson(id, range),
    queryFn: ({ signal }) => api.get<ProductivityPersonResponse>(`/productivity_report/${id}`, { ...range }, signal),
  });
