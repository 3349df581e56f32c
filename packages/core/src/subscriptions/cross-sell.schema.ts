/** Cross-sells (issue 7): add-on services or products sold with a subscription, residential or commercial. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { optionalText, requiredText } from '../fields.ts';
import { centsField } from './pricing.schema.ts';

export const crossSellKinds = ['residential', 'commercial'] as const;
export const crossSellFrequencies = ['every_visit', 'once', 'monthly'] as const;
export type CrossSellFrequency = (typeof crossSellFrequencies)[number];

export const crossSellSchema = z.object({
  name: requiredText(100),
  description: optionalText(500),
  price_cents: centsField(),
  frequency: z.enum(crossSellFrequencies, { error: messages.required }),
  is_active: z.boolean({ error: messages.notValid }).default(true),
});
export type CrossSellBody = z.input<typeof crossSellSchema>;

export const crossSellWireSchema = z.object({
  id: z.number(),
  kind: z.enum(crossSellKinds),
  name: z.string(),
  description: z.string().nullable(),
  price_cents: z.number(),
  frequency: z.enum(crossSellFrequencies),
  is_active: z.boolean(),
  /** Subscriptions (not cancelled) that include it. */
  buyers: z.number(),
  /** Any subscription, cancelled ones too, includes it: it cannot be deleted, only made inactive. */
  in_use: z.boolean(),
  created_at: z.string(),
});
export type CrossSellWire = z.output<typeof crossSellWireSchema>;

export const crossSellFrequencyLabels: Record<CrossSellFrequency, string> = {
  every_visit: 'Every visit',
  once: 'Once',
  monthly: 'Monthly',
};
