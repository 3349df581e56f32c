/** What GET and PUT /api/onboarding_guide answer. */
import { z } from 'zod';
import { onboardingGuideSteps } from './onboarding-guide.schema.ts';

const flag = z.union([z.literal(0), z.literal(1)]);

export const onboardingGuideSchema = z.object({
  /** 0 once the member dismissed or finished the guide, or when it is not theirs to follow. */
  show_guide: flag,
  /** The step the member has open (an index of `steps`). */
  step_guide: z.number(),
  steps: z.array(z.object({ key: z.enum(onboardingGuideSteps), route: z.string(), done: z.boolean() })),
});
export type OnboardingGuide = z.infer<typeof onboardingGuideSchema>;

export const onboardingGuideResponseSchema = z.object({ onboarding_guide: onboardingGuideSchema });
export type OnboardingGuideResponse = z.infer<typeof onboardingGuideResponseSchema>;
