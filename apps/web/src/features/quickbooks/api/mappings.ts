import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  QuickbooksChartResponse,
  QuickbooksMappingsBody,
  QuickbooksMappingsResponse,
} from '@employee-portal/core/accounting/quickbooks.schema';
import { api } from '../../../lib/api-client.ts';
import { quickbooksKeys } from './quickbooks-keys.ts';

/** GET /api/quickbooks/chart: the company's items, tax codes and accounts, read from QuickBooks. */
export const useQuickbooksChart = (enabled: boolean) =>
  useQuery({
    queryKey: quickbooksKeys.chart(),
    queryFn: ({ signal }) => api.get<QuickbooksChartResponse>('/quickbooks/chart', undefined, signal),
    enabled,
  });

/** GET /api/quickbooks/mappings: what is picked so far, and our plans and cross-sells to pick for. */
export const useQuickbooksMappings = (enabled: boolean) =>
  useQuery({
    queryKey: quickbooksKeys.mappings(),
    queryFn: ({ signal }) => api.get<QuickbooksMappingsResponse>('/quickbooks/mappings', undefined, signal),
    enabled,
  });

/** PUT /api/quickbooks/mappings. */
export const saveQuickbooksMappings = (body: QuickbooksMappingsBody) =>
  api.put<QuickbooksMappingsResponse>('/quickbooks/mappings', { ...body });

export function useSaveQuickbooksMappings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuickbooksMappings,
    onSuccess: async (answer) => {
      queryClient.setQueryData(quickbooksKeys.mappings(), answer);
      await queryClient.invalidateQueries({ queryKey: quickbooksKeys.status() });
    },
  });
}
