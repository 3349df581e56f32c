/** Query keys of the clients feature. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => ['clients', 'list'] as const,
  list: (query: object) => ['clients', 'list', query] as const,
  detail: (id: number | null) => ['clients', 'detail', id] as const,
  notes: (id: number, page: number) => ['clients', 'detail', id, 'notes', page] as const,
  activity: (id: number, page: number) => ['clients', 'detail', id, 'activity', page] as const,
  serviceArea: (zip: string) => ['clients', 'service_area', zip] as const,
  dormant: (query: object) => ['clients', 'dormant', query] as const,
  candidates: (page: number) => ['clients', 'link_candidates', page] as const,
  households: (query: object) => ['clients', 'households', query] as const,
  workAreas: () => ['work_areas', 'options'] as const,
  servicePlans: () => ['subscriptions', 'options', 'residential', 'service_plans'] as const,
};
