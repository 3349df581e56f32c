/**
 * What the organization's own platform subscription API answers (details, plans, coupon, estimate, survey, invoices):
 * the API validates and documents with these, and the web takes its types from them.
 */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { platformCouponSchema, pricingPlanSchema, surveyQuestionSchema } from './organization-signup.schema.ts';
import { subscriptionDetailsSchema } from './subscription-details.schema.ts';

export const subscriptionDetailsResponseSchema = z.object({ subscription_details: subscriptionDetailsSchema });
export type SubscriptionDetailsResponse = z.infer<typeof subscriptionDetailsResponseSchema>;

export const pricingPlanListResponseSchema = z.object({ pricing_plans: z.array(pricingPlanSchema) });
export type PricingPlanListResponse = z.infer<typeof pricingPlanListResponseSchema>;

/** Null when the code is not valid (spec §3). */
export const platformCouponResponseSchema = z.object({ coupon: platformCouponSchema.nullable() });
export type PlatformCouponResponse = z.infer<typeof platformCouponResponseSchema>;

const chargeLineSchema = z.object({
  active_users: z.number(),
  plan_name: z.string(),
  coupon_code: z.string().nullable(),
  billing_date: z.string(),
});

/** The running cycle's invoice as it stands (prorated) and the next one at today's staff count. */
export const estimatedChargesResponseSchema = z.object({
  estimated_charges: z.object({
    prorated: chargeLineSchema.extend({
      unit_amount: z.number(),
      subtotal: z.number(),
      discount: z.number(),
      total: z.number(),
    }),
    next: chargeLineSchema.extend({ total: z.number() }),
  }),
  cycle: z.object({ start: z.string(), end: z.string() }),
});
export type EstimatedChargesResponse = z.infer<typeof estimatedChargesResponseSchema>;

export const surveyQuestionListResponseSchema = z.object({ questions: z.array(surveyQuestionSchema) });
export type SurveyQuestionListResponse = z.infer<typeof surveyQuestionListResponseSchema>;

/** 'void' is stored by no flow yet; the invoice table allows it, so the answer does too. */
export const platformInvoiceStatuses = ['open', 'charging', 'paid', 'failed', 'void'] as const;
export type PlatformInvoiceStatus = (typeof platformInvoiceStatuses)[number];

export const platformInvoiceSchema = z.object({
  id: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  active_users: z.number(),
  unit_amount: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  coupon_code: z.string().nullable(),
  status: z.enum(platformInvoiceStatuses),
  paid_at: z.string().nullable(),
});
export type PlatformInvoice = z.infer<typeof platformInvoiceSchema>;

export const cardOnFileSchema = z.object({
  last4: z.string().nullable(),
  brand: z.string().nullable(),
  /** MMYY. */
  expiry: z.string().nullable(),
  processor: z.string(),
});
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

/** The platform's invoices to the organization, a page at a time, with the card they are charged to. */
export const platformInvoiceListResponseSchema = z.object({
  data: z.array(platformInvoiceSchema),
  meta: listMetaSchema,
  card: cardOnFileSchema.nullable(),
});
export type PlatformInvoiceListResponse = z.infer<typeof platformInvoiceListResponseSchema>;
