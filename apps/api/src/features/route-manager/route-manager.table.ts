import { date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { jobs } from '../jobs/jobs.table.ts';

/**
 * A stop the office pinned in a tech's route of a day: Optimize and 'Optimize all' keep it at its place in that route.
 * The pin belongs to the route it was saved with (day and tech): a job moved to another day or tech is not pinned
 * there.
 */
export const routePins = pgTable(
  'route_pins',
  {
    // One pin per job; led by job_id for the cascade when a job is deleted.
    job_id: integer()
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    service_date: date({ mode: 'string' }).notNull(),
    assigned_user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The route manager reads a day's pins; saving a route replaces that route's pins.
  (table) => [index('route_pins_route_idx').on(table.organization_id, table.service_date, table.assigned_user_id)],
);
