/** The cross-sell form: the core body schema, except that the price is typed in dollars and sent in cents. */
import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';
import {
  crossSellFrequencies,
  crossSellSchema,
  type CrossSellWire,
} from '@employee-portal/core/subscriptions/cross-sell.schema';
import { MAX_PRICE_CENTS } from '@employee-portal/core/subscriptions/pricing.schema';
import { centsToDollarsText } from '@employee-portal/core/billing/money';
import { dollarsField } from '../../components/form/dollars-field.ts';

/** Same field names as the API body, so a 422 answer's field errors land under the fields typed. */
export const crossSellFormSchema = crossSellSchema.extend({
  price_cents: dollarsField(MAX_PRICE_CENTS),
  frequency: z.enum(crossSellFrequencies, { error: messages.required }),
  is_active: z.boolean({ error: messages.notValid }),
});
export type CrossSellFormInput = z.input<typeof crossSellFormSchema>;
export type CrossSellFormOutput = z.output<typeof crossSellFormSchema>;
export const CROSS_SELL_FIELDS = ['name', 'description', 'price_cents', 'frequency', 'is_active'] as const;

/** What the form starts from: the saved cross-sell, or a new active one sold every visit. */
export function crossSellFormValues(crossSell: CrossSellWire | null): CrossSellFormInput {
  if (!crossSell) return { name: '', description: '', price_cents: '', frequency: 'every_visit', is_active: true };
  return {
    name: crossSell.name,
    description: crossSell.description ?? '',
    price_cents: centsToDollarsText(crossSell.price_cents),
    frequency: crossSell.frequency,
    is_active: crossSell.is_active,
  };
}
