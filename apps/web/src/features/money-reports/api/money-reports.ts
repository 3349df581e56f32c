import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CrossSellReportResponse,
  CrossSellReportSort,
  OpenBalanceKind,
  OpenBalanceReportResponse,
  OpenBalanceSort,
  SalesTaxPeriod,
  SalesTaxReportResponse,
  SendRemindersBody,
  SendRemindersResponse,
} from '@employee-portal/core/billing/money-reports.schema';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export const moneyReportKeys = {
  all: ['money-reports'] as const,
  salesTax: (filters: SalesTaxFilters) => [...moneyReportKeys.all, 'sales-tax', filters] as const,
  openBalance: (query: OpenBalanceQuery) => [...moneyReportKeys.all, 'open-balance', query] as const,
  crossSells: (side: CrossSellSide, query: CrossSellQuery) => [...moneyReportKeys.all, side, query] as const,
};

export interface SalesTaxFilters {
  date_from?: string;
  date_to?: string;
  period: SalesTaxPeriod;
}

/** GET /api/sales_tax_report: tax invoiced and collected per rate and period (rows are few: no pages). */
export const useSalesTaxReport = (filters: SalesTaxFilters) =>
  useQuery({
    queryKey: moneyReportKeys.salesTax(filters),
    queryFn: ({ signal }) => api.get<SalesTaxReportResponse>('/sales_tax_report', { ...filters }, signal),
    placeholderData: keepPreviousData,
  });

export const exportSalesTaxCsv = (filters: SalesTaxFilters) =>
  downloadFile('/sales_tax_report/export.csv', { ...filters }, 'sales-tax.csv');

export interface OpenBalanceFilters {
  search?: string;
  kind?: OpenBalanceKind;
  sort: OpenBalanceSort;
}
export type OpenBalanceQuery = OpenBalanceFilters & { page: number; per_page: number };

export const useOpenBalanceReport = (query: OpenBalanceQuery) =>
  useQuery({
    queryKey: moneyReportKeys.openBalance(query),
    queryFn: ({ signal }) => api.get<OpenBalanceReportResponse>('/open_balance_report', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

export const exportOpenBalancesCsv = (filters: OpenBalanceFilters) =>
  downloadFile('/open_balance_report/export.csv', { ...filters }, 'open-balances.csv');

/** POST /api/open_balance_report/reminders: e-mails each client a statement; the report then shows the reminder. */
export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendRemindersBody) =>
      api.post<SendRemindersResponse>('/open_balance_report/reminders', { ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...moneyReportKeys.all, 'open-balance'] }),
  });
}

export type CrossSellSide = 'residential' | 'commercial';
export interface CrossSellFilters {
  date_from?: string;
  date_to?: string;
  cross_sell_id?: number;
  sort: CrossSellReportSort;
}
export type CrossSellQuery = CrossSellFilters & { page: number; per_page: number };

export const useCrossSellReport = (side: CrossSellSide, query: CrossSellQuery) =>
  useQuery({
    queryKey: moneyReportKeys.crossSells(side, query),
    queryFn: ({ signal }) => api.get<CrossSellReportResponse>(`/${side}_cross_sells_report`, { ...query }, signal),
    placeholderData: keepPreviousData,
  });

export const exportCrossSellsCsv = (side: CrossSellSide, filters: CrossSellFilters) =>
  downloadFile(`/${side}_cross_sells_report/export.csv`, { ...filters }, `${side}-cross-sells.csv`);
