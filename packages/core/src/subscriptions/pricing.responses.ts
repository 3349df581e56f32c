/** What the pricing API answers: the API validates and documents with these, and the web takes its types from them. */
import { z } from 'zod';
import { initialCleanupPriceWireSchema, servicePlanWireSchema, workAreaPremiumWireSchema } from './pricing.schema.ts';

/** Every plan with its subscriber counts, the initial-cleanup ranges and one premium per work area. */
export const pricingSetupResponseSchema = z.object({
  service_plans: z.array(servicePlanWireSchema),
  initial_cleanup_prices: z.array(initialCleanupPriceWireSchema),
  work_area_premiums: z.array(workAreaPremiumWireSchema),
});
export type PricingSetup = z.infer<typeof pricingSetupResponseSchema>;

export const servicePlanResponseSchema = z.object({ service_plan: servicePlanWireSchema });
export type ServicePlanResponse = z.infer<typeof servicePlanResponseSchema>;
