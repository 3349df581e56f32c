/**
 * Issue 15's optimise call (POST /api/route_manager/optimize): stops with positions, a start and an end; the answer is
 * the stops' best order with the day's distance, drive time and each leg's ETA. The route manager page, the
 * new-client planner and the API's own callers all use this one contract.
 */
import { z } from 'zod';
import { maxItemsMessage, messages } from '../messages/catalogue.ts';
import { MAX_ID } from '../fields.ts';

export const MAX_ROUTE_STOPS = 300;

const coordinate = (limit: number) =>
  z
    .number({ error: messages.mustBeNumber })
    .min(-limit, { error: messages.notValid })
    .max(limit, { error: messages.notValid });

export const routePointSchema = z.object({ lat: coordinate(90), lng: coordinate(180) });

/** 'HH:mm', 24-hour clock, in the organization's time zone. */
export const timeOfDayField = () =>
  z.string({ error: messages.notValid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.notValid });

export const timeOfDayToSeconds = (time: string) => Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60;

/** Seconds from midnight back to 'HH:mm' (a route running past midnight wraps round the clock). */
export function secondsToTimeOfDay(seconds: number): string {
  const minutes = Math.floor(Math.round(seconds) / 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A stop's id is whatever the caller names it by (a job id, a location id, a string key); it comes back as given. */
export const routeStopIdSchema = z.union([
  z
    .number({ error: messages.notValid })
    .int({ error: messages.notValid })
    .min(0, { error: messages.notValid })
    .max(MAX_ID, { error: messages.notValid }),
  z
    .string({ error: messages.notValid })
    .trim()
    .min(1, { error: messages.required })
    .max(64, { error: messages.notValid }),
]);
export type RouteStopId = z.output<typeof routeStopIdSchema>;

export const routeStopSchema = z
  .object({
    id: routeStopIdSchema,
    lat: coordinate(90),
    lng: coordinate(180),
    /** 1-based place in the route that optimising must keep (the office's manual order). */
    pinned_position: z
      .number({ error: messages.mustBeNumber })
      .int({ error: messages.mustBeWholeNumber })
      .min(1, { error: messages.mustBePositive })
      .max(MAX_ROUTE_STOPS, { error: `Must be less or equal ${MAX_ROUTE_STOPS}` })
      .nullish(),
    service_minutes: z
      .number({ error: messages.mustBeNumber })
      .int({ error: messages.mustBeWholeNumber })
      .min(0, { error: messages.cannotBeNegative })
      .max(24 * 60, { error: messages.notValid })
      .nullish(),
    window_start: timeOfDayField().nullish(),
    window_end: timeOfDayField().nullish(),
  })
  .superRefine((stop, context) => {
    if (stop.window_start && stop.window_end && stop.window_end < stop.window_start)
      context.addIssue({ code: 'custom', path: ['window_end'], message: messages.sameOrAfterStartTime });
  });
export type RouteStop = z.output<typeof routeStopSchema>;

export const optimizeRouteSchema = z
  .object({
    stops: z
      .array(routeStopSchema, { error: messages.required })
      .max(MAX_ROUTE_STOPS, { error: maxItemsMessage(MAX_ROUTE_STOPS) }),
    start: routePointSchema,
    end: routePointSchema,
    /** When the tech leaves the start; the organization's route start time when absent. */
    start_time: timeOfDayField().nullish(),
  })
  .superRefine((body, context) => {
    const seenIds = new Set<string>();
    const seenPositions = new Set<number>();
    body.stops.forEach((stop, index) => {
      const key = `${typeof stop.id}:${stop.id}`;
      if (seenIds.has(key))
        context.addIssue({ code: 'custom', path: ['stops', index, 'id'], message: 'Each stop may be named once' });
      seenIds.add(key);
      const position = stop.pinned_position;
      if (position == null) return;
      if (position > body.stops.length)
        context.addIssue({
          code: 'custom',
          path: ['stops', index, 'pinned_position'],
          message: `Must be less or equal ${body.stops.length}`,
        });
      else if (seenPositions.has(position))
        context.addIssue({
          code: 'custom',
          path: ['stops', index, 'pinned_position'],
          message: 'Another stop is pinned here',
        });
      seenPositions.add(position);
    });
  });
export type OptimizeRouteBody = z.input<typeof optimizeRouteSchema>;
export type OptimizeRouteRequest = z.output<typeof optimizeRouteSchema>;

export const routeLegSchema = z.object({
  /** null: the route's start. */
  from_id: routeStopIdSchema.nullable(),
  /** null: the route's end. */
  to_id: routeStopIdSchema.nullable(),
  distance_m: z.number().int(),
  duration_s: z.number().int(),
  /** When the tech reaches `to` ('HH:mm'), and leaves it after any wait for its window and its service minutes. */
  arrive_at: z.string(),
  depart_at: z.string(),
  wait_s: z.number().int(),
  /** Reached after the stop's window closed. */
  late: z.boolean(),
});
export type RouteLeg = z.output<typeof routeLegSchema>;

export const optimizeRouteResponseSchema = z.object({
  order: z.array(routeStopIdSchema),
  /** Driving only: the sum of the legs. */
  distance_m: z.number().int(),
  duration_s: z.number().int(),
  service_s: z.number().int(),
  start_time: z.string(),
  /** When the tech reaches the end: drive, waits and service minutes added to the start time. */
  finish_time: z.string(),
  legs: z.array(routeLegSchema),
  /** How the distances were estimated: 'straight_line' (great circle × road factor) or 'road' (a routing engine). */
  distance_source: z.enum(['straight_line', 'road']),
});
export type OptimizedRoute = z.output<typeof optimizeRouteResponseSchema>;
