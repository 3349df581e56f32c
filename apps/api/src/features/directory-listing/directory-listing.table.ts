import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';

/**
 * The organization's own words on its public listing; one row per organization, made on the first save. Services,
 * prices, zips and ratings are not copied here: the listing reads them live from their owners.
 */
export const directoryListings = pgTable('directory_listings', {
  organization_id: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  is_published: boolean().notNull().default(false),
  description: text(),
  contact_phone: text(),
  contact_email: text(),
  website: text(),
  updated_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
