/**
 * What the pricing API answers: the API validates and documents with these, and the web takes its types from them.
 * GET and PUT /pricing_setup answer pricing.schema.ts's pricingSetupWireSchema.
 */
import { z } from 'zod';
import { type pricingSetupWireSchema, servicePlanWireSchema } from './pricing.schema.ts';

/** Every plan with its subscriber counts, the initial-cleanup ranges and one premium per work area. */
export type PricingSetup = z.infer<typeof pricingSetupWireSchema>;

export const servicePlanResponseSchema = z.object({ service_plan: servicePlanWireSchema });
export type ServicePlanResponse = z.infer<typeof servicePlanResponseSchema>;
