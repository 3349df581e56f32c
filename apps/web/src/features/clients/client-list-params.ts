/** The /clients list state kept in the URL query (filters, search, sort, page), read back safely. */
import {
  clientSorts,
  clientStatuses,
  type ClientSort,
  type ClientStatus,
} from '@employee-portal/core/clients/client.schema';
import { positiveIntParam } from '../../components/data-table/use-list-params.ts';
import type { ClientFilters } from './api/clients.ts';

const isSort = (value: string | null): value is ClientSort =>
  (clientSorts as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is ClientStatus =>
  (clientStatuses as readonly (string | null)[]).includes(value);

const flag = (raw: string | null) => (raw === 'true' ? true : raw === 'false' ? false : undefined);

export function clientFiltersFromParams(params: URLSearchParams): ClientFilters {
  const sort = params.get('sort');
  const status = params.get('status');
  return {
    search: params.get('search')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
    work_area_id: positiveIntParam(params.get('work_area_id')),
    service_plan_id: positiveIntParam(params.get('service_plan_id')),
    tax_exempt: flag(params.get('tax_exempt')),
    open_balance: flag(params.get('open_balance')),
    sort: isSort(sort) ? sort : 'name',
  };
}

export const hasClientFilters = (filters: ClientFilters) =>
  Boolean(
    filters.search ||
      filters.status ||
      filters.work_area_id ||
      filters.service_plan_id ||
      filters.tax_exempt !== undefined ||
      filters.open_balance !== undefined,
  );

/** 10 stored digits as (303) 555-0101; anything else as it came. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** Dog names typed as one comma-separated line. */
export function parseDogNames(typed: string): string[] {
  const names = typed
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)];
}
