/**
 * The onboarding guide (spec §3 show_guide, step_guide): the first things a new organization sets up, in order. A
 * step is done when its data exists, which the server reads from the organization's records; nobody ticks it.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import type { Permission } from '../access/permissions.ts';

export const onboardingGuideSteps = [
  'company_details',
  'pricing_plans',
  'staff',
  'work_areas',
  'payments',
  'first_client',
] as const;
export type OnboardingGuideStep = (typeof onboardingGuideSteps)[number];

/** The page (a route name of core's table, which is also its permission) where each step is done. */
export const onboardingGuideStepRoutes = {
  company_details: 'branding_settings',
  pricing_plans: 'pricing_setup',
  staff: 'staff',
  work_areas: 'client_onboarding',
  payments: 'connect_to_stripe',
  first_client: 'clients',
} as const satisfies Record<OnboardingGuideStep, Permission>;

/** The guide leads someone who can do every step (an owner); it would send anyone else to pages they cannot open. */
export const mayFollowOnboardingGuide = (permissions: readonly string[]) =>
  Object.values(onboardingGuideStepRoutes).every((route) => permissions.includes(route));

/** PUT /api/onboarding_guide: open another step, or dismiss the guide for good (show_guide 0). */
export const onboardingGuideUpdateSchema = z
  .object({
    step_guide: z
      .number({ error: messages.notValid })
      .int({ error: messages.notValid })
      .min(0, { error: messages.notValid })
      .max(onboardingGuideSteps.length - 1, { error: messages.notValid })
      .optional(),
    /** Only 0: a dismissed guide stays away. A number with bounds rather than a literal, so OpenAPI states them. */
    show_guide: z
      .number({ error: messages.notValid })
      .int({ error: messages.notValid })
      .min(0, { error: messages.notValid })
      .max(0, { error: messages.notValid })
      .optional(),
  })
  .refine((body) => body.step_guide !== undefined || body.show_guide !== undefined, {
    error: messages.required,
    path: ['step_guide'],
  });
export type OnboardingGuideUpdate = z.input<typeof onboardingGuideUpdateSchema>;
