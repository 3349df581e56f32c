import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrossSellBody } from '@employee-portal/core/subscriptions/cross-sell.schema';
import type {
  CrossSellListResponse,
  CrossSellResponse,
} from '@employee-portal/core/subscriptions/cross-sell.responses';
import type { MessageResponse } from '@employee-portal/core/responses';
import { recordQueryFn } from '../../../components/record-load-state/record-id.ts';
import { api } from '../../../lib/api-client.ts';
import { crossSellKind, type CrossSellKind } from '../cross-sell-kinds.ts';
import { crossSellKeys } from './cross-sells.keys.ts';

export type { CrossSellResponse };

/** GET /api/{kind}_cross_sells: the kind's whole (short) list, by name. */
export const useCrossSells = (kind: CrossSellKind) =>
  useQuery({
    queryKey: crossSellKeys.list(kind),
    queryFn: ({ signal }) => api.get<CrossSellListResponse>(crossSellKind(kind).apiPath, undefined, signal),
    select: (answer) => answer.cross_sells,
  });

/** GET /api/{kind}_cross_sells/:id: the cross-sell and the subscriptions that include it. */
export const useCrossSell = (kind: CrossSellKind, id: number | null) =>
  useQuery({
    queryKey: crossSellKeys.detail(kind, id),
    queryFn: recordQueryFn(id, (recordId, signal) =>
      api.get<CrossSellResponse>(`${crossSellKind(kind).apiPath}/${recordId}`, undefined, signal),
    ),
  });

/** POST (no id) or PUT (id): answers with the cross-sell as it now stands, which replaces the cached one. */
export function useSaveCrossSell(kind: CrossSellKind, id: number | null) {
  const queryClient = useQueryClient();
  const { apiPath } = crossSellKind(kind);
  return useMutation({
    mutationFn: (body: CrossSellBody) =>
      id === null
        ? api.post<CrossSellResponse>(apiPath, { ...body })
        : api.put<CrossSellResponse>(`${apiPath}/${id}`, { ...body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(crossSellKeys.detail(kind, answer.cross_sell.id), answer);
      void queryClient.invalidateQueries({ queryKey: crossSellKeys.list(kind) });
    },
  });
}

/** DELETE /api/{kind}_cross_sells/:id; refused (409 cross_sell_in_use) while subscriptions include it. */
export function useDeleteCrossSell(kind: CrossSellKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`${crossSellKind(kind).apiPath}/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: crossSellKeys.detail(kind, id) });
      void queryClient.invalidateQueries({ queryKey: crossSellKeys.list(kind) });
    },
  });
}
