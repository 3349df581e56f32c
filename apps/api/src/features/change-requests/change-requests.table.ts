import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';

export type ChangeRequestKind = 'address' | 'dog_count' | 'pause' | 'frequency' | 'cancel' | 'add_on';
export type ChangeRequestStatus = 'pending' | 'approved' | 'denied';

/** A change a client asked for from the client-facing side, waiting for the office. */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    client_id: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    client_location_id: integer().references(() => clientLocations.id, { onDelete: 'cascade' }),
    kind: text().$type<ChangeRequestKind>().notNull(),
    /** What the client asked for, shaped by kind (core's change-request schema). */
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    client_comment: text(),
    status: text().$type<ChangeRequestStatus>().notNull().default('pending'),
    deny_reason: text(),
    decided_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('change_requests_organization_status_idx').on(table.organization_id, table.status, table.created_at),
    index('change_requests_organization_client_idx').on(table.organization_id, table.client_id),
  ],
);
