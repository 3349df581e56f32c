/** Query keys of the jobs feature: every page that shows jobs (schedule, map, board, tech's day) lives under 'jobs'. */
export const jobKeys = {
  all: ['jobs'] as const,
  spans: () => ['jobs', 'span'] as const,
  span: (query: object) => ['jobs', 'span', query] as const,
  detail: (id: number | null) => ['jobs', 'detail', id] as const,
  skipReasons: () => ['jobs', 'skip-reasons'] as const,
  maxJobs: () => ['jobs', 'max-jobs'] as const,
};
