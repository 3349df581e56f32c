/**
 * A day's jobs as one route per tech for the map: each tech's own colour (the same for the same tech list, whatever
 * the filter), the stops in route order, and the jobs that have no place on the map.
 */
import type { JobWire } from '@employee-portal/core/jobs/job.responses';

/**
 * Dark enough for white text and a 3:1 line against the map's light tiles and blank background, and far apart from
 * each other; after the tenth tech the colours repeat.
 */
export const TECH_COLOURS = [
  '#1565c0',
  '#c62828',
  '#2e7d32',
  '#6a1b9a',
  '#e65100',
  '#00838f',
  '#ad1457',
  '#4e342e',
  '#283593',
  '#827717',
] as const;
export const UNASSIGNED_COLOUR = '#616161';

/** A tech's colour from their place in the organization's tech list. */
export function techColour(techIds: readonly number[], techId: number | null): string {
  const index = techId === null ? -1 : techIds.indexOf(techId);
  return index < 0 ? UNASSIGNED_COLOUR : (TECH_COLOURS[index % TECH_COLOURS.length] ?? UNASSIGNED_COLOUR);
}

export interface RouteStop {
  id: number;
  /** Position in the route, from 1, as the pin's label says it. */
  order: number;
  label: string;
  lat: number;
  lng: number;
}

export interface TechRoute {
  techId: number | null;
  name: string;
  colour: string;
  stops: RouteStop[];
  /** Jobs of this tech without a position, listed beside the map instead. */
  unplaced: JobWire[];
}

const byRoute = (a: JobWire, b: JobWire) =>
  (a.route_position ?? Number.MAX_SAFE_INTEGER) - (b.route_position ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

/** One route per tech who has jobs (unassigned jobs last), in the tech list's order. */
export function techRoutes(jobs: readonly JobWire[], techs: readonly { id: number; name: string }[]): TechRoute[] {
  const techIds = techs.map((tech) => tech.id);
  const groups = new Map<number | null, JobWire[]>();
  for (const job of jobs) groups.set(job.assigned_user_id, [...(groups.get(job.assigned_user_id) ?? []), job]);
  const rank = (techId: number | null) => (techId === null ? Number.MAX_SAFE_INTEGER : techIds.indexOf(techId));
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([techId, group]) => {
      const ordered = [...group].sort(byRoute);
      const named = techs.find((tech) => tech.id === techId)?.name;
      return {
        techId,
        name: techId === null ? 'Unassigned' : (named ?? ordered[0]?.assigned_user_name ?? 'Tech'),
        colour: techColour(techIds, techId),
        stops: ordered
          .filter((job) => job.lat !== null && job.lng !== null)
          .map((job, index) => ({
            id: job.id,
            order: index + 1,
            label: `${job.client_name}, ${job.address}`,
            lat: job.lat ?? 0,
            lng: job.lng ?? 0,
          })),
        unplaced: ordered.filter((job) => job.lat === null || job.lng === null),
      };
    });
}
