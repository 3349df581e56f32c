/**
 * Issue 15's new-client planner (/new_client_planner): where a new client fits best. POST
 * /api/new_client_planner/options takes an address (typed, or a lead's, or an unassigned schedule entry's location)
 * and a frequency, and answers the cheapest (weekdays, tech) plans; POST /api/new_client_planner/assign gives an
 * unassigned entry the chosen plan, as the unassigned page does.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { id, optionalText } from '../fields.ts';
import { serviceFrequencies } from '../scheduling/service-frequency.ts';
import { routePointSchema } from './route-optimize.schema.ts';

/** Custom plans name their own day count per plan, so the planner offers the fixed frequencies. */
export const plannerFrequencies = serviceFrequencies.filter(
  (frequency): frequency is Exclude<(typeof serviceFrequencies)[number], 'custom'> => frequency !== 'custom',
);
export type PlannerFrequency = (typeof plannerFrequencies)[number];

const addressFields = ['address_line1', 'city', 'state', 'zip'] as const;

/**
 * One place to plan for, in this order of precedence: an unassigned entry (its plan gives the frequency), a lead, a
 * map position, or a typed address. A typed address needs all four fields.
 */
export const plannerOptionsSchema = z
  .object({
    unassigned_id: id().optional(),
    lead_id: id().optional(),
    lat: routePointSchema.shape.lat.optional(),
    lng: routePointSchema.shape.lng.optional(),
    address_line1: optionalText(200),
    city: optionalText(100),
    state: optionalText(40),
    zip: optionalText(10),
    frequency: z.enum(plannerFrequencies, { error: messages.notValid }).optional(),
    start_date: calendarDate.optional(),
  })
  .superRefine((body, context) => {
    if (body.unassigned_id !== undefined) return;
    if (body.frequency === undefined)
      context.addIssue({ code: 'custom', path: ['frequency'], message: messages.required });
    if (body.lead_id !== undefined) return;
    if (body.lat !== undefined || body.lng !== undefined) {
      for (const key of ['lat', 'lng'] as const) {
        if (body[key] === undefined) context.addIssue({ code: 'custom', path: [key], message: messages.required });
      }
      return;
    }
    for (const key of addressFields) {
      if (!body[key]) context.addIssue({ code: 'custom', path: [key], message: messages.required });
    }
  });
export type PlannerOptionsBody = z.input<typeof plannerOptionsSchema>;
export type PlannerOptionsInput = z.output<typeof plannerOptionsSchema>;

const pointSchema = z.object({ lat: z.number(), lng: z.number() });

export const plannerOptionWireSchema = z.object({
  /** 0 = Sunday … 6 = Saturday, ascending. */
  weekdays: z.array(z.number()),
  user_id: z.number(),
  tech_name: z.string(),
  /** Drive the new stop adds, summed over the chosen weekdays (each the mean over its coming occurrences). */
  added_s: z.number(),
  added_m: z.number(),
  /** The tech's existing stops on each chosen weekday (the fullest occurrence), in the order of `weekdays`. */
  stops: z.array(z.number()),
  /** Each chosen day's length once the new stop is in (drive plus service), seconds. */
  day_s: z.array(z.number()),
  first_dates: z.array(z.string()),
  /** The first chosen day's route for the map: start, the stops in route order, end. */
  route: z.array(pointSchema),
  /** The new stop goes after route[insert_after]. */
  insert_after: z.number(),
});
export type PlannerOptionWire = z.infer<typeof plannerOptionWireSchema>;

export const plannerOptionsResponseSchema = z.object({
  point: pointSchema,
  address: z.string().nullable(),
  /** An unassigned entry's plan may be custom (its own days a week). */
  frequency: z.enum(serviceFrequencies),
  /** Set when the place is an unassigned entry: then an option can be assigned from the planner. */
  unassigned_id: z.number().nullable(),
  client_name: z.string().nullable(),
  lead_id: z.number().nullable(),
  window: z.object({ from: z.string(), to: z.string() }),
  distance_source: z.string(),
  options: z.array(plannerOptionWireSchema),
});
export type PlannerOptionsResponse = z.infer<typeof plannerOptionsResponseSchema>;

/**
 * The chosen plan for an unassigned entry: its tech and the first visit on each chosen weekday (the option's
 * first_dates), which fix both the weekdays and, for every other week or monthly service, the weeks.
 */
export const plannerAssignSchema = z.object({
  unassigned_id: id(),
  user_id: id(),
  first_dates: z
    .array(calendarDate, { error: messages.required })
    .min(1, { error: messages.required })
    .max(7, { error: messages.notValid }),
});
export type PlannerAssignBody = z.input<typeof plannerAssignSchema>;
export type PlannerAssignInput = z.output<typeof plannerAssignSchema>;

export const plannerAssignResponseSchema = z.object({
  unassigned_id: z.number(),
  client_id: z.number().nullable(),
  location_id: z.number(),
  assigned_user_id: z.number().nullable(),
  service_days: z.array(z.object({ service_type: z.string(), start_date: z.string() })),
  jobs: z.number(),
});
export type PlannerAssignResponse = z.infer<typeof plannerAssignResponseSchema>;
