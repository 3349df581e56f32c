/**
 * Issue 15's route manager (/route_manager): a day's routes per tech with their measured distance and ETAs, saving a
 * new order (one route or several at once), the whole day's rebalancing proposal, and the printable route sheet.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam } from '../fields.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { jobStatuses } from '../jobs/job.schema.ts';
import { optimizeRouteResponseSchema, routePointSchema } from './route-optimize.schema.ts';

export const routeManagerQuerySchema = z.object({ date: calendarDate });
export type RouteManagerQuery = z.infer<typeof routeManagerQuerySchema>;

export const routeSheetQuerySchema = z.object({ date: calendarDate, user_id: idParam() });

export const routeManagerStopSchema = z.object({
  job_id: z.number().int(),
  status: z.enum(jobStatuses),
  /** Completed, skipped, missed or cancelled: the stop keeps its place and never moves to another tech. */
  is_closed: z.boolean(),
  /** A scheduled visit moved by hand (another day or tech): 'Optimize all' leaves it with its tech. */
  is_manual: z.boolean(),
  client_name: z.string(),
  location_name: z.string().nullable(),
  address: z.string(),
  zip: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** False: the location has no map position; the stop is listed after the mapped ones and left out of distances. */
  on_map: z.boolean(),
  service_minutes: z.number().int(),
  work_area_id: z.number().nullable(),
  gate_code: z.string().nullable(),
  dog_count: z.number().nullable(),
  office_notes: z.string().nullable(),
  tech_notes: z.string().nullable(),
  route_position: z.number().nullable(),
  /** Pinned by the office in this route: Optimize and 'Optimize all' keep it at its place and with its tech. */
  is_pinned: z.boolean(),
});
export type RouteManagerStop = z.infer<typeof routeManagerStopSchema>;

/**
 * Where a route starts or ends. `staff`: the tech's own address; otherwise a stand-in the page names, because the
 * tech has no address on the map yet (the organization's address has no map position either).
 */
export const routeEndpointSchema = routePointSchema.extend({
  source: z.enum(['staff', 'first_stop', 'last_stop', 'route_start']),
});
export type RouteEndpoint = z.infer<typeof routeEndpointSchema>;

export const techRouteSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** The tech's colour on maps when staff carry one; null lets the page pick from its palette. */
  colour: z.string().nullable(),
  /** Null when the tech has no address and no stop on the map. */
  start: routeEndpointSchema.nullable(),
  end: routeEndpointSchema.nullable(),
  /** Route order: the mapped stops by route position, then those not on the map. */
  stops: z.array(routeManagerStopSchema),
  /** The current order measured (drive, service, ETAs); null when no stop is on the map. */
  measured: optimizeRouteResponseSchema.nullable(),
});
export type TechRoute = z.infer<typeof techRouteSchema>;

export const routeManagerDayResponseSchema = z.object({
  service_date: calendarDate,
  route_start_time: z.string(),
  default_service_minutes: z.number().int(),
  road_factor: z.number(),
  routes: z.array(techRouteSchema),
  /** Open jobs of the day no tech has yet: listed apart, never on a route. */
  unassigned: z.array(routeManagerStopSchema),
});
export type RouteManagerDayResponse = z.infer<typeof routeManagerDayResponseSchema>;

const routeJobIds = z.array(id(), { error: messages.notValid }).max(2000, { error: messages.notValid });

/** One tech's whole order for the day; the tech's jobs the request does not name follow in their order. */
export const saveRouteSchema = z.object({
  service_date: calendarDate,
  assigned_user_id: id(),
  job_ids: routeJobIds,
  /** The route's pinned stops, each named in `job_ids` too; absent leaves the route's pins as they are. */
  pinned_job_ids: routeJobIds.optional(),
});
export type SaveRouteBody = z.input<typeof saveRouteSchema>;

/** Several routes of one day at once ('Optimize all' saved): jobs named under another tech move to that tech. */
export const saveRoutesSchema = z.object({
  service_date: calendarDate,
  routes: z
    .array(z.object({ assigned_user_id: id(), job_ids: routeJobIds }), { error: messages.required })
    .min(1, { error: messages.required })
    .max(200, { error: messages.notValid }),
});
export type SaveRoutesBody = z.input<typeof saveRoutesSchema>;

export const optimizeAllSchema = z.object({ service_date: calendarDate });
export type OptimizeAllBody = z.input<typeof optimizeAllSchema>;

/** A route's size: driving plus service minutes is the day's length. */
export const routeMeasureSchema = z.object({
  stops: z.number().int(),
  distance_m: z.number().int(),
  duration_s: z.number().int(),
  service_s: z.number().int(),
  day_s: z.number().int(),
  finish_time: z.string(),
});
export type RouteMeasure = z.infer<typeof routeMeasureSchema>;

export const movedJobSchema = z.object({
  job_id: z.number().int(),
  label: z.string(),
  from_user_id: z.number().int(),
  from_name: z.string(),
  to_user_id: z.number().int(),
  to_name: z.string(),
});
export type MovedJob = z.infer<typeof movedJobSchema>;

export const optimizeAllResponseSchema = z.object({
  service_date: calendarDate,
  routes: z.array(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      /** The proposed order, the stops not on the map last. */
      job_ids: z.array(z.number().int()),
      before: routeMeasureSchema,
      after: routeMeasureSchema,
    }),
  ),
  moved: z.array(movedJobSchema),
  distance_before_m: z.number().int(),
  distance_after_m: z.number().int(),
  longest_day_before_s: z.number().int(),
  longest_day_after_s: z.number().int(),
  distance_source: z.enum(['straight_line', 'road']),
});
export type OptimizeAllResponse = z.infer<typeof optimizeAllResponseSchema>;
