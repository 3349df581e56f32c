/** An invoice list's state kept in the URL (search, status, dates, sort, page), read back safely. */
import {
  invoiceShownStatuses,
  invoiceSorts,
  type InvoiceKindName,
  type InvoiceShownStatus,
} from '@employee-portal/core/billing/invoices.schema';
import type { InvoiceFilters, InvoiceSort } from './api/invoices.ts';

export const DEFAULT_INVOICE_SORT: InvoiceSort = '-number';

const isSort = (value: string | null): value is InvoiceSort =>
  (invoiceSorts as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is InvoiceShownStatus =>
  (invoiceShownStatuses as readonly (string | null)[]).includes(value);
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export function invoiceFiltersFromParams(kind: InvoiceKindName, params: URLSearchParams): InvoiceFilters {
  const sort = params.get('sort');
  const status = params.get('status');
  return {
    kind,
    search: params.get('search')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
    from: isDay(params.get('from')),
    to: isDay(params.get('to')),
    sort: isSort(sort) ? sort : DEFAULT_INVOICE_SORT,
  };
}

export const INVOICE_SORT_LABELS: Record<InvoiceSort, string> = {
  '-number': 'Newest number',
  number: 'Oldest number',
  '-issue_date': 'Issued, newest',
  issue_date: 'Issued, oldest',
  '-due_date': 'Due, latest',
  due_date: 'Due, soonest',
  '-total': 'Total, highest',
  total: 'Total, lowest',
  '-balance': 'Balance, highest',
  balance: 'Balance, lowest',
  client: 'Client A–Z',
  '-client': 'Client Z–A',
};
