/** Query keys of the change-requests feature. */
export const changeRequestKeys = {
  all: ['change_requests'] as const,
  lists: () => ['change_requests', 'list'] as const,
  list: (query: object) => ['change_requests', 'list', query] as const,
  clientChoices: (search: string) => ['change_requests', 'client_choices', search] as const,
  clientLocations: (clientId: number) => ['change_requests', 'client_locations', clientId] as const,
};
