import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { WebhookDeliveredType, WebhookEventType } from '@employee-portal/core';
import { organizations } from '../../platform/identity/organizations.table.ts';

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/** An organization's subscribed URL (issue 20). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial().primaryKey(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text(),
    events: jsonb().$type<WebhookEventType[]>().notNull(),
    enabled: boolean().notNull().default(true),
    /**
     * The signing secret sealed with the server's secrets key; it must be read back to sign, so it cannot be hashed.
     * Null until first needed for an endpoint made without the key (the demo seed).
     */
    secret_sealed: text(),
    secret_hint: text(),
    created_at: instant().notNull().defaultNow(),
    updated_at: instant().notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_organization_idx').on(table.organization_id, table.id)],
);

/** The outbox: written in the same transaction as the change it reports, so no change goes untold or told twice. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial().primaryKey(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** What receivers see as the event's id (`evt_…`): serial ids would tell them how busy other tenants are. */
    public_id: text().notNull().unique(),
    type: text().$type<WebhookDeliveredType>().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: instant().notNull().defaultNow(),
  },
  (table) => [index('webhook_events_organization_idx').on(table.organization_id, table.created_at)],
);

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event for one endpoint, with its attempts so far; the delivery log reads these. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial().primaryKey(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    endpoint_id: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event_id: integer()
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text().$type<WebhookDeliveryStatus>().notNull().default('pending'),
    /** Every attempt ever made, resends included. */
    attempt_count: integer().notNull().default(0),
    /** Failures since the last success or resend: picks the next wait from the retry schedule. */
    failures_in_row: integer().notNull().default(0),
    response_status: integer(),
    response_snippet: text(),
    next_attempt_at: instant(),
    /** A claimed attempt's lease: another instance leaves the delivery alone until it passes. */
    locked_until: instant(),
    delivered_at: instant(),
    created_at: instant().notNull().defaultNow(),
    updated_at: instant().notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.organization_id, table.endpoint_id, table.id),
    index('webhook_deliveries_due_idx').on(table.status, table.next_attempt_at),
  ],
);
