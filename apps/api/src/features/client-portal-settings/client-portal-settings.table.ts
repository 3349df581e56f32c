import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';

/** What clients may do in their portal; one row per organization, made on the first save (defaults until then). */
export const clientPortalSettings = pgTable('client_portal_settings', {
  organization_id: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  portal_enabled: boolean().notNull().default(false),
  show_invoices: boolean().notNull().default(true),
  pay_invoices: boolean().notNull().default(true),
  update_card: boolean().notNull().default(true),
  request_pause: boolean().notNull().default(true),
  request_skip: boolean().notNull().default(true),
  request_cancel: boolean().notNull().default(true),
  welcome_text: text(),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
