import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandingBody } from '@employee-portal/core/branding/branding.schema';
import type { BrandingResponse } from '@employee-portal/core/branding/branding.responses';
import { api } from '../../../lib/api-client.ts';
import { useRecheckAuth } from '../../auth/index.ts';

const brandingKeys = { page: ['branding'] as const };

/** GET /api/branding: the organization's branding, what it falls back to, and whether it is set up. */
export const useBrandingPage = () =>
  useQuery({
    queryKey: brandingKeys.page,
    queryFn: ({ signal }) => api.get<BrandingResponse>('/branding', undefined, signal),
  });

/**
 * PUT /api/branding. The signed-in user carries the header colour, logo and primary colour the shell paints, so it
 * is read again at once: the header and theme change without a reload.
 */
export function useSaveBranding() {
  const queryClient = useQueryClient();
  const recheckAuth = useRecheckAuth();
  return useMutation({
    mutationFn: (body: BrandingBody) => api.put<BrandingResponse>('/branding', { ...body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(brandingKeys.page, answer);
      await recheckAuth();
    },
  });
}
