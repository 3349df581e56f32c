/** Query keys of the gift certificates feature. */
export const giftCertificateKeys = {
  all: ['gift-certificates'] as const,
  lists: () => ['gift-certificates', 'list'] as const,
  list: (query: object) => ['gift-certificates', 'list', query] as const,
  detail: (id: number | null) => ['gift-certificates', 'detail', id] as const,
};
