import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientCreditResponse,
  CreditRefundBody,
  CreditRefundResponse,
} from '@employee-portal/core/billing/payments.schema';
import { api } from '../../../lib/api-client.ts';
import { invoiceKeys } from './invoices.keys.ts';

export type CreditOwner = { client_id: number } | { commercial_customer_id: number };

/** GET /api/client_credit: the credit on the client's account, which the next invoice uses. */
export const useClientCredit = (owner: CreditOwner) =>
  useQuery({
    queryKey: invoiceKeys.credit(owner),
    queryFn: ({ signal }) => api.get<ClientCreditResponse>('/client_credit', { ...owner }, signal),
  });

/** POST /api/client_credit/refunds: unused credit paid back by check or cash, recorded once per key. */
export function useRefundCredit(owner: CreditOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreditRefundBody; idempotencyKey: string }) =>
      api.post<CreditRefundResponse>(
        '/client_credit/refunds',
        { ...body, ...owner },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(invoiceKeys.credit(owner), { credit_cents: answer.credit_cents });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}
