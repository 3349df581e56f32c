/**
 * The optimise call and the costs behind it. The optimiser itself is core's (pure); this side fetches the distance
 * matrix from the configured provider with the organization's road factor and speed, and falls back to the
 * straight-line estimate when a road engine does not answer, so a dispatcher is never left without a route.
 */
import {
  describeRoute,
  planRoute,
  type LatLng,
  type OptimizeRouteRequest,
  type OptimizedRoute,
  type OptimizeOptions,
  type RouteCosts,
  type SchedulerSettings,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { createStraightLineDistances } from '../../platform/providers/distances/straight-line-distances.ts';
import { readSchedulerSettings } from '../jobs/index.ts';

const straightLine = createStraightLineDistances();

export interface PricedPoints {
  costs: RouteCosts;
  source: OptimizedRoute['distance_source'];
}

/** Where a failing road engine is reported (the request's logger); the answer itself still comes back. */
export type WarningLog = (message: string) => void;

export async function routeCostsFor(
  deps: Pick<AppDeps, 'distances'>,
  settings: Pick<SchedulerSettings, 'road_factor' | 'average_speed_mph'>,
  points: readonly LatLng[],
  warn?: WarningLog,
): Promise<PricedPoints> {
  try {
    return { costs: await deps.distances.matrix(points, settings), source: deps.distances.source };
  } catch (error) {
    warn?.(`Distance matrix failed, using the straight-line estimate: ${(error as Error).message}`);
    return { costs: await straightLine.matrix(points, settings), source: 'straight_line' };
  }
}

/** The stops' best order (pins kept) or, with `keepOrder`, the order given, with distance, drive time and ETAs. */
export async function optimizeRouteFor(
  deps: AppDeps,
  organizationId: number,
  body: OptimizeRouteRequest,
  options: OptimizeOptions & { keepOrder?: boolean; warn?: WarningLog } = {},
): Promise<OptimizedRoute> {
  const settings = await readSchedulerSettings(deps.db, organizationId);
  const points = [body.start, ...body.stops, body.end];
  const { costs, source } = await routeCostsFor(deps, settings, points, options.warn);
  const input = {
    stops: body.stops,
    costs,
    start_time: body.start_time ?? settings.route_start_time,
    default_service_minutes: settings.default_service_minutes,
  };
  const route = options.keepOrder
    ? describeRoute(
        input,
        body.stops.map((_, index) => index),
      )
    : planRoute(input, options);
  return { ...route, distance_source: source };
}
