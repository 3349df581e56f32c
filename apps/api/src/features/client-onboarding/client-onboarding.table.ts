import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';

export interface SignUpFormQuestion {
  id: string;
  question: string;
  /** text: free answer; choice: one of `options`; yes_no: a switch. */
  kind: 'text' | 'choice' | 'yes_no';
  options: string[];
  required: boolean;
}

/** Settings of the organization's public sign-up form; a missing row means the defaults. */
export const clientOnboardingSettings = pgTable('client_onboarding_settings', {
  organization_id: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** A closed form answers visitors that the organization takes no sign-ups online. */
  is_enabled: boolean().notNull().default(true),
  heading: text(),
  introduction: text(),
  /** Out-of-area visitors may still leave their contact as a lead. */
  accept_out_of_area_leads: boolean().notNull().default(true),
  ask_dog_count: boolean().notNull().default(true),
  ask_referral_source: boolean().notNull().default(true),
  questions: jsonb().$type<SignUpFormQuestion[]>().notNull().default([]),
  /** Pricing display: whether the form shows the price calculator, and the text shown with it. */
  show_prices: boolean().notNull().default(false),
  pricing_note: text(),
  thank_you_text: text(),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
