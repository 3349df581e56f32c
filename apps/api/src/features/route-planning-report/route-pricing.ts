/**
 * Prices the planned routes of many tech-days. A road engine is asked once per day for all of that day's routes
 * together (in batches its table accepts), never once per tech, so a quarter of routes stays a few dozen calls; each
 * route is then measured in its own order by core's describeRoute.
 */
import {
  describeRoute,
  MAX_ROUTE_STOPS,
  type LatLng,
  type RouteCosts,
  type RouteStop,
  type SchedulerSettings,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { routeCostsFor } from '../route-manager/index.ts';

/** One tech's day: the located stops in route order between its start and end. */
export interface PlannedRoute {
  key: string;
  date: string;
  start: LatLng;
  stops: RouteStop[];
  end: LatLng;
}

export interface RoutePrice {
  distance_m: number;
  duration_s: number;
}

/** The optimiser's biggest matrix: every provider answers one this size. */
const MAX_POINTS_PER_CALL = MAX_ROUTE_STOPS + 2;
/** Calls made at once: keeps a road engine busy without flooding it. */
const CALLS_IN_FLIGHT = 4;

const pointsOf = (route: PlannedRoute) => [route.start, ...route.stops, route.end];

/** Whole routes packed into calls of at most `maxPoints` points (a longer route gets a call alone). */
function batchesOf(routes: PlannedRoute[], maxPoints: number) {
  const batches: PlannedRoute[][] = [];
  let current: PlannedRoute[] = [];
  let size = 0;
  for (const route of routes) {
    const points = route.stops.length + 2;
    if (current.length && size + points > maxPoints) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(route);
    size += points;
  }
  if (current.length) batches.push(current);
  return batches;
}

/** The costs among one route's points, cut from the batch's matrix. */
function slice(costs: RouteCosts, offset: number, count: number): RouteCosts {
  const cut = (matrix: number[][]) =>
    matrix.slice(offset, offset + count).map((row) => row.slice(offset, offset + count));
  return { distances_m: cut(costs.distances_m), durations_s: cut(costs.durations_s) };
}

async function priceBatch(
  deps: AppDeps,
  settings: SchedulerSettings,
  batch: PlannedRoute[],
  prices: Map<string, RoutePrice>,
) {
  const { costs, source } = await routeCostsFor(deps, settings, batch.flatMap(pointsOf));
  let offset = 0;
  for (const route of batch) {
    const count = route.stops.length + 2;
    const measured = describeRoute(
      {
        stops: route.stops,
        costs: slice(costs, offset, count),
        start_time: settings.route_start_time,
        default_service_minutes: settings.default_service_minutes,
      },
      route.stops.map((_, index) => index),
    );
    prices.set(route.key, { distance_m: measured.distance_m, duration_s: measured.duration_s });
    offset += count;
  }
  return source;
}

/** Distance and drive time of every route by its key, and where the distances came from. */
export async function priceRoutes(deps: AppDeps, settings: SchedulerSettings, routes: PlannedRoute[]) {
  const prices = new Map<string, RoutePrice>();
  const byDay = new Map<string, PlannedRoute[]>();
  for (const route of routes) byDay.set(route.date, [...(byDay.get(route.date) ?? []), route]);
  // The straight line is worked out here: there is no call to save, and one matrix per route is far smaller than one
  // over every route of the day.
  const maxPoints = deps.distances.source === 'road' ? MAX_POINTS_PER_CALL : 0;
  const batches = [...byDay.values()].flatMap((dayRoutes) => batchesOf(dayRoutes, maxPoints));
  let source: 'straight_line' | 'road' = deps.distances.source;
  for (let next = 0; next < batches.length; next += CALLS_IN_FLIGHT) {
    const sources = await Promise.all(
      batches.slice(next, next + CALLS_IN_FLIGHT).map((batch) => priceBatch(deps, settings, batch, prices)),
    );
    if (sources.includes('straight_line')) source = 'straight_line';
  }
  return { prices, source };
}
