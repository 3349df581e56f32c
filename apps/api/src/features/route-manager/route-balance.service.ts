/**
 * 'Optimize all': every tech's route of the day optimised, after evening out the day lengths (drive plus service) by
 * moving open stops between techs of the same work area. Pinned stops stay with their tech at their place. Only a
 * proposal: nothing is written until the office saves it.
 */
import {
  cheapestInsertion,
  describeRoute,
  planRoute,
  type LatLng,
  type MovedJob,
  type OptimizeAllResponse,
  type RouteCosts,
  type RouteMeasure,
  type SchedulerSettings,
} from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { workAreasOfTechs } from '../work-areas/index.ts';
import { isMapped, readRouteDay, type MappedStop } from './route-manager.service.ts';
import { routeCostsFor } from './route-optimize.service.ts';

/** A route in the day's cost matrix: its start and end points and its stops' points, in order. */
interface WorkingRoute {
  user_id: number;
  name: string;
  start: number;
  end: number;
  stops: number[];
  /** Stops not on the map: they stay with their tech, last. */
  unmapped: number[];
  /** Pinned open stops and their 1-based place among the mapped stops, the closed stops counted first. */
  pinnedAt: Map<number, number>;
}

/** The costs among some points of the day's matrix, in the order given. */
const subCosts = (costs: RouteCosts, points: readonly number[]): RouteCosts => ({
  distances_m: points.map((from) => points.map((to) => costs.distances_m[from]![to]!)),
  durations_s: points.map((from) => points.map((to) => costs.durations_s[from]![to]!)),
});

export async function proposeDayBalance(
  deps: AppDeps,
  member: MemberContext,
  day: string,
): Promise<OptimizeAllResponse> {
  const organizationId = member.organization.id;
  const { settings, routes } = await readRouteDay(deps, organizationId, day);
  const areasOfTech = await workAreasOfTechs(deps.db, organizationId);
  const points: LatLng[] = [];
  const stopAt = new Map<number, MappedStop>();
  const working: WorkingRoute[] = [];
  for (const route of routes) {
    if (route.stops.length === 0) continue;
    const mapped = route.stops.filter(isMapped);
    const add = (point: LatLng) => points.push({ lat: point.lat, lng: point.lng }) - 1;
    const entry: WorkingRoute = {
      user_id: route.user_id,
      name: route.name,
      start: route.start ? add(route.start) : -1,
      end: route.end ? add(route.end) : -1,
      stops: [],
      unmapped: route.stops.filter((stop) => !stop.on_map).map((stop) => stop.job_id),
      pinnedAt: new Map(),
    };
    for (const stop of mapped) {
      const index = add(stop);
      stopAt.set(index, stop);
      entry.stops.push(index);
    }
    // Closed stops lead the optimised route (as saving puts them): a pin's place is counted in that order.
    const closedFirst = [
      ...entry.stops.filter((point) => stopAt.get(point)!.is_closed),
      ...entry.stops.filter((point) => !stopAt.get(point)!.is_closed),
    ];
    for (const [position, point] of closedFirst.entries()) {
      const stop = stopAt.get(point)!;
      if (stop.is_pinned && !stop.is_closed) entry.pinnedAt.set(point, position + 1);
    }
    working.push(entry);
  }
  const { costs, source } = await routeCostsFor(deps, settings, points);
  const serviceS = settings.default_service_minutes * 60;
  const pathOf = (route: WorkingRoute) => [route.start, ...route.stops, route.end];
  const dayLength = (route: WorkingRoute) => {
    if (route.stops.length === 0) return 0;
    const path = pathOf(route);
    let drive = 0;
    for (let index = 1; index < path.length; index += 1) drive += costs.durations_s[path[index - 1]!]![path[index]!]!;
    return drive + route.stops.length * serviceS;
  };
  const measure = (route: WorkingRoute) => measureWorking(route, costs, stopAt, settings);
  const before = new Map(working.map((route) => [route.user_id, measure(route)]));
  const originalTech = new Map(working.flatMap((route) => route.stops.map((stop) => [stop, route])));

  for (const route of working) optimiseWorking(route, costs, stopAt, settings);
  const mayTake = (route: WorkingRoute, stop: MappedStop) =>
    areasOfTech.size === 0 ||
    (stop.work_area_id !== null && (areasOfTech.get(route.user_id)?.has(stop.work_area_id) ?? false));
  const movable = (stop: MappedStop) => !stop.is_closed && !stop.is_manual && !stop.is_pinned;
  // A route keeps at least as many stops as its farthest pin's place, so every pin keeps its place.
  const mayGiveUp = (route: WorkingRoute) => route.stops.length > Math.max(0, ...route.pinnedAt.values());
  const routable = working.filter((route) => route.stops.length > 0);

  // Greedy: move one stop off the longest day to the route it is cheapest to join, while that shortens the longest.
  for (let round = 0; round < stopAt.size; round += 1) {
    const lengths = new Map(routable.map((route) => [route, dayLength(route)]));
    const longest = routable.reduce<WorkingRoute | null>(
      (best, route) => (best === null || lengths.get(route)! > lengths.get(best)! ? route : best),
      null,
    );
    if (!longest || !mayGiveUp(longest)) break;
    const longestLength = lengths.get(longest)!;
    let best: { stop: number; into: WorkingRoute; position: number; worst: number } | null = null;
    const path = pathOf(longest);
    for (let index = 1; index + 1 < path.length; index += 1) {
      const stop = path[index]!;
      const details = stopAt.get(stop)!;
      if (!movable(details)) continue;
      const [p, q] = [path[index - 1]!, path[index + 1]!];
      const saved = costs.durations_s[p]![stop]! + costs.durations_s[stop]![q]! - costs.durations_s[p]![q]!;
      for (const into of routable) {
        if (into === longest || !mayTake(into, details)) continue;
        // Closed stops lead a route: a new stop joins after the last of them.
        const closedCount = into.stops.filter((point) => stopAt.get(point)!.is_closed).length;
        const tail = [
          closedCount ? into.stops[closedCount - 1]! : into.start,
          ...into.stops.slice(closedCount),
          into.end,
        ];
        const insertion = cheapestInsertion(costs, tail, stop);
        const worst = Math.max(longestLength - saved - serviceS, lengths.get(into)! + insertion.added_s + serviceS);
        if (worst < longestLength && (best === null || worst < best.worst))
          best = { stop, into, position: closedCount + insertion.position, worst };
      }
    }
    if (!best) break;
    longest.stops = longest.stops.filter((point) => point !== best.stop);
    best.into.stops.splice(best.position, 0, best.stop);
  }
  for (const route of working) optimiseWorking(route, costs, stopAt, settings);

  const moved: MovedJob[] = [];
  for (const route of working)
    for (const stop of route.stops) {
      const from = originalTech.get(stop)!;
      if (from === route) continue;
      const details = stopAt.get(stop)!;
      moved.push({
        job_id: details.job_id,
        label: details.location_name ?? details.client_name,
        from_user_id: from.user_id,
        from_name: from.name,
        to_user_id: route.user_id,
        to_name: route.name,
      });
    }
  const proposals = working.map((route) => ({
    user_id: route.user_id,
    name: route.name,
    job_ids: [...route.stops.map((stop) => stopAt.get(stop)!.job_id), ...route.unmapped],
    before: before.get(route.user_id)!,
    after: measure(route),
  }));
  const sum = (pick: (row: (typeof proposals)[number]) => number) => proposals.reduce((t, row) => t + pick(row), 0);
  const longestOf = (pick: (row: (typeof proposals)[number]) => number) => Math.max(0, ...proposals.map(pick));
  return {
    service_date: day,
    routes: proposals,
    moved,
    distance_before_m: sum((row) => row.before.distance_m),
    distance_after_m: sum((row) => row.after.distance_m),
    longest_day_before_s: longestOf((row) => row.before.day_s),
    longest_day_after_s: longestOf((row) => row.after.day_s),
    distance_source: source,
  };
}

