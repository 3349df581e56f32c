import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { users } from '../../platform/identity/users.table.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

export interface ReconcileTotals {
  ours_open_cents: number;
  theirs_open_cents: number;
  ours_invoiced_cents: number;
  theirs_invoiced_cents: number;
}

/**
 * The organization's QuickBooks company (issue 17). Tokens are sealed with the server's secrets key (never stored in
 * the clear); a refresh runs under this row's lock so two instances never use a refresh token Intuit already rotated.
 * The `*_claimed_at` stamps are compare-and-set claims: one instance per interval does each scheduled pass.
 */
export const quickbooksConnections = pgTable(
  'quickbooks_connections',
  {
    organization_id: integer()
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    environment: text().$type<'sandbox' | 'production'>().notNull(),
    realm_id: text(),
    company_name: text(),
    access_token_sealed: text(),
    refresh_token_sealed: text(),
    access_expires_at: at(),
    refresh_expires_at: at(),
    connected_at: at(),
    connected_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    matching_done_at: at(),
    last_sync_at: at(),
    /** Invoices, payments and payouts dated from here on are sent; older ones stay out (null: all of them). */
    sync_from: date({ mode: 'string' }),
    /** CDC reads changes since here (30 days at most). */
    last_pull_at: at(),
    pull_claimed_at: at(),
    scan_claimed_at: at(),
    reconcile_claimed_at: at(),
    last_reconciled_at: at(),
    reconcile_totals: jsonb().$type<ReconcileTotals>(),
    updated_at: at().notNull().defaultNow(),
  },
  (table) => [index('quickbooks_connections_realm_idx').on(table.realm_id)],
);

/** One pending OAuth consent per organization: a newer start replaces the older, and the return consumes it. */
export const quickbooksOauthStates = pgTable('quickbooks_oauth_states', {
  organization_id: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  user_id: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  state_hash: text().notNull().unique(),
  expires_at: at().notNull(),
});

export interface ItemMapping {
  kind: 'service_plan' | 'cross_sell';
  local_id: number;
  item_id: string;
}

export const quickbooksMappings = pgTable('quickbooks_mappings', {
  organization_id: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  default_item_id: text().notNull(),
  tip_item_id: text(),
  tax_code_id: text(),
  deposit_account_id: text().notNull(),
  fee_expense_account_id: text().notNull(),
  refund_account_id: text(),
  items: jsonb().$type<ItemMapping[]>().notNull().default([]),
  updated_at: at().notNull().defaultNow(),
});

/** The company's customers as last read, so matching and the search by hand never wait on QuickBooks. */
export const quickbooksCustomers = pgTable(
  'quickbooks_customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    quickbooks_id: text().notNull(),
    sync_token: text().notNull().default('0'),
    display_name: text().notNull(),
    /** Lower case, spaces squeezed, punctuation dropped: what a name suggestion compares. */
    name_key: text().notNull(),
    email: text(),
    balance_cents: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (table) => [
    uniqueIndex('quickbooks_customers_organization_id_idx').on(table.organization_id, table.quickbooks_id),
    index('quickbooks_customers_organization_email_idx').on(table.organization_id, sql`lower(${table.email})`),
    index('quickbooks_customers_organization_name_idx').on(table.organization_id, table.name_key),
  ],
);

export type ClientKind = 'residential' | 'commercial';

/** The matching step's decisions: a client linked to a QuickBooks customer, or to be created there. */
export const quickbooksCustomerMatches = pgTable(
  'quickbooks_customer_matches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    client_kind: text().$type<ClientKind>().notNull(),
    local_id: integer().notNull(),
    /** Null: create the customer in QuickBooks on the first sync. */
    quickbooks_customer_id: text(),
    method: text().$type<'email' | 'name' | 'manual' | 'create'>().notNull(),
    created_at: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quickbooks_customer_matches_client_idx').on(table.organization_id, table.client_kind, table.local_id),
    // A QuickBooks customer stands for one of our clients, never two.
    uniqueIndex('quickbooks_customer_matches_customer_idx')
      .on(table.organization_id, table.quickbooks_customer_id)
      .where(sql`${table.quickbooks_customer_id} is not null`),
  ],
);

/** What a change links: `commercial_customer` is a customer too, kept apart because its ids are another sequence. */
export type LinkEntity = 'customer' | 'commercial_customer' | 'invoice' | 'payment' | 'deposit' | 'refund';

