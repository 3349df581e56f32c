/** Query keys of the staff feature. */
export const staffKeys = {
  all: ['staff'] as const,
  lists: () => ['staff', 'list'] as const,
  list: (query: object) => ['staff', 'list', query] as const,
  detail: (id: number | null) => ['staff', 'detail', id] as const,
  roles: () => ['staff', 'roles'] as const,
};
