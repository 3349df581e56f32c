import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelReasonBody } from '@employee-portal/core/subscriptions/subscription.schema';
import type {
  CancelReasonListResponse,
  CancelReasonResponse,
} from '@employee-portal/core/subscriptions/cancel-reason.responses';
import type { MessageResponse } from '@employee-portal/core/responses';
import { api } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../subscriptions/index.ts';

export const cancelReasonKeys = {
  all: ['cancel-reasons'] as const,
  list: () => ['cancel-reasons', 'list'] as const,
};

/** GET /api/cancel_reasons: every reason of the organization (active or not) with how often it was used. */
export const useCancelReasons = () =>
  useQuery({
    queryKey: cancelReasonKeys.list(),
    queryFn: ({ signal }) => api.get<CancelReasonListResponse>('/cancel_reasons', undefined, signal),
    select: (answer) => answer.cancel_reasons,
  });

/**
 * POST (no id) or PUT (id) /api/cancel_reasons. The list refetches, and so do the subscription options, whose
 * cancel dialog offers only the active reasons.
 */
export function useSaveCancelReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CancelReasonBody }) =>
      id === null
        ? api.post<CancelReasonResponse>('/cancel_reasons', { ...body })
        : api.put<CancelReasonResponse>(`/cancel_reasons/${id}`, { ...body }),
    onSuccess: () => invalidateReasons(queryClient),
  });
}

/** DELETE /api/cancel_reasons/:id; refused (409 cancel_reason_in_use) once a cancellation used the reason. */
export function useDeleteCancelReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/cancel_reasons/${id}`),
    onSuccess: () => invalidateReasons(queryClient),
  });
}

function invalidateReasons(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: cancelReasonKeys.all });
  for (const kind of ['residential', 'commercial'] as const)
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.options(kind) });
}
