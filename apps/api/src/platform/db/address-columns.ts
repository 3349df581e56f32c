import { doublePrecision, text } from 'drizzle-orm/pg-core';

/**
 * The address and map position of a service location (residential or commercial), spread into each location table
 * after its name. A function, so each table gets its own column builders.
 */
export const addressWithPinColumns = () => ({
  address_line1: text().notNull(),
  address_line2: text(),
  city: text().notNull(),
  state: text().notNull(),
  zip: text().notNull(),
  lat: doublePrecision(),
  lng: doublePrecision(),
  /** How lat/lng were found: the geocoder, or a pin the office dropped on the map. */
  position_source: text().$type<'geocoder' | 'pin'>(),
});
