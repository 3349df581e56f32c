import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BillingSettingsBody,
  billingSettingsResponseSchema,
  SalesTaxRateBody,
  salesTaxRateListResponseSchema,
  salesTaxRateResponseSchema,
} from '@employee-portal/core/billing/billing-settings.schema';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';

type BillingSettingsResponse = z.output<typeof billingSettingsResponseSchema>;
type SalesTaxRateListResponse = z.output<typeof salesTaxRateListResponseSchema>;
type SalesTaxRateResponse = z.output<typeof salesTaxRateResponseSchema>;

export interface SalesTaxRateListQuery {
  search?: string;
  sort?: string;
  page: number;
  per_page: number;
}

const billingSettingsKeys = {
  settings: ['billing-settings'] as const,
  rates: ['billing-settings', 'sales-tax-rates'] as const,
  rateList: (query: SalesTaxRateListQuery) => ['billing-settings', 'sales-tax-rates', query] as const,
};

/** GET /api/billing_settings. */
export const useBillingSettings = () =>
  useQuery({
    queryKey: billingSettingsKeys.settings,
    queryFn: ({ signal }) => api.get<BillingSettingsResponse>('/billing_settings', undefined, signal),
    select: (answer) => answer.billing_settings,
  });

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettingsBody) => api.put<BillingSettingsResponse>('/billing_settings', { ...body }),
    onSuccess: (answer) => queryClient.setQueryData(billingSettingsKeys.settings, answer),
  });
}

/** GET /api/sales_tax_rates: one page of the rates by zip or work area. */
export const useSalesTaxRates = (query: SalesTaxRateListQuery) =>
  useQuery({
    queryKey: billingSettingsKeys.rateList(query),
    queryFn: ({ signal }) => api.get<SalesTaxRateListResponse>('/sales_tax_rates', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** POST (no id) or PUT (id) /api/sales_tax_rates. */
export function useSaveSalesTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SalesTaxRateBody }) =>
      id === null
        ? api.post<SalesTaxRateResponse>('/sales_tax_rates', { ...body })
        : api.put<SalesTaxRateResponse>(`/sales_tax_rates/${id}`, { ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingSettingsKeys.rates }),
  });
}

export function useDeleteSalesTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/sales_tax_rates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingSettingsKeys.rates }),
  });
}
