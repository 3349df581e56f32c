import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription.keys.ts';

export type PlatformInvoiceStatus = 'open' | 'charging' | 'paid' | 'failed';

export interface PlatformInvoice {
  id: number;
  period_start: string;
  period_end: string;
  active_users: number;
  unit_amount: number;
  subtotal: number;
  discount: number;
  total: number;
  coupon_code: string | null;
  status: PlatformInvoiceStatus;
  paid_at: string | null;
}

export interface CardOnFile {
  last4: string | null;
  brand: string | null;
  /** MMYY. */
  expiry: string | null;
  processor: string;
}

export interface PlatformInvoicePage {
  data: PlatformInvoice[];
  meta: { page: number; per_page: number; total: number };
  card: CardOnFile | null;
}

/** GET /api/organization_subscription/invoices: the platform's invoices to the organization, with the card on file. */
export const fetchPlatformInvoices = (page: number, perPage: number, signal?: AbortSignal) =>
  api.get<PlatformInvoicePage>('/organization_subscription/invoices', { page, per_page: perPage }, signal);

export const usePlatformInvoices = (page: number, perPage: number) =>
  useQuery(
    queryOptions({
      queryKey: subscriptionKeys.invoices(page, perPage),
      queryFn: ({ signal }) => fetchPlatformInvoices(page, perPage, signal),
      placeholderData: keepPreviousData,
    }),
  );