/** Our record and its QuickBooks twin. A pulled payment is linked in the transaction that records it: once only. */
export const quickbooksLinks = pgTable(
  'quickbooks_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entity: text().$type<LinkEntity>().notNull(),
    local_id: integer().notNull(),
    quickbooks_id: text().notNull(),
    sync_token: text().notNull().default('0'),
    voided_at: at(),
    synced_at: at().notNull(),
  },
  (table) => [
    uniqueIndex('quickbooks_links_local_idx').on(table.organization_id, table.entity, table.local_id),
    uniqueIndex('quickbooks_links_remote_idx').on(table.organization_id, table.entity, table.quickbooks_id),
  ],
);

export type QueueOperation = 'create' | 'update' | 'void';
export type QueueStatus = 'queued' | 'done' | 'failed';

/**
 * Our changes on their way to QuickBooks. `request_id` is fixed per change: a retry after a lost answer sends the
 * same id, and QuickBooks answers it with the record it made the first time. Workers claim rows with SKIP LOCKED.
 */
export const quickbooksQueue = pgTable(
  'quickbooks_queue',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entity: text().$type<LinkEntity>().notNull(),
    local_id: integer().notNull(),
    operation: text().$type<QueueOperation>().notNull(),
    /** Customers (0) before invoices (1) before payments and refunds (2) before deposits (3). */
    rank: integer().notNull(),
    request_id: text().notNull(),
    status: text().$type<QueueStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    next_attempt_at: at().notNull(),
    last_error: text(),
    created_at: at().notNull().defaultNow(),
    updated_at: at().notNull().defaultNow(),
  },
  (table) => [
    // Enqueuing a change already waiting adds nothing.
    uniqueIndex('quickbooks_queue_waiting_idx')
      .on(table.organization_id, table.entity, table.local_id, table.operation)
      .where(sql`${table.status} = 'queued'`),
    index('quickbooks_queue_due_idx').on(table.status, table.next_attempt_at, table.rank),
    index('quickbooks_queue_organization_status_idx').on(table.organization_id, table.status),
  ],
);

/** Every call to QuickBooks and every change that came back. */
export const quickbooksSyncLog = pgTable(
  'quickbooks_sync_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    at: at().notNull(),
    direction: text().$type<'push' | 'pull'>().notNull(),
    entity: text().$type<'customer' | 'invoice' | 'payment' | 'deposit' | 'refund'>().notNull(),
    label: text().notNull(),
    local_id: integer(),
    quickbooks_id: text(),
    operation: text().notNull(),
    status: text().$type<'ok' | 'error' | 'retrying'>().notNull(),
    attempts: integer().notNull().default(1),
    message: text(),
    queue_id: integer().references(() => quickbooksQueue.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('quickbooks_sync_log_organization_at_idx').on(table.organization_id, table.at, table.id),
    index('quickbooks_sync_log_organization_status_idx').on(table.organization_id, table.status, table.at),
    index('quickbooks_sync_log_organization_entity_idx').on(table.organization_id, table.entity, table.at),
  ],
);

/** Webhook notices, kept as they arrive so the answer goes back at once and the work happens after. */
export const quickbooksNotices = pgTable(
  'quickbooks_notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entity: text().notNull(),
    quickbooks_id: text().notNull(),
    operation: text().notNull(),
    received_at: at().notNull(),
    processed_at: at(),
  },
  (table) => [index('quickbooks_notices_waiting_idx').on(table.processed_at, table.received_at)],
);

export type MismatchKindColumn =
  | 'open_balance'
  | 'invoice_total'
  | 'invoice_status'
  | 'missing_in_quickbooks'
  | 'missing_here';

/** The last reconciliation's findings; a new reconciliation replaces them. */
export const quickbooksMismatches = pgTable(
  'quickbooks_mismatches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text().$type<MismatchKindColumn>().notNull(),
    entity: text().$type<'customer' | 'invoice' | 'payment' | 'deposit' | 'refund'>().notNull(),
    /** The link entity of our record, so a fix knows what to push again. */
    link_entity: text().$type<LinkEntity>(),
    label: text().notNull(),
    local_id: integer(),
    quickbooks_id: text(),
    ours_cents: integer(),
    theirs_cents: integer(),
    found_at: at().notNull(),
  },
  (table) => [index('quickbooks_mismatches_organization_idx').on(table.organization_id, table.id)],
);
