/**
 * The pricing forms' pure parts: what the fields hold (text, dollars), how that becomes the core schemas' input
 * (integer cents, numbers, null for "and up"), and how plans read as text. The core schemas run last, so the
 * client shows exactly the server's rules and words.
 */
import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';
import {
  monthlyValueCents,
  serviceFrequencies,
  serviceFrequencyLabels,
  type ServiceFrequency,
} from '@employee-portal/core/scheduling/service-frequency';
import { centsToDollarsText, dollarsToCents, formatCents } from '@employee-portal/core/billing/money';
import {
  centsField,
  initialCleanupPriceSchema,
  MAX_DOGS,
  priceBases,
  pricingSetupSchema,
  servicePlanSchema,
  type PricingSetupBody,
  type ServicePlanBody,
  type DogPrice,
  type PriceBasis,
  type ServicePlanWire,
} from '@employee-portal/core/subscriptions/pricing.schema';

/** '12.50', '$1,200', and '-3' (which the core schema then refuses as 'Cannot be negative') → cents; null for bad text. */
export function signedDollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('-')) {
    const cents = dollarsToCents(trimmed.slice(1));
    return cents === null ? null : -cents;
  }
  return dollarsToCents(trimmed);
}

/** Dollars typed, cents out; 'Enter valid currency format' for anything else. */
export const dollarsText = () =>
  z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .refine((text) => signedDollarsToCents(text) !== null, { error: messages.currencyFormat })
    .transform((text) => signedDollarsToCents(text) ?? 0)
    .pipe(centsField());

function countOf(text: string): number | string {
  const value = Number(text);
  if (Number.isNaN(value)) return messages.mustBeNumber;
  if (!Number.isInteger(value)) return messages.mustBeWholeNumber;
  return value;
}

/** A whole count typed as text; range checks are the core schema's. */
export const countText = () =>
  z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .superRefine((text, context) => {
      const value = countOf(text);
      if (typeof value === 'string') context.addIssue({ code: 'custom', message: value });
    })
    .transform(Number);

/** Like countText, but empty means "no upper end" (null). */
export const optionalCountText = () =>
  z
    .string()
    .trim()
    .superRefine((text, context) => {
      const value = text === '' ? null : countOf(text);
      if (typeof value === 'string') context.addIssue({ code: 'custom', message: value });
    })
    .transform((text) => (text === '' ? null : Number(text)));

// ---------------------------------------------------------------------------------------------------------------
// Service plans

export interface DogPriceFormRow {
  dogs_from: string;
  /** Empty: this range has no upper end ('and up'); only the last may be. */
  dogs_to: string;
  /** Dollars, under the wire name so the server's 422 errors land under the field. */
  price_cents: string;
}

export interface ServicePlanFormValues {
  name: string;
  frequency: ServiceFrequency | '';
  /** '1'…'7' for custom plans; ignored for the others. */
  custom_days_per_week: string;
  price_basis: PriceBasis;
  dog_prices: DogPriceFormRow[];
  is_active: boolean;
}

export const MAX_DOG_PRICE_ROWS = 20;

export const servicePlanFormSchema = z
  .object({
    // The name is checked with the typed amounts, so every field's error shows at once.
    name: servicePlanSchema.shape.name,
    frequency: z.enum(['', ...serviceFrequencies]),
    custom_days_per_week: z.string(),
    price_basis: z.enum(priceBases),
    dog_prices: z.array(z.object({ dogs_from: countText(), dogs_to: optionalCountText(), price_cents: dollarsText() })),
    is_active: z.boolean(),
  })
  // A blank frequency reaches the core schema, which says 'This field is required' under it.
  .transform(
    (values): ServicePlanBody => ({
      ...values,
      frequency: values.frequency as ServiceFrequency,
      custom_days_per_week:
        values.frequency === 'custom' && values.custom_days_per_week !== ''
          ? Number(values.custom_days_per_week)
          : null,
    }),
  )
  .pipe(servicePlanSchema);

export const emptyPlanFormValues = (): ServicePlanFormValues => ({
  name: '',
  frequency: 'once_a_week',
  custom_days_per_week: '',
  price_basis: 'per_visit',
  dog_prices: [{ dogs_from: '1', dogs_to: '', price_cents: '' }],
  is_active: true,
});

