import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EditGiftCertificateBody,
  EmailGiftCertificateBody,
  GiftCertificateStatus,
  SellGiftCertificateBody,
  giftCertificateSorts,
  redeemGiftCertificateSchema,
} from '@employee-portal/core/subscriptions/gift-certificate.schema';
import type {
  GiftCertificateLedgerResponse,
  GiftCertificateListResponse,
  GiftCertificateResponse,
} from '@employee-portal/core/subscriptions/gift-certificate.responses';
import type { MessageResponse } from '@employee-portal/core/responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { giftCertificateKeys } from './gift-certificates.keys.ts';

export type {
  GiftCertificate,
  GiftCertificateEntry,
} from '@employee-portal/core/subscriptions/gift-certificate.responses';
export type { GiftCertificateLedgerResponse };
export type GiftCertificateSort = (typeof giftCertificateSorts)[number];

export interface GiftCertificateFilters {
  search?: string;
  status?: GiftCertificateStatus;
  sort: GiftCertificateSort;
}

export interface GiftCertificateListQuery extends GiftCertificateFilters {
  page: number;
  per_page: number;
}

/** The dialog takes the money off the certificate; naming a client is left to the subscription pages. */
export type RedeemBody = Pick<z.input<typeof redeemGiftCertificateSchema>, 'amount_cents' | 'note'>;

/** GET /api/gift_certificates: one page, filtered and sorted by the server (the search ignores the code's dashes). */
export const useGiftCertificateList = (query: GiftCertificateListQuery) =>
  useQuery({
    queryKey: giftCertificateKeys.list(query),
    queryFn: ({ signal }) => api.get<GiftCertificateListResponse>('/gift_certificates', { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/gift_certificates/:id: the certificate and its ledger. */
export const useGiftCertificate = (id: number | null) =>
  useQuery({
    queryKey: giftCertificateKeys.detail(id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<GiftCertificateLedgerResponse>(`/gift_certificates/${recordId}`, undefined, signal),
    ),
  });

/** POST /api/gift_certificates: sells one; the answer carries its new code. */
export function useSellGiftCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellGiftCertificateBody) => api.post<GiftCertificateResponse>('/gift_certificates', { ...body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: giftCertificateKeys.lists() }),
  });
}

/**
 * POST /api/gift_certificates/:id/redeem. The Idempotency-Key is made once per dialog opening: a double click or a
 * retried request is answered without taking the money twice.
 */
export const redeemGiftCertificate = (id: number, body: RedeemBody, idempotencyKey: string) =>
  api.post<GiftCertificateLedgerResponse>(
    `/gift_certificates/${id}/redeem`,
    { ...body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

/** Redeeming, voiding and editing answer with the certificate and ledger as they now stand. */
function useLedgerChange<Variables>(
  id: number,
  call: (variables: Variables) => Promise<GiftCertificateLedgerResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(giftCertificateKeys.detail(id), answer);
      void queryClient.invalidateQueries({ queryKey: giftCertificateKeys.lists() });
    },
    // A refusal (the balance is smaller now) means the page's balance may be stale: read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: giftCertificateKeys.detail(id) }),
  });
}

export const useRedeemGiftCertificate = (id: number) =>
  useLedgerChange(id, ({ body, idempotencyKey }: { body: RedeemBody; idempotencyKey: string }) =>
    redeemGiftCertificate(id, body, idempotencyKey),
  );

export const useVoidGiftCertificate = (id: number) =>
  useLedgerChange(id, (reason: string) =>
    api.post<GiftCertificateLedgerResponse>(`/gift_certificates/${id}/void`, { reason }),
  );

/** PUT /api/gift_certificates/:id: people, message and expiry; the amount stays what was paid. */
export const useEditGiftCertificate = (id: number) =>
  useLedgerChange(id, (body: EditGiftCertificateBody) =>
    api.put<GiftCertificateLedgerResponse>(`/gift_certificates/${id}`, { ...body }),
  );

/** POST /api/gift_certificates/:id/email: the PDF goes to the recipient (or the purchaser). */
export const useEmailGiftCertificate = (id: number) =>
  useMutation({
    mutationFn: (body: EmailGiftCertificateBody) =>
      api.post<MessageResponse>(`/gift_certificates/${id}/email`, { ...body }),
  });
