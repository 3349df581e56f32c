import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrganizationDetails } from '@employee-portal/core';
import { users } from './users.table.ts';

export type AccessTokenKind = 'session' | 'two_factor_pending';

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text().notNull().unique(),
    kind: text().$type<AccessTokenKind>().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    last_used_at: timestamp({ withTimezone: true, mode: 'date' }),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }),
    revoked_at: timestamp({ withTimezone: true, mode: 'date' }),
    user_agent: text(),
    ip: text(),
  },
  (table) => [index('access_tokens_user_idx').on(table.user_id)],
);

/** The pending second step of a login: a 4-digit code sent by SMS. */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  access_token_id: integer()
    .primaryKey()
    .references(() => accessTokens.id, { onDelete: 'cascade' }),
  code_hash: text().notNull(),
  attempts: integer().notNull().default(0),
  expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text().notNull().unique(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.user_id)],
);

/** Fixed-window counters shared by every API instance (login and code attempts). */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text().notNull(),
    window_start: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    hits: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.window_start] })],
);

/**
 * Sign-in throttles shared by every API instance, one row per key: `pair:{email}:{address}` (attempts of one
 * address on one account, each past the free ones followed by a growing wait), `account:{email}` (the next attempt
 * slot of an account over its failure ceiling) and `codes:{user}` (wrong second-step codes in a day).
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text().primaryKey(),
  /** Counted before the secret is checked, so parallel guesses cannot share one attempt. */
  attempts: integer().notNull().default(0),
  window_started_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  last_attempt_at: timestamp({ withTimezone: true, mode: 'date' }),
  /** Nothing from this key is checked before then. */
  wait_until: timestamp({ withTimezone: true, mode: 'date' }),
  /** When the account holder was told (once per window). */
  warned_at: timestamp({ withTimezone: true, mode: 'date' }),
});

/**
 * Spec §4: registration step 1 given only the organization's details answers an organization token, good for one
 * POST /api/users that creates the owner. The organization itself is created then, with its owner, so one whose
 * owner never came does not exist: nothing to hide, bill or clean up but this expired row.
 */
export const organizationTokens = pgTable(
  'organization_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text().notNull().unique(),
    organization: jsonb().$type<OrganizationDetails>().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp({ withTimezone: true, mode: 'date' }),
    ip: text(),
    user_agent: text(),
  },
  (table) => [index('organization_tokens_expires_idx').on(table.expires_at)],
);

/** A requested e-mail change, confirmed through a link sent to the new address. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    new_email: text().notNull(),
    token_hash: text().notNull().unique(),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp({ withTimezone: true, mode: 'date' }),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('email_changes_user_idx').on(table.user_id)],
);
