import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Webhook events already applied: a provider retrying a delivery changes nothing the second time. */
export const providerWebhookEvents = pgTable('provider_webhook_events', {
  id: text().primaryKey(),
  provider: text().$type<'stripe'>().notNull(),
  type: text().notNull(),
  received_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