type RouteSettings = Pick<SchedulerSettings, 'route_start_time' | 'default_service_minutes'>;

function inputOf(route: WorkingRoute, costs: RouteCosts, stopAt: Map<number, MappedStop>, settings: RouteSettings) {
  // Closed stops lead the route and stay there, pinned stops keep their place; the rest keep their current order as
  // the optimiser's start.
  const closed = route.stops.filter((stop) => stopAt.get(stop)!.is_closed);
  route.stops = [...closed, ...route.stops.filter((stop) => !stopAt.get(stop)!.is_closed)];
  return {
    stops: route.stops.map((stop, index) => ({
      id: stop,
      lat: stopAt.get(stop)!.lat,
      lng: stopAt.get(stop)!.lng,
      pinned_position: index < closed.length ? index + 1 : (route.pinnedAt.get(stop) ?? null),
    })),
    costs: subCosts(costs, [route.start, ...route.stops, route.end]),
    start_time: settings.route_start_time,
    default_service_minutes: settings.default_service_minutes,
  };
}

function optimiseWorking(
  route: WorkingRoute,
  costs: RouteCosts,
  stopAt: Map<number, MappedStop>,
  settings: RouteSettings,
) {
  if (route.stops.length < 2) return;
  route.stops = planRoute(inputOf(route, costs, stopAt, settings)).order.map(Number);
}

function measureWorking(
  route: WorkingRoute,
  costs: RouteCosts,
  stopAt: Map<number, MappedStop>,
  settings: RouteSettings,
): RouteMeasure {
  if (route.stops.length === 0)
    return { stops: 0, distance_m: 0, duration_s: 0, service_s: 0, day_s: 0, finish_time: settings.route_start_time };
  const stops = route.stops.map((stop) => ({ id: stop, lat: stopAt.get(stop)!.lat, lng: stopAt.get(stop)!.lng }));
  const described = describeRoute(
    {
      stops,
      costs: subCosts(costs, [route.start, ...route.stops, route.end]),
      start_time: settings.route_start_time,
      default_service_minutes: settings.default_service_minutes,
    },
    stops.map((_, index) => index),
  );
  return {
    stops: route.stops.length + route.unmapped.length,
    distance_m: described.distance_m,
    duration_s: described.duration_s,
    service_s: described.service_s,
    day_s: described.duration_s + described.service_s,
    finish_time: described.finish_time,
  };
}
