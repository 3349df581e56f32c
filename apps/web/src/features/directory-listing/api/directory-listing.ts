import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectoryListingSettings } from '@employee-portal/core/directory-listing/directory-listing.schema';
import type {
  DirectoryListingResponse,
  PublicListingResponse,
} from '@employee-portal/core/directory-listing/directory-listing.responses';
import { api } from '../../../lib/api-client.ts';

const directoryListingKeys = {
  page: ['directory-listing'] as const,
  public: (organizationId: string) => ['directory-listing', 'public', organizationId] as const,
};

/** GET /api/directory_listing: the organization's words, the listing's address and what visitors would see. */
export const useDirectoryListing = () =>
  useQuery({
    queryKey: directoryListingKeys.page,
    queryFn: ({ signal }) => api.get<DirectoryListingResponse>('/directory_listing', undefined, signal),
  });

/** PUT /api/directory_listing. */
export function useSaveDirectoryListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectoryListingSettings) =>
      api.put<DirectoryListingResponse>('/directory_listing', { ...body }),
    onSuccess: (answer) => queryClient.setQueryData(directoryListingKeys.page, answer),
  });
}

/** GET /api/public/directory/:organization_id: a published listing, for anyone; 404 once it is unpublished. */
export const usePublicListing = (organizationId: string) =>
  useQuery({
    queryKey: directoryListingKeys.public(organizationId),
    queryFn: ({ signal }) =>
      api.get<PublicListingResponse>(`/public/directory/${encodeURIComponent(organizationId)}`, undefined, signal),
    retry: false,
  });
