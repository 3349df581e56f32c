import type { CustomerMatchStatus, SyncEntity } from '@employee-portal/core/accounting/quickbooks.schema';

export interface CustomerMatchListParams {
  status?: CustomerMatchStatus;
  search?: string;
  page: number;
  per_page: number;
}

export interface SyncLogListParams {
  status?: 'ok' | 'error' | 'retrying';
  entity?: SyncEntity;
  page: number;
  per_page: number;
}

/** The feature's one query-key factory: everything under `quickbooks`, so a connect or disconnect refreshes it all. */
export const quickbooksKeys = {
  all: ['quickbooks'] as const,
  status: () => ['quickbooks', 'status'] as const,
  chart: () => ['quickbooks', 'chart'] as const,
  mappings: () => ['quickbooks', 'mappings'] as const,
  customerMatches: () => ['quickbooks', 'customer_matches'] as const,
  customerMatchList: (params: CustomerMatchListParams) => ['quickbooks', 'customer_matches', params] as const,
  customerSearch: (search: string) => ['quickbooks', 'customers', search] as const,
  syncLog: () => ['quickbooks', 'sync_log'] as const,
  syncLogList: (params: SyncLogListParams) => ['quickbooks', 'sync_log', params] as const,
  mismatches: () => ['quickbooks', 'mismatches'] as const,
};
