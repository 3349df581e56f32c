/** Query keys of the work-areas feature. */
export const workAreaKeys = {
  all: ['work-areas'] as const,
  lists: () => ['work-areas', 'list'] as const,
  list: (query: object) => ['work-areas', 'list', query] as const,
  detail: (id: number | null) => ['work-areas', 'detail', id] as const,
  activeStaff: () => ['work-areas', 'active-staff'] as const,
};
