/** Query keys of the shifts feature. */
export const shiftKeys = {
  all: ['shifts'] as const,
  current: () => ['shifts', 'current'] as const,
  lists: () => ['shifts', 'list'] as const,
  list: (query: object) => ['shifts', 'list', query] as const,
  detail: (id: number | null) => ['shifts', 'detail', id] as const,
  myReport: (range: object) => ['shifts', 'my_report', range] as const,
  timeMileage: (range: object) => ['shifts', 'time_mileage', range] as const,
};
