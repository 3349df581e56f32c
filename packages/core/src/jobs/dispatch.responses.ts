/** What the dispatch board's API answers (issue 14): a day in columns per tech, and one tech's day. */
import { z } from 'zod';
import { jobWireSchema } from './job.responses.ts';

/**
 * Counts of a set of jobs. Visit revenue is what the visits bill: open and completed ones and charged skips, not
 * missed, cancelled or uncharged skips.
 */
export const dispatchTotalsSchema = z.object({
  /** The jobs that make the day (countsOnTechDay): cancelled ones stay on the board but are not counted. */
  jobs: z.number(),
  completed: z.number(),
  revenue_cents: z.number(),
});
export type DispatchTotals = z.infer<typeof dispatchTotalsSchema>;

/**
 * A job as a board card shows it: the largest day carries 1,500 of them, so only what the card, the drag and the
 * totals need travels (the job page has the rest).
 */
export const boardJobWireSchema = jobWireSchema
  .pick({
    id: true,
    kind: true,
    status: true,
    service_date: true,
    client_name: true,
    location_name: true,
    address: true,
    zip: true,
    assigned_user_id: true,
    route_position: true,
    price_cents: true,
    service_plan_name: true,
    skip_reason_name: true,
    skip_is_charged: true,
    // The board is the office's: its prices are never hidden.
  })
  .extend({ price_cents: z.number() });
export type BoardJobWire = z.infer<typeof boardJobWireSchema>;

/** One tech's route that day in order, or the unassigned column (assigned_user_id null). */
export const dispatchColumnSchema = z.object({
  assigned_user_id: z.number().nullable(),
  name: z.string(),
  jobs: z.array(boardJobWireSchema),
  totals: dispatchTotalsSchema,
});
export type DispatchColumn = z.infer<typeof dispatchColumnSchema>;

export const dispatchBoardResponseSchema = z.object({
  service_date: z.string(),
  /** The unassigned column first, then each active field tech (and anyone else with jobs that day) by name. */
  columns: z.array(dispatchColumnSchema),
  totals: dispatchTotalsSchema,
});
export type DispatchBoardResponse = z.infer<typeof dispatchBoardResponseSchema>;

export const techDayTotalsSchema = z.object({
  stops: z.number(),
  done: z.number(),
  skipped: z.number(),
  revenue_cents: z.number(),
  first_arrival_at: z.string().nullable(),
  last_completed_at: z.string().nullable(),
});
export type TechDayTotals = z.infer<typeof techDayTotalsSchema>;

/** One tech's day: the stops in route order with their times, and the totals. */
export const techDayResponseSchema = z.object({
  service_date: z.string(),
  user: z.object({ id: z.number(), name: z.string() }),
  stops: z.array(jobWireSchema),
  totals: techDayTotalsSchema,
});
export type TechDayResponse = z.infer<typeof techDayResponseSchema>;
