import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyBody } from '@employee-portal/core/open-api/api-keys.schema';
import type {
  ApiKeyResponse,
  ApiKeysResponse,
  CreatedApiKeyResponse,
} from '@employee-portal/core/open-api/api-keys.responses';
import { api } from '../../../lib/api-client.ts';

const apiKeyKeys = { page: ['api-keys'] as const };

/** GET /api/api_keys: the organization's keys (never their secrets), the OpenAPI address and the API's base. */
export const useApiKeysPage = () =>
  useQuery({
    queryKey: apiKeyKeys.page,
    queryFn: ({ signal }) => api.get<ApiKeysResponse>('/api_keys', undefined, signal),
  });

/** POST /api/api_keys: the answer carries the whole key, this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api.post<CreatedApiKeyResponse>('/api_keys', { ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.page }),
  });
}

/** POST /api/api_keys/:id/revoke. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ApiKeyResponse>(`/api_keys/${id}/revoke`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.page }),
  });
}
