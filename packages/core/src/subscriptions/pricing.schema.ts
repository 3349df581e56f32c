/**
 * The organization's pricing setup (issue 7): service plans by frequency and number of dogs, initial-cleanup prices
 * by how long since the yard was last cleaned, and premiums per work area. Amounts are integer cents on the wire.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, requiredText } from '../fields.ts';
import { serviceFrequencies } from '../scheduling/service-frequency.ts';

export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_DOGS = 50;

export const centsField = () =>
  z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0, { error: messages.cannotBeNegative })
    .max(MAX_PRICE_CENTS, { error: messages.notValid });

const wholeCount = (min: number, max: number) =>
  z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(min, { error: min === 1 ? messages.mustBePositive : messages.cannotBeNegative })
    .max(max, { error: messages.notValid });

export const priceBases = ['per_visit', 'per_month'] as const;
export type PriceBasis = (typeof priceBases)[number];

/** A price for a range of dog counts; the last range may be open-ended (dogs_to null). */
export const dogPriceSchema = z.object({
  dogs_from: wholeCount(1, MAX_DOGS),
  dogs_to: wholeCount(1, MAX_DOGS).nullable(),
  price_cents: centsField(),
});
export type DogPrice = z.output<typeof dogPriceSchema>;

/** Dog ranges must start at 1, follow each other without gaps or overlaps, and end open or at the largest count. */
export function dogPriceErrors(
  prices: readonly DogPrice[],
): { index: number; field: 'dogs_from' | 'dogs_to'; message: string }[] {
  const errors: { index: number; field: 'dogs_from' | 'dogs_to'; message: string }[] = [];
  let expectedFrom = 1;
  prices.forEach((price, index) => {
    if (price.dogs_from !== expectedFrom)
      errors.push({ index, field: 'dogs_from', message: `Must be ${expectedFrom}` });
    if (price.dogs_to !== null && price.dogs_to < price.dogs_from)
      errors.push({ index, field: 'dogs_to', message: messages.notValid });
    if (price.dogs_to === null && index < prices.length - 1)
      errors.push({ index, field: 'dogs_to', message: messages.required });
    expectedFrom = (price.dogs_to ?? price.dogs_from) + 1;
  });
  return errors;
}

export const servicePlanSchema = z
  .object({
    name: requiredText(100),
    frequency: z.enum(serviceFrequencies, { error: messages.required }),
    /** Only for 'custom': how many service days a week. */
    custom_days_per_week: wholeCount(1, 7).nullable().default(null),
    price_basis: z.enum(priceBases, { error: messages.required }).default('per_visit'),
    dog_prices: z
      .array(dogPriceSchema, { error: messages.required })
      .min(1, { error: messages.required })
      .max(20, { error: messages.notValid }),
    is_active: z.boolean({ error: messages.notValid }).default(true),
  })
  .superRefine((plan, context) => {
    if (plan.frequency === 'custom' && plan.custom_days_per_week === null)
      context.addIssue({ code: 'custom', path: ['custom_days_per_week'], message: messages.required });
    for (const error of dogPriceErrors(plan.dog_prices))
      context.addIssue({ code: 'custom', path: ['dog_prices', error.index, error.field], message: error.message });
  });
export type ServicePlanBody = z.input<typeof servicePlanSchema>;
export type ServicePlanInput = z.output<typeof servicePlanSchema>;

/** The price for a number of dogs, or null when no range covers it. */
export function priceForDogs(prices: readonly DogPrice[], dogs: number): number | null {
  const count = Math.max(1, dogs);
  return (
    prices.find((price) => count >= price.dogs_from && (price.dogs_to === null || count <= price.dogs_to))
      ?.price_cents ?? null
  );
}

/** Initial cleanup: a price range by weeks since the yard was last cleaned ('Cannot be less than the From Price'). */
export const initialCleanupPriceSchema = z
  .object({
    label: requiredText(100),
    weeks_since_cleaned_from: wholeCount(0, 520),
    weeks_since_cleaned_to: wholeCount(0, 520).nullable(),
    from_price_cents: centsField(),
    to_price_cents: centsField(),
  })
  .superRefine((price, context) => {
    if (price.to_price_cents < price.from_price_cents)
      context.addIssue({ code: 'custom', path: ['to_price_cents'], message: messages.cannotBeLessThanFromPrice });
    if (price.weeks_since_cleaned_to !== null && price.weeks_since_cleaned_to < price.weeks_since_cleaned_from)
      context.addIssue({ code: 'custom', path: ['weeks_since_cleaned_to'], message: messages.notValid });
  });
export type InitialCleanupPriceInput = z.output<typeof initialCleanupPriceSchema>;

export const workAreaPremiumSchema = z.object({ work_area_id: id(), premium_cents: centsField() });

export const pricingSetupSchema = z.object({
  initial_cleanup_prices: z
    .array(initialCleanupPriceSchema, { error: messages.notValid })
    .max(20, { error: messages.notValid }),
  work_area_premiums: z
    .array(workAreaPremiumSchema, { error: messages.notValid })
    .max(200, { error: messages.notValid }),
});
export type PricingSetupBody = z.input<typeof pricingSetupSchema>;

/** A plan's price for a location: the dog-count price plus the work area's premium, in the plan's basis. */
export function planPriceCents(
  plan: { dog_prices: readonly DogPrice[] },
  dogs: number,
  premiumCents = 0,
): number | null {
  const base = priceForDogs(plan.dog_prices, dogs);
  return base === null ? null : base + premiumCents;
}

export const servicePlanWireSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  frequency: z.enum(serviceFrequencies),
  custom_days_per_week: z.number().nullable(),
  price_basis: z.enum(priceBases),
  dog_prices: z.array(z.object({ dogs_from: z.number(), dogs_to: z.number().nullable(), price_cents: z.number() })),
  is_active: z.boolean(),
  created_at: z.string(),
  subscribers: z.object({ active: z.number(), paused: z.number(), cancelled: z.number() }),
  /** Subscriptions (of any status) use it: it cannot be deleted, only made inactive. */
  in_use: z.boolean(),
});
export type ServicePlanWire = z.output<typeof servicePlanWireSchema>;

export const initialCleanupPriceWireSchema = z.object({
  id: z.number(),
  label: z.string(),
  weeks_since_cleaned_from: z.number(),
  weeks_since_cleaned_to: z.number().nullable(),
  from_price_cents: z.number(),
  to_price_cents: z.number(),
});

export const workAreaPremiumWireSchema = z.object({
  work_area_id: z.number(),
  work_area_name: z.string(),
  premium_cents: z.number(),
});

/** A stable machine name from a plan's name: 'Twice a Week (2 dogs)' -> 'twice-a-week-2-dogs'. */
export const slugFromName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'plan';
