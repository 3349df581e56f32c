/**
 * A day's route from its stops and the costs between them: the best order (or the order given), then the legs with
 * their ETAs. Pure: the caller brings the costs (straight-line or a road engine's matrix).
 */
import type { RouteCosts } from './geo.ts';
import {
  secondsToTimeOfDay,
  timeOfDayToSeconds,
  type OptimizedRoute,
  type RouteLeg,
  type RouteStop,
} from './route-optimize.schema.ts';
import { optimizeStopOrder } from './stop-order.ts';

export interface RoutePlanInput {
  stops: readonly RouteStop[];
  /** Over the points [start, ...stops, end], in that order. */
  costs: RouteCosts;
  /** 'HH:mm' the tech leaves the start. */
  start_time: string;
  /** Minutes at a stop that names none. */
  default_service_minutes: number;
}

export interface OptimizeOptions {
  /** Wall-clock budget of the search; 100 ms answers a 130-stop day at the optimum or within a fraction of 1 %. */
  budget_ms?: number;
  max_kicks?: number;
  /** Same seed, same answer: tests and benchmarks repeat. */
  seed?: number;
}

/** Optimises the order, keeping every pinned stop at its position. */
export function planRoute(
  input: RoutePlanInput,
  options: OptimizeOptions = {},
): Omit<OptimizedRoute, 'distance_source'> {
  const order = optimizeStopOrder(input, options);
  return describeRoute(input, order);
}

/** The route in the order given (stop indexes into `input.stops`): distance, drive time, ETAs. */
export function describeRoute(
  input: RoutePlanInput,
  order: readonly number[],
): Omit<OptimizedRoute, 'distance_source'> {
  const { distances_m, durations_s } = input.costs;
  const endIndex = input.stops.length + 1;
  const startSeconds = timeOfDayToSeconds(input.start_time);
  let clock = startSeconds;
  let previous = 0;
  let distance = 0;
  let driving = 0;
  let service = 0;
  const legs: RouteLeg[] = [];
  for (const point of [...order.map((index) => index + 1), endIndex]) {
    const stop = point === endIndex ? null : input.stops[point - 1]!;
    const legDistance = Math.round(distances_m[previous]![point]!);
    const legDuration = Math.round(durations_s[previous]![point]!);
    distance += legDistance;
    driving += legDuration;
    clock += legDuration;
    const arrival = clock;
    const opens = stop?.window_start ? timeOfDayToSeconds(stop.window_start) : null;
    const closes = stop?.window_end ? timeOfDayToSeconds(stop.window_end) : null;
    const wait = opens !== null && clock < opens ? opens - clock : 0;
    clock += wait;
    const serviceSeconds = stop ? (stop.service_minutes ?? input.default_service_minutes) * 60 : 0;
    service += serviceSeconds;
    clock += serviceSeconds;
    legs.push({
      from_id: previous === 0 ? null : input.stops[previous - 1]!.id,
      to_id: stop ? stop.id : null,
      distance_m: legDistance,
      duration_s: legDuration,
      arrive_at: secondsToTimeOfDay(arrival),
      depart_at: secondsToTimeOfDay(clock),
      wait_s: wait,
      late: closes !== null && arrival > closes,
    });
    previous = point;
  }
  return {
    order: order.map((index) => input.stops[index]!.id),
    distance_m: distance,
    duration_s: driving,
    service_s: service,
    start_time: input.start_time,
    finish_time: secondsToTimeOfDay(clock),
    legs,
  };
}
