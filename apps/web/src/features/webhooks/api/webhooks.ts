import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointBody } from '@employee-portal/core/webhooks/webhooks.schema';
import type {
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookEndpointCreated,
  WebhookEndpointResponse,
  WebhookEndpointsResponse,
  WebhookSecretResponse,
} from '@employee-portal/core/webhooks/webhooks.responses';
import { api } from '../../../lib/api-client.ts';

export const DELIVERIES_PER_PAGE = 10;

const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: ['webhooks', 'endpoints'] as const,
  deliveries: (endpointId: number, page: number) => ['webhooks', 'deliveries', endpointId, page] as const,
};

/** GET /api/webhooks: the organization's endpoints and the events they can subscribe to. */
export const useWebhookEndpoints = () =>
  useQuery({
    queryKey: webhookKeys.endpoints,
    queryFn: ({ signal }) => api.get<WebhookEndpointsResponse>('/webhooks', undefined, signal),
  });

/** GET /api/webhooks/:id/deliveries: one page of an endpoint's delivery log, newest first. */
export const useWebhookDeliveries = (endpointId: number, page: number) =>
  useQuery({
    queryKey: webhookKeys.deliveries(endpointId, page),
    queryFn: ({ signal }) =>
      api.get<WebhookDeliveriesResponse>(
        `/webhooks/${endpointId}/deliveries`,
        { page, per_page: DELIVERIES_PER_PAGE },
        signal,
      ),
    placeholderData: keepPreviousData,
    // Deliveries go out from the server's scheduled pass: the log follows without a reload.
    refetchInterval: 5_000,
  });

function useWebhookMutation<Variables, Answer>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** POST /api/webhooks: answers the new endpoint with its secret, shown once. */
export const useCreateWebhookEndpoint = () =>
  useWebhookMutation((body: WebhookEndpointBody) => api.post<WebhookEndpointCreated>('/webhooks', { ...body }));

/** PUT /api/webhooks/:id. */
export const useUpdateWebhookEndpoint = () =>
  useWebhookMutation(({ id, body }: { id: number; body: WebhookEndpointBody }) =>
    api.put<WebhookEndpointResponse>(`/webhooks/${id}`, { ...body }),
  );

/** DELETE /api/webhooks/:id. */
export const useDeleteWebhookEndpoint = () =>
  useWebhookMutation((id: number) => api.delete<{ message: string }>(`/webhooks/${id}`));

/** POST /api/webhooks/:id/secret: the signing secret, for the owner to copy into the receiver. */
export const useRevealWebhookSecret = () =>
  useMutation({ mutationFn: (id: number) => api.post<WebhookSecretResponse>(`/webhooks/${id}/secret`) });

/** POST /api/webhooks/:id/test: a `webhook.test` event sent at once. */
export const useSendTestEvent = () =>
  useWebhookMutation((id: number) => api.post<WebhookDeliveryResponse>(`/webhooks/${id}/test`));

/** POST /api/webhooks/:id/deliveries/:delivery_id/resend. */
export const useResendDelivery = () =>
  useWebhookMutation(({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }) =>
    api.post<WebhookDeliveryResponse>(`/webhooks/${endpointId}/deliveries/${deliveryId}/resend`),
  );
