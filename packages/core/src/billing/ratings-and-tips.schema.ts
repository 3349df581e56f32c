/**
 * Ratings, comments and tips (issue 16): the settings page, the client's public page reached from the completion
 * message, and the two reports by tech and period.
 */
import { z } from 'zod';
import { maxItemsMessage, maxLengthMessage, messages, minItemsMessage } from '../messages/catalogue.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';
import { idParam } from '../fields.ts';

export const MIN_SUGGESTED_TIP_DOLLARS = 1;
export const MAX_SUGGESTED_TIP_DOLLARS = 500;
/** A custom tip is bounded like a suggested one: a slip of the finger must not bill $5,000. */
export const MAX_TIP_CENTS = MAX_SUGGESTED_TIP_DOLLARS * 100;
export const MAX_COMMENT_LENGTH = 1000;

const dollarAmount = z
  .number({ error: messages.mustBeNumber })
  .refine((value) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: messages.currencyFormat,
    abort: true,
  })
  .min(MIN_SUGGESTED_TIP_DOLLARS, { error: messages.notValid })
  .max(MAX_SUGGESTED_TIP_DOLLARS, { error: messages.notValid });

export const tippingSettingsSchema = z.object({
  ratings_enabled: z.boolean({ error: messages.required }),
  comments_enabled: z.boolean({ error: messages.required }),
  tipping_enabled: z.boolean({ error: messages.required }),
  recurring_tips_enabled: z.boolean({ error: messages.required }),
  /** Dollars as the page shows them; stored as cents. */
  suggested_tip_amounts: z
    .array(dollarAmount, { error: messages.required })
    .min(1, { error: minItemsMessage(1) })
    .max(4, { error: maxItemsMessage(4) }),
});
export type TippingSettingsBody = z.infer<typeof tippingSettingsSchema>;

export const tippingSettingsResponseSchema = z.object({ ratings_comments_and_tipping: tippingSettingsSchema });
export type TippingSettingsResponse = z.infer<typeof tippingSettingsResponseSchema>;

export const dollarsOfCents = (cents: number) => cents / 100;
export const centsOfDollars = (dollars: number) => Math.round(dollars * 100);

// ---- The public page ----

export const feedbackTokenParamsSchema = z.object({
  token: z.string({ error: messages.notValid }).regex(/^[\w-]{20,100}$/, { error: messages.notValid }),
});

export const feedbackSubmitSchema = z
  .object({
    stars: z
      .number({ error: messages.mustBeNumber })
      .int({ error: messages.mustBeWholeNumber })
      .min(1, { error: messages.notValid })
      .max(5, { error: messages.notValid })
      .optional(),
    comment: z
      .string({ error: messages.notValid })
      .trim()
      .max(MAX_COMMENT_LENGTH, { error: maxLengthMessage(MAX_COMMENT_LENGTH) })
      .optional(),
    tip_cents: z
      .number({ error: messages.mustBeNumber })
      .int({ error: messages.mustBeWholeNumber })
      .min(100, { error: messages.notValid })
      .max(MAX_TIP_CENTS, { error: messages.notValid })
      .optional(),
    /** The tip is given on every visit of the subscription until the client stops it. */
    tip_every_visit: z.boolean({ error: messages.notValid }).optional(),
    stop_recurring_tip: z.boolean({ error: messages.notValid }).optional(),
  })
  .refine(
    (body) => body.stars !== undefined || body.tip_cents !== undefined || body.stop_recurring_tip || !!body.comment,
    { path: ['stars'], error: messages.required },
  );
export type FeedbackSubmitBody = z.infer<typeof feedbackSubmitSchema>;

export const feedbackViewSchema = z.object({
  visit: z.object({
    service_date: z.string(),
    tech_first_name: z.string().nullable(),
    organization_name: z.string(),
  }),
  settings: z.object({
    ratings_enabled: z.boolean(),
    comments_enabled: z.boolean(),
    tipping_enabled: z.boolean(),
    /** Every-visit tips: the organization allows them and the visit belongs to a subscription. */
    recurring_tips_offered: z.boolean(),
    suggested_tip_cents: z.array(z.number()),
  }),
  rating: z.object({ stars: z.number(), comment: z.string().nullable() }).nullable(),
  tip: z.object({ amount_cents: z.number(), source: z.enum(['once', 'recurring']) }).nullable(),
  recurring_tip: z.object({ amount_cents: z.number() }).nullable(),
});
export type FeedbackView = z.infer<typeof feedbackViewSchema>;
export const feedbackResponseSchema = z.object({ feedback: feedbackViewSchema });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

