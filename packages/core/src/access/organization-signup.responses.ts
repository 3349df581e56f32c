/** Answers of the organization sign-up API and of the new organization's landing page. */
import { z } from 'zod';
import { signedInUserSchema } from '../auth/auth.schema.ts';

/** Step 1's answer (spec §4): with the signed-in owner when step 1 carried one, else the organization token alone. */
export const registrationResponseSchema = z.object({ token: z.string(), user: signedInUserSchema.optional() });

export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

export const setupStepKeys = ['staff', 'card_processor', 'subscription'] as const;
export type SetupStepKey = (typeof setupStepKeys)[number];

/** What a new organization sets up first; `route` is a route name of core's table, whose page may not be built yet. */
export const landingPageResponseSchema = z.object({
  organization_name: z.string(),
  steps: z.array(z.object({ key: z.enum(setupStepKeys), route: z.string(), done: z.boolean() })),
});
export type LandingPageResponse = z.infer<typeof landingPageResponseSchema>;
export type SetupStep = LandingPageResponse['steps'][number];
