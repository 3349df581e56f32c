import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { clients } from '../clients/clients.table.ts';
import { users } from '../../platform/identity/users.table.ts';

export const giftCertificates = pgTable(
  'gift_certificates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    amount_cents: integer().notNull(),
    /** The database refuses a negative balance even if two redemptions race past the service's check. */
    balance_cents: integer().notNull(),
    purchaser_name: text().notNull(),
    purchaser_email: text(),
    recipient_name: text().notNull(),
    recipient_email: text(),
    message: text(),
    expires_on: date({ mode: 'string' }),
    sold_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    voided_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_certificates_organization_code_idx').on(table.organization_id, table.code),
    index('gift_certificates_organization_created_idx').on(table.organization_id, table.created_at),
    check(
      'gift_certificates_balance_in_range',
      sql`${table.balance_cents} >= 0 and ${table.balance_cents} <= ${table.amount_cents}`,
    ),
  ],
);

/** Every movement of a certificate's balance: the sale, each redemption, a void. */
export const giftCertificateEntries = pgTable(
  'gift_certificate_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    gift_certificate_id: integer()
      .notNull()
      .references(() => giftCertificates.id, { onDelete: 'cascade' }),
    /** A return gives back what a voided invoice took. */
    kind: text().$type<'sale' | 'redemption' | 'void' | 'return'>().notNull(),
    /** Positive for the sale, negative for redemptions and voids. */
    amount_cents: integer().notNull(),
    balance_after_cents: integer().notNull(),
    client_id: integer().references(() => clients.id, { onDelete: 'set null' }),
    note: text(),
    /** The client's Idempotency-Key: a retried redemption finds its first answer instead of taking the money twice. */
    idempotency_key: text(),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('gift_certificate_entries_certificate_idx').on(
      table.organization_id,
      table.gift_certificate_id,
      table.created_at,
    ),
    uniqueIndex('gift_certificate_entries_idempotency_idx').on(table.gift_certificate_id, table.idempotency_key),
  ],
);
