/**
 * A new client the New Client Planner placed: the typed address, and the weekday(s) and tech chosen for it. The
 * planner hands it to the clients page in the navigation's state; the new-client form opens filled with the address,
 * and once the client exists their location's Subscribe form opens with the days and the tech.
 */
import { z } from 'zod';
import { serviceFrequencies } from '@employee-portal/core/scheduling/service-frequency';
import { pathTo } from '@employee-portal/core/routes/route-table';
import type { SubscriptionPrefill } from '../subscriptions/index.ts';

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const plannedClientSchema = z.object({
  address: z.object({ address_line1: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  frequency: z.enum(serviceFrequencies),
  weekdays: z.array(z.number().int().min(0).max(6)).min(1),
  first_dates: z.array(calendarDay).min(1),
  user_id: z.number().int().positive(),
  /** The option as the planner words it: 'Wednesday with Tyler Brooks from 12/09/2026'. */
  description: z.string(),
});
export type PlannedClient = z.infer<typeof plannedClientSchema>;

/** The link from a planner option to the clients page with the new-client form open on it. */
export const newClientFromPlan = (plan: PlannedClient) => ({
  to: pathTo('clients'),
  state: { plannedClient: plan },
});

/** The plan a navigation brought, if it is one (history state outlives the build that wrote it). */
export function plannedClientOf(state: unknown): PlannedClient | null {
  if (typeof state !== 'object' || state === null || !('plannedClient' in state)) return null;
  const parsed = plannedClientSchema.safeParse(state.plannedClient);
  return parsed.success ? parsed.data : null;
}

/** The Subscribe form's start: the first visit the planner found, its weekdays and its tech. */
export const subscriptionPrefillOf = (plan: PlannedClient): SubscriptionPrefill => ({
  frequency: plan.frequency,
  weekdays: plan.weekdays,
  start_date: [...plan.first_dates].sort()[0]!,
  assigned_user_id: plan.user_id,
});

const plannedSubscriptionSchema = z.object({
  locationId: z.number().int().positive(),
  prefill: z.object({
    frequency: z.enum(serviceFrequencies),
    weekdays: z.array(z.number().int().min(0).max(6)),
    start_date: calendarDay,
    assigned_user_id: z.number().int().positive(),
  }),
});

/** The planned subscription a new client's page opens with, carried in the navigation's state. */
export function plannedSubscriptionOf(state: unknown) {
  if (typeof state !== 'object' || state === null || !('plannedSubscription' in state)) return null;
  const parsed = plannedSubscriptionSchema.safeParse(state.plannedSubscription);
  return parsed.success ? parsed.data : null;
}
