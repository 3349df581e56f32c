import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformInvoiceListResponse } from '@employee-portal/core/access/organization-subscription.responses';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './subscription.keys.ts';

export type {
  CardOnFile,
  PlatformInvoice,
  PlatformInvoiceStatus,
} from '@employee-portal/core/access/organization-subscription.responses';
export type { PlatformInvoiceListResponse };

/** GET /api/organization_subscription/invoices: the platform's invoices to the organization, with the card on file. */
export const fetchPlatformInvoices = (page: number, perPage: number, signal?: AbortSignal) =>
  api.get<PlatformInvoiceListResponse>('/organization_subscription/invoices', { page, per_page: perPage }, signal);

export const usePlatformInvoices = (page: number, perPage: number) =>
  useQuery(
    queryOptions({
      queryKey: subscriptionKeys.invoices(page, perPage),
      queryFn: ({ signal }) => fetchPlatformInvoices(page, perPage, signal),
      placeholderData: keepPreviousData,
    }),
  );