export const planFormValuesOf = (
  plan: Pick<
    ServicePlanWire,
    'name' | 'frequency' | 'custom_days_per_week' | 'price_basis' | 'dog_prices' | 'is_active'
  >,
): ServicePlanFormValues => ({
  name: plan.name,
  frequency: plan.frequency,
  custom_days_per_week: plan.custom_days_per_week === null ? '' : String(plan.custom_days_per_week),
  price_basis: plan.price_basis,
  dog_prices: plan.dog_prices.map((price) => ({
    dogs_from: String(price.dogs_from),
    dogs_to: price.dogs_to === null ? '' : String(price.dogs_to),
    price_cents: centsToDollarsText(price.price_cents),
  })),
  is_active: plan.is_active,
});

/** The form's fields a 422 answer may name (`dog_prices.1.dogs_from` and the like). */
export function planFieldPaths(rowCount: number): string[] {
  const rows = Array.from({ length: rowCount }, (_, index) => [
    `dog_prices.${index}.dogs_from`,
    `dog_prices.${index}.dogs_to`,
    `dog_prices.${index}.price_cents`,
  ]);
  return ['name', 'frequency', 'custom_days_per_week', 'price_basis', 'is_active', ...rows.flat()];
}

/**
 * The rows after one more range is added: a last open range is closed at its own start, and the new one starts right
 * after the last one's end, open-ended.
 */
export function withAddedDogRow(rows: readonly DogPriceFormRow[]): DogPriceFormRow[] {
  const last = rows.at(-1);
  if (!last) return [{ dogs_from: '1', dogs_to: '', price_cents: '' }];
  const closed = last.dogs_to.trim() === '' ? { ...last, dogs_to: last.dogs_from } : last;
  const end = Number(closed.dogs_to);
  const from = Number.isInteger(end) && end >= 1 ? Math.min(end + 1, MAX_DOGS) : '';
  return [...rows.slice(0, -1), closed, { dogs_from: String(from), dogs_to: '', price_cents: '' }];
}

/** The "from" of the row after one whose "to" is `to`: right after it, or blank while the "to" is not a count. */
export function nextDogsFrom(to: string): string {
  const end = Number(to.trim());
  return to.trim() !== '' && Number.isInteger(end) && end >= 1 ? String(end + 1) : '';
}

/** '1 dog', '2–3 dogs', '4+ dogs'. */
export function dogRangeLabel(price: Pick<DogPrice, 'dogs_from' | 'dogs_to'>): string {
  if (price.dogs_to === null) return `${price.dogs_from}+ dogs`;
  if (price.dogs_to === price.dogs_from) return price.dogs_from === 1 ? '1 dog' : `${price.dogs_from} dogs`;
  return `${price.dogs_from}–${price.dogs_to} dogs`;
}

/** '1 dog $15.00 · 2–3 dogs $18.00 · 4+ dogs $25.00'. */
export const priceSummary = (prices: readonly DogPrice[]) =>
  prices.map((price) => `${dogRangeLabel(price)} ${formatCents(price.price_cents)}`).join(' · ');

export interface SubscriberCounts {
  active: number;
  paused: number;
  cancelled: number;
}

export const hasSubscribers = (counts: SubscriberCounts) => counts.active + counts.paused + counts.cancelled > 0;

/** '3 active · 1 paused · 0 cancelled', or 'None' for a plan nobody has subscribed to. */
export const subscribersText = (counts: SubscriberCounts) =>
  hasSubscribers(counts) ? `${counts.active} active · ${counts.paused} paused · ${counts.cancelled} cancelled` : 'None';

export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = { per_visit: 'Per Visit', per_month: 'Per Month' };

/** 'Twice a Week', or 'Custom (3 days a week)'. */
export function frequencyText(plan: { frequency: ServiceFrequency; custom_days_per_week: number | null }): string {
  if (plan.frequency !== 'custom' || plan.custom_days_per_week === null) return serviceFrequencyLabels[plan.frequency];
  return `Custom (${plan.custom_days_per_week} ${plan.custom_days_per_week === 1 ? 'day' : 'days'} a week)`;
}

export const frequencyOptions = serviceFrequencies.map((frequency) => ({
  value: frequency,
  label: serviceFrequencyLabels[frequency],
}));

/**
 * What a per-visit price comes to in a month for this frequency (hint under the form and the plan's price table);
 * null when there is nothing honest to say (monthly prices, one-time service, no valid amount yet).
 */
