/** The /gift_certificates list state kept in the URL query (search, status, sort, page), read back safely. */
import {
  giftCertificateSorts,
  giftCertificateStatuses,
  type GiftCertificateStatus,
} from '@employee-portal/core/subscriptions/gift-certificate.schema';
import type { GiftCertificateFilters, GiftCertificateSort } from './api/gift-certificates.ts';

export const DEFAULT_GIFT_CERTIFICATE_SORT: GiftCertificateSort = '-created_at';

const isSort = (value: string | null): value is GiftCertificateSort =>
  (giftCertificateSorts as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is GiftCertificateStatus =>
  (giftCertificateStatuses as readonly (string | null)[]).includes(value);

export function giftCertificateFiltersFromParams(params: URLSearchParams): GiftCertificateFilters {
  const sort = params.get('sort');
  const status = params.get('status');
  return {
    search: params.get('search')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
    sort: isSort(sort) ? sort : DEFAULT_GIFT_CERTIFICATE_SORT,
  };
}