// ---- Reports ----

const reportFilters = {
  date_from: calendarDate.optional(),
  date_to: calendarDate.optional(),
  tech_user_id: idParam().optional(),
};
const toNotBeforeFrom = <T extends { date_from?: string; date_to?: string }>(query: T) =>
  !query.date_from || !query.date_to || query.date_to >= query.date_from;

export const ratingsReportSorts = ['-created_at', 'created_at', '-stars', 'stars'] as const;

export const ratingsReportQuerySchema = listQuerySchema
  .extend({ ...reportFilters, sort: z.enum(ratingsReportSorts, { error: messages.notValid }).default('-created_at') })
  .refine(toNotBeforeFrom, { path: ['date_to'], error: messages.cannotBeBeforeFromDate });
export type RatingsReportQuery = z.output<typeof ratingsReportQuerySchema>;
export const ratingsReportExportQuerySchema = listQuerySchema
  .omit({ page: true, per_page: true })
  .extend({ ...reportFilters, sort: z.enum(ratingsReportSorts, { error: messages.notValid }).default('-created_at') })
  .refine(toNotBeforeFrom, { path: ['date_to'], error: messages.cannotBeBeforeFromDate });
export type RatingsReportExportQuery = z.output<typeof ratingsReportExportQuerySchema>;

export const techRatingsSchema = z.object({
  tech_user_id: z.number().nullable(),
  tech_name: z.string(),
  ratings_count: z.number(),
  /** Two decimals; null without ratings. */
  average_stars: z.number().nullable(),
});
export const ratingCommentSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  service_date: z.string(),
  client_name: z.string(),
  tech_name: z.string(),
  stars: z.number(),
  comment: z.string().nullable(),
});
export const ratingsReportResponseSchema = z.object({
  data: z.array(ratingCommentSchema),
  meta: listMetaSchema,
  by_tech: z.array(techRatingsSchema),
  totals: techRatingsSchema.omit({ tech_user_id: true, tech_name: true }),
});
export type RatingsReportResponse = z.infer<typeof ratingsReportResponseSchema>;

export const tipsReportSorts = ['tech_name', '-tech_name', '-total_cents', 'total_cents'] as const;
export const tipsReportQuerySchema = listQuerySchema
  .extend({ ...reportFilters, sort: z.enum(tipsReportSorts, { error: messages.notValid }).default('-total_cents') })
  .refine(toNotBeforeFrom, { path: ['date_to'], error: messages.cannotBeBeforeFromDate });
export type TipsReportQuery = z.output<typeof tipsReportQuerySchema>;
export const tipsReportExportQuerySchema = listQuerySchema
  .omit({ page: true, per_page: true })
  .extend({ ...reportFilters, sort: z.enum(tipsReportSorts, { error: messages.notValid }).default('-total_cents') })
  .refine(toNotBeforeFrom, { path: ['date_to'], error: messages.cannotBeBeforeFromDate });
export type TipsReportExportQuery = z.output<typeof tipsReportExportQuerySchema>;

const tipFigures = {
  tips_count: z.number(),
  total_cents: z.number(),
  once_cents: z.number(),
  recurring_cents: z.number(),
  invoiced_cents: z.number(),
  uninvoiced_cents: z.number(),
};
export const techTipsSchema = z.object({ tech_user_id: z.number().nullable(), tech_name: z.string(), ...tipFigures });
export type TechTips = z.infer<typeof techTipsSchema>;
export const tipsReportResponseSchema = z.object({
  data: z.array(techTipsSchema),
  meta: listMetaSchema,
  totals: z.object(tipFigures),
});
export type TipsReportResponse = z.infer<typeof tipsReportResponseSchema>;
