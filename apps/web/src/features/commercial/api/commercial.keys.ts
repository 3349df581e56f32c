/** Query keys of the commercial feature. */
export const commercialKeys = {
  all: ['commercial'] as const,
  lists: () => ['commercial', 'list'] as const,
  list: (query: object) => ['commercial', 'list', query] as const,
  locationPage: (query: object) => ['commercial', 'list', 'locations', query] as const,
  customer: (id: number | null) => ['commercial', 'customer', id] as const,
  locations: (customerId: number) => ['commercial', 'customer', customerId, 'locations'] as const,
};
