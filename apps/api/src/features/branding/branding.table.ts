import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';

/**
 * The organization's own branding; one row, made on the first save. Blank fields fall back: the header colour and
 * logo to the franchise's, the primary colour to the product teal, the display name to the organization's name.
 */
export const organizationBranding = pgTable('organization_branding', {
  organization_id: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  display_name: text(),
  /** An https address, or /api/branding_logos/{key} for an uploaded logo. */
  logo_url: text(),
  /** The storage key of the uploaded logo, kept so a replaced one is deleted. */
  logo_storage_key: text(),
  logo_content_type: text(),
  primary_color: text(),
  header_color: text(),
  phone: text(),
  email: text(),
  address: text(),
  website: text(),
  analytics_id: text(),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
