import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per Idempotency-Key a caller sent to a create: claimed in the create's own transaction (so it exists exactly
 * when the record does), then given the answer that went out, which a retry gets back. Kept a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it: `organization:{id}:user:{id}` for a member, `public` for a signed-out form. */
    caller: text().notNull(),
    /** Method and route pattern, e.g. `POST /api/leads/:id/convert`. */
    route: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the request's params, query and body: the same key with another request is refused. */
    request_hash: text().notNull(),
    /** Null while the create that claimed the key has not answered yet. */
    status_code: integer(),
    answer: jsonb(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.caller, table.route, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.created_at),
  ],
);
