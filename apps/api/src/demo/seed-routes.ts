/**
 * The demo's routes in the order the route manager would choose: each tech's day optimised from their start address
 * to their end, so distances, ETAs and the route planning report look like a real office's. A small kick limit keeps
 * seeding quick (a demo day has about 15 stops, which it solves in a millisecond or two). The year's older days,
 * which nobody plans again, go stop to nearest stop: a sensible route at a hundredth of the cost.
 */
import { planRoute, straightLineCosts, type LatLng, type RouteStop } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { routePoints } from '../features/staff/index.ts';

const ESTIMATE = { road_factor: 1.3, average_speed_mph: 25 };

export interface RouteEnds {
  start: LatLng;
  end: LatLng;
}

/** Each tech's start and end address (the end defaults to the start), for the techs that have one. */
export async function routeEndsOf(db: Db, organizationId: number) {
  const ends = new Map<number, RouteEnds>();
  for (const row of await routePoints(db, organizationId)) {
    if (row.start_lat === null || row.start_lng === null) continue;
    const start = { lat: row.start_lat, lng: row.start_lng };
    const end = row.end_lat !== null && row.end_lng !== null ? { lat: row.end_lat, lng: row.end_lng } : start;
    ends.set(row.user_id, { start, end });
  }
  return ends;
}

/** Squared distance in degrees, a longitude degree shortened to its width at Denver's latitude. */
const apart = (a: LatLng, b: LatLng) => (a.lat - b.lat) ** 2 + ((a.lng - b.lng) * 0.77) ** 2;

function nearestFirst(start: LatLng, stops: readonly RouteStop[]) {
  const left = [...stops];
  const order: (string | number)[] = [];
  for (let here = start; left.length > 0; ) {
    let best = 0;
    for (let index = 1; index < left.length; index += 1)
      if (apart(here, left[index]!) < apart(here, left[best]!)) best = index;
    const [next] = left.splice(best, 1);
    order.push(next!.id);
    here = next!;
  }
  return order;
}

/**
 * One tech's day in route order: stops with a pin optimised (or, `thorough` false, nearest first) from the tech's
 * start to their end, those without one last.
 */
export function routeOrder(
  day: readonly { id: number; lat: number | null; lng: number | null }[],
  ends: RouteEnds | undefined,
  thorough: boolean,
): number[] {
  const stops: RouteStop[] = day.flatMap((job) =>
    job.lat !== null && job.lng !== null ? [{ id: job.id, lat: Number(job.lat), lng: Number(job.lng) }] : [],
  );
  const unmapped = day.filter((job) => job.lat === null || job.lng === null).map((job) => job.id);
  if (stops.length === 0) return unmapped;
  const { start, end } = ends ?? { start: stops[0]!, end: stops[0]! };
  const order = thorough
    ? planRoute(
        {
          stops,
          costs: straightLineCosts([start, ...stops, end], ESTIMATE),
          start_time: '08:30',
          default_service_minutes: 15,
        },
        { seed: 1, max_kicks: 100 },
      ).order
    : nearestFirst(start, stops);
  return [...order.map(Number), ...unmapped];
}