export function monthlyValueText(
  perVisitCents: number | null,
  plan: { frequency: ServiceFrequency | ''; custom_days_per_week: number | null; price_basis: PriceBasis },
): string | null {
  if (
    perVisitCents === null ||
    plan.frequency === '' ||
    plan.price_basis !== 'per_visit' ||
    plan.frequency === 'one_time'
  )
    return null;
  if (plan.frequency === 'custom' && plan.custom_days_per_week === null) return null;
  return `${formatCents(monthlyValueCents(perVisitCents, plan.frequency, plan.custom_days_per_week))} a month`;
}

/** What the form holds for the plan when it would validate, for the monthly-value hint. */
export function firstRowCents(values: Pick<ServicePlanFormValues, 'dog_prices'>): number | null {
  const text = values.dog_prices[0]?.price_cents ?? '';
  const cents = signedDollarsToCents(text);
  return cents === null || cents < 0 ? null : cents;
}

// ---------------------------------------------------------------------------------------------------------------
// Initial cleanup prices and work-area premiums (saved together)

export interface InitialCleanupFormRow {
  label: string;
  weeks_since_cleaned_from: string;
  /** Empty: 'or more'. */
  weeks_since_cleaned_to: string;
  from_price_cents: string;
  to_price_cents: string;
}

export interface PremiumFormRow {
  work_area_id: number;
  work_area_name: string;
  premium_cents: string;
}

export interface PricingSetupFormValues {
  initial_cleanup_prices: InitialCleanupFormRow[];
  work_area_premiums: PremiumFormRow[];
}

export const pricingSetupFormSchema = z
  .object({
    initial_cleanup_prices: z.array(
      z
        .object({
          // Checked by the core schema with the range's prices, so a blank label hides no price error.
          label: z.string(),
          weeks_since_cleaned_from: countText(),
          weeks_since_cleaned_to: optionalCountText(),
          from_price_cents: dollarsText(),
          to_price_cents: dollarsText(),
        })
        // Each range is checked on its own as soon as its fields read, so 'Cannot be less than the From Price' shows
        // even while another range still has a blank field.
        .pipe(initialCleanupPriceSchema),
    ),
    work_area_premiums: z.array(
      z.object({ work_area_id: z.number(), work_area_name: z.string(), premium_cents: dollarsText() }),
    ),
  })
  .transform((values): PricingSetupBody => values)
  .pipe(pricingSetupSchema);

export function setupFormValuesOf(setup: {
  initial_cleanup_prices: readonly {
    label: string;
    weeks_since_cleaned_from: number;
    weeks_since_cleaned_to: number | null;
    from_price_cents: number;
    to_price_cents: number;
  }[];
  work_area_premiums: readonly { work_area_id: number; work_area_name: string; premium_cents: number }[];
}): PricingSetupFormValues {
  return {
    initial_cleanup_prices: setup.initial_cleanup_prices.map((price) => ({
      label: price.label,
      weeks_since_cleaned_from: String(price.weeks_since_cleaned_from),
      weeks_since_cleaned_to: price.weeks_since_cleaned_to === null ? '' : String(price.weeks_since_cleaned_to),
      from_price_cents: centsToDollarsText(price.from_price_cents),
      to_price_cents: centsToDollarsText(price.to_price_cents),
    })),
    work_area_premiums: setup.work_area_premiums.map((premium) => ({
      work_area_id: premium.work_area_id,
      work_area_name: premium.work_area_name,
      premium_cents: centsToDollarsText(premium.premium_cents),
    })),
  };
}

/** A new initial-cleanup range starts where the last one ended. */
export function newCleanupRow(rows: readonly InitialCleanupFormRow[]): InitialCleanupFormRow {
  const last = rows.at(-1);
  const end = last ? Number(last.weeks_since_cleaned_to.trim() || Number.NaN) : -1;
  return {
    label: '',
    weeks_since_cleaned_from: Number.isInteger(end) ? String(end + 1) : '',
    weeks_since_cleaned_to: '',
    from_price_cents: '',
    to_price_cents: '',
  };
}

export const MAX_CLEANUP_ROWS = 20;

export function setupFieldPaths(values: PricingSetupFormValues): string[] {
  const cleanup = values.initial_cleanup_prices.flatMap((_, index) =>
    ['label', 'weeks_since_cleaned_from', 'weeks_since_cleaned_to', 'from_price_cents', 'to_price_cents'].map(
      (field) => `initial_cleanup_prices.${index}.${field}`,
    ),
  );
  const premiums = values.work_area_premiums.map((_, index) => `work_area_premiums.${index}.premium_cents`);
  return [...cleanup, ...premiums];
}
