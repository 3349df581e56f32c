/** Query keys of the leads feature. */
export const leadKeys = {
  all: ['leads'] as const,
  lists: () => ['leads', 'list'] as const,
  list: (query: object) => ['leads', 'list', query] as const,
  detail: (id: number | null) => ['leads', 'detail', id] as const,
  prefill: (id: number) => ['leads', 'prefill', id] as const,
  serviceArea: (zip: string) => ['leads', 'service_area', zip] as const,
};
