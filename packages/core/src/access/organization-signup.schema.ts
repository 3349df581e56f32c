/** Organization registration (spec §4 step 1) and the subscribe survey and payload (spec §3). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import {
  emailField,
  id,
  newPasswordField,
  optionalPhoneField,
  optionalText,
  requiredText,
  zipField,
} from '../fields.ts';

const timeZoneField = () =>
  requiredText(64).refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: messages.notValid },
  );

/** The business being signed up (spec §4 registration step 1). */
export const organizationDetailsSchema = z.object({
  organization_name: requiredText(120),
  time_zone: timeZoneField(),
  address_line1: requiredText(200),
  city: requiredText(100),
  state: requiredText(50),
  zip: zipField(),
});
export type OrganizationDetails = z.output<typeof organizationDetailsSchema>;

/** The owner's account: spec §7 `POST users` body `user`, or the owner's half of a one-call step 1. */
export const ownerAccountSchema = z.object(
  {
    first_name: requiredText(100),
    last_name: requiredText(100),
    email: emailField(),
    phone: optionalPhoneField(),
    password: newPasswordField(),
  },
  { error: messages.required },
);
export type OwnerAccount = z.output<typeof ownerAccountSchema>;
export type OwnerAccountPayload = z.input<typeof ownerAccountSchema>;

export const createOwnerSchema = z.object({ user: ownerAccountSchema });

const OWNER_REQUIRED = ['first_name', 'last_name', 'email', 'password'] as const;

/**
 * Step 1 takes the organization alone (answered with an organization token; the owner follows through POST users)
 * or the organization with its owner in one call (answered with the signed-in owner). Owner details come whole or
 * not at all.
 */
export const registerOrganizationSchema = organizationDetailsSchema
  .extend(ownerAccountSchema.partial().shape)
  .superRefine((value, ctx) => {
    if (!OWNER_REQUIRED.some((key) => value[key] !== undefined) && !value.phone) return;
    for (const key of OWNER_REQUIRED) {
      if (value[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: messages.required });
    }
  });
export type RegisterOrganizationPayload = z.input<typeof registerOrganizationSchema>;
type RegisterOrganizationInput = z.output<typeof registerOrganizationSchema>;

export const organizationDetailsOf = ({
  organization_name,
  time_zone,
  address_line1,
  city,
  state,
  zip,
}: RegisterOrganizationInput): OrganizationDetails => ({
  organization_name,
  time_zone,
  address_line1,
  city,
  state,
  zip,
});

/** The owner's account when step 1 carried it, else null (the owner comes later through POST users). */
export function ownerAccountOf({
  first_name,
  last_name,
  email,
  phone,
  password,
}: RegisterOrganizationInput): OwnerAccount | null {
  if (first_name === undefined || last_name === undefined || email === undefined || password === undefined) return null;
  return { first_name, last_name, email, phone, password };
}

export const surveyQuestionSchema = z.object({
  organization_survey_question_id: z.number(),
  question: z.string(),
  required: z.union([z.literal(0), z.literal(1)]),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveyStepQuerySchema = z.object({ step: z.enum(['subscribing'], { error: messages.notValid }) });

export const surveyAnswerSchema = z.object({
  organization_survey_question_id: id(),
  answer: optionalText(1000).nullable(),
});
export const surveyAnswersBodySchema = z.object({
  answers: z.array(surveyAnswerSchema, { error: messages.required }).max(50, { error: messages.notValid }),
});

/** Survey answers are required only where the question says so (spec §5 Subscribe). */
export function missingRequiredAnswers(
  questions: readonly SurveyQuestion[],
  answers: readonly { organization_survey_question_id: number; answer?: string | null }[],
): number[] {
  return questions
    .filter((question) => question.required === 1)
    .filter(
      (question) =>
        !answers
          .find((answer) => answer.organization_survey_question_id === question.organization_survey_question_id)
          ?.answer?.trim(),
    )
    .map((question) => question.organization_survey_question_id);
}

export const couponCodeSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(50, { error: messages.couponCodeInvalid })
  .regex(/^[A-Za-z0-9]+$/, { error: messages.lettersAndNumbersOnly });
export const couponFindSchema = z.object({ coupon_id: couponCodeSchema });

/** Spec §3 subscription payload, CardConnect variant: the card number arrives only as the tokenizer's token. */
export const createCardpointSubscriptionSchema = z.object({
  pricing_plan_id: id(),
  coupon: z.union([couponCodeSchema, z.literal(''), z.null()]).optional(),
  cc_token: z
    .string({ error: messages.cardNumberRequired })
    .trim()
    .min(1, { error: messages.cardNumberRequired })
    .max(40, { error: messages.notValid }),
  expiry: z.string({ error: messages.required }).regex(/^(0[1-9]|1[0-2])\d{2}$/, { error: messages.notValid }),
  name_on_card: requiredText(100),
  postal: zipField(),
  cvv: z.string({ error: messages.cvvRequired }).regex(/^\d{3,4}$/, { error: messages.cvvDigits }),
});

/** The Stripe variant: the card stays with Stripe; only its token comes here. */
export const createStripeSubscriptionSchema = z.object({
  pricing_plan_id: id(),
  coupon: z.union([couponCodeSchema, z.literal(''), z.null()]).optional(),
  stripeToken: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(255, { error: messages.notValid }),
  name_on_card: requiredText(100),
});

export const pricingPlanSchema = z.object({
  id: z.number(),
  product_name: z.string(),
  pricing_plan_name: z.string(),
  tiers: z.array(z.object({ up_to: z.number().nullable(), unit_amount: z.number() })),
  max_jobs: z.number().nullable(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const platformCouponSchema = z.object({
  coupon_id: z.string(),
  percent_off: z.number().nullable(),
  amount_off: z.number().nullable(),
});
