/** Connecting a QuickBooks company (issue 17): the OAuth round trip, sealed tokens, refresh under a lock, status. */
import type { QuickbooksOauthReturnBody, QuickbooksStatusWire } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { generateToken, hashToken } from '../../platform/auth/secrets.ts';
import { secretBoxOf } from '../../platform/auth/encryption.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  AccountingError,
  type AccountingCompany,
  type AccountingTokens,
} from '../../platform/providers/accounting/accounting.ts';
import {
  consumeOauthState,
  forgetCompanyData,
  findConnection,
  findMappings,
  replaceOauthState,
  saveConnection,
  storeQuickbooksCustomers,
  updateConnection,
} from './quickbooks.repository.ts';
import { countMismatches, queueCounts } from './quickbooks-sync.repository.ts';

const STATE_LIFETIME_MS = 10 * 60_000;
/** A new company gets the last 30 days and what follows: years of history would bury it (and the sync) at once. */
const FIRST_SYNC_DAYS = 30;
const syncStartFor = (now: Date) => new Date(now.getTime() - FIRST_SYNC_DAYS * 86_400_000).toISOString().slice(0, 10);
/** Refreshed this long before it expires, so a call never starts with a token about to die. */
const REFRESH_MARGIN_MS = 5 * 60_000;

export const notConnected = () => refusal(409, 'quickbooks_not_connected', 'Connect QuickBooks first.');

const box = (deps: AppDeps) => secretBoxOf(deps.config);

function sealedTokens(deps: AppDeps, tokens: AccountingTokens) {
  return {
    realm_id: tokens.realm_id,
    access_token_sealed: box(deps).seal(tokens.access_token),
    refresh_token_sealed: box(deps).seal(tokens.refresh_token),
    access_expires_at: tokens.access_expires_at,
    refresh_expires_at: tokens.refresh_expires_at,
  };
}

/** From `day` on, invoices, payments and payouts are sent; what is dated before stays out of QuickBooks. */
export async function startSyncingFrom(deps: AppDeps, organizationId: number, day: string) {
  await updateConnection(deps.db, organizationId, { sync_from: day, updated_at: deps.clock.now() });
}

/** Where the browser goes to consent. The state is single-use, bound to this member, and a newer one kills this. */
export async function startConnect(deps: AppDeps, member: MemberContext) {
  // The stand-in's consent page is not served in production: without Intuit keys there is nothing to connect to.
  if (deps.config.env === 'production' && deps.config.quickbooks.provider === 'standin')
    throw refusal(
      409,
      'quickbooks_not_configured',
      'QuickBooks is not set up on this server yet. Please contact support.',
    );
  const state = generateToken();
  const expiresAt = new Date(deps.clock.now().getTime() + STATE_LIFETIME_MS);
  await replaceOauthState(deps.db, member.organization.id, member.user.id, hashToken(state), expiresAt);
  return { authorize_url: deps.accounting.authorizeUrl(state) };
}

const stateRefused = () => validationFailed({ state: ['This link has expired or was used already. Connect again.'] });

function accountingRefusal(error: unknown) {
  if (!(error instanceof AccountingError)) return error;
  return error.retryable
    ? refusal(503, 'quickbooks_unavailable', 'QuickBooks did not answer. Try again in a minute.')
    : refusal(422, 'quickbooks_refused', `QuickBooks refused: ${error.message}`);
}

export async function finishConnect(deps: AppDeps, member: MemberContext, body: QuickbooksOauthReturnBody) {
  const organizationId = member.organization.id;
  const consumed = await consumeOauthState(deps.db, organizationId, hashToken(body.state.trim()));
  const now = deps.clock.now();
  if (!consumed || consumed.user_id !== member.user.id || consumed.expires_at <= now) throw stateRefused();
  await connectWithCode(deps, organizationId, member.user.id, body.code.trim(), body.realmId.trim());
  return statusOf(deps, organizationId);
}

/** Trades Intuit's single-use code for tokens and reads the company's name and customers (the demo seed uses it too). */
export async function connectWithCode(
  deps: AppDeps,
  organizationId: number,
  userId: number | null,
  code: string,
  realmId: string,
) {
  const now = deps.clock.now();
  let tokens: AccountingTokens;
  try {
    tokens = await deps.accounting.exchangeCode(code, realmId);
  } catch (error) {
    throw accountingRefusal(error);
  }
  const company = { realm_id: tokens.realm_id, access_token: tokens.access_token };
  const [companyName, customers] = await Promise.all([
    deps.accounting.companyName(company),
    deps.accounting.customers(company),
  ]).catch((error: unknown) => {
    throw accountingRefusal(error);
  });
  await deps.db.transaction(async (tx) => {
    const before = await findConnection(tx, organizationId, { lock: true });
    // Another company's ids mean nothing in this one: links, matches and findings start over.
    if (before?.realm_id && before.realm_id !== tokens.realm_id) await forgetCompanyData(tx, organizationId);
    await saveConnection(tx, organizationId, {
      environment: deps.accounting.environment,
      ...sealedTokens(deps, tokens),
      company_name: companyName,
      connected_at: now,
      sync_from: before?.realm_id === tokens.realm_id && before.sync_from ? before.sync_from : syncStartFor(now),
      connected_by_user_id: userId,
      updated_at: now,
    });
    await storeQuickbooksCustomers(
      tx,
      organizationId,
      customers.map((customer) => ({
        quickbooks_id: customer.id,
        sync_token: customer.sync_token,
        display_name: customer.display_name,
        email: customer.email,
        balance_cents: customer.balance_cents,
        active: customer.active,
      })),
    );
  });
  return statusOf(deps, organizationId);
}

const liveUntil = (deps: AppDeps) => deps.clock.now().getTime() + REFRESH_MARGIN_MS;
const isFresh = (deps: AppDeps, row: { access_expires_at: Date | null }) =>
  row.access_expires_at !== null && row.access_expires_at.getTime() > liveUntil(deps);

/** Reads the connection (locked where `lock`), refreshes its tokens when they are near their end, and stores them. */
async function refreshIn(deps: AppDeps, db: Db, organizationId: number, lock: boolean): Promise<AccountingCompany> {
  const row = await findConnection(db, organizationId, { lock });
  if (!row?.access_token_sealed || !row.refresh_token_sealed || !row.realm_id) throw notConnected();
  if (isFresh(deps, row)) return { realm_id: row.realm_id, access_token: box(deps).open(row.access_token_sealed) };
  const tokens = await deps.accounting.refresh(box(deps).open(row.refresh_token_sealed), row.realm_id);
  await updateConnection(db, organizationId, { ...sealedTokens(deps, tokens), updated_at: deps.clock.now() });
  return { realm_id: tokens.realm_id, access_token: tokens.access_token };
}

const refreshingOf = new WeakMap<AppDeps, Map<number, Promise<AccountingCompany>>>();

/**
 * A company to call with a live access token. Intuit rotates the refresh token and kills the old one, so a refresh
 * happens once: on PostgreSQL under the connection's row lock (an instance that waited finds the new token and uses
 * it); on PGlite, which one process owns and whose one connection a held transaction would stall, one at a time in
 * this process.
 */
export async function companyFor(deps: AppDeps, organizationId: number): Promise<AccountingCompany> {
  const current = await findConnection(deps.db, organizationId);
  if (!current?.access_token_sealed || !current.realm_id) throw notConnected();
  if (isFresh(deps, current))
    return { realm_id: current.realm_id, access_token: box(deps).open(current.access_token_sealed) };
  let refreshing = refreshingOf.get(deps);
  if (!refreshing) refreshingOf.set(deps, (refreshing = new Map()));
  const pending = refreshing.get(organizationId);
  if (pending) return pending;
  const refresh = deps.config.databaseUrl
    ? deps.db.transaction((tx) => refreshIn(deps, tx, organizationId, true))
    : refreshIn(deps, deps.db, organizationId, false);
  const shared = refresh.finally(() => refreshing.delete(organizationId));
  refreshing.set(organizationId, shared);
  return shared;
}

/**
 * The company with the access token as stored, for reads (GET routes never write): a token already past its end is
 * not refreshed here but by the sync task, which renews every token before it runs out.
 */
export async function storedCompanyFor(deps: AppDeps, organizationId: number): Promise<AccountingCompany> {
  const current = await findConnection(deps.db, organizationId);
  if (!current?.access_token_sealed || !current.realm_id || !current.refresh_token_sealed) throw notConnected();
  if (!current.access_expires_at || current.access_expires_at <= deps.clock.now())
    throw refusal(
      409,
      'quickbooks_token_renewing',
      'The QuickBooks connection is being renewed. Try again in a minute.',
    );
  return { realm_id: current.realm_id, access_token: box(deps).open(current.access_token_sealed) };
}

/** Renews the tokens of every connection whose access token runs out soon (the sync task, so reads find them live). */
export async function refreshDueTokens(deps: AppDeps, organizationIds: readonly number[]) {
  for (const organizationId of organizationIds) await companyFor(deps, organizationId).catch(() => undefined);
}

/** When a token must be renewed by: the refresh margin from now. */
export const refreshBefore = (deps: AppDeps) => new Date(liveUntil(deps));

/** Revokes at Intuit (a failure there still forgets the tokens here) and keeps links for a reconnect. */
export async function disconnect(deps: AppDeps, member: MemberContext) {
  const organizationId = member.organization.id;
  const connection = await findConnection(deps.db, organizationId);
  if (connection?.refresh_token_sealed) {
    await deps.accounting.revoke(box(deps).open(connection.refresh_token_sealed)).catch(() => undefined);
    await updateConnection(deps.db, organizationId, {
      access_token_sealed: null,
      refresh_token_sealed: null,
      access_expires_at: null,
      refresh_expires_at: null,
      connected_at: null,
      updated_at: deps.clock.now(),
    });
  }
  return statusOf(deps, organizationId);
}

export async function statusOf(deps: AppDeps, organizationId: number): Promise<{ quickbooks: QuickbooksStatusWire }> {
  const [connection, mappings, counts, mismatches] = await Promise.all([
    findConnection(deps.db, organizationId),
    findMappings(deps.db, organizationId),
    queueCounts(deps.db, organizationId),
    countMismatches(deps.db, organizationId),
  ]);
  const connected = Boolean(connection?.refresh_token_sealed);
  return {
    quickbooks: {
      connected,
      environment: connection?.environment ?? deps.accounting.environment,
      company_name: connected ? (connection?.company_name ?? null) : null,
      realm_id: connected ? (connection?.realm_id ?? null) : null,
      connected_at: connected ? (connection?.connected_at?.toISOString() ?? null) : null,
      mapping_done: mappings !== null,
      matching_done: Boolean(connection?.matching_done_at),
      last_sync_at: connection?.last_sync_at?.toISOString() ?? null,
      sync_from: connection?.sync_from ?? null,
      queued_count: counts.queued,
      failed_count: counts.failed,
      mismatch_count: mismatches,
      last_reconciled_at: connection?.last_reconciled_at?.toISOString() ?? null,
    },
  };
}

export async function requireConnection(deps: AppDeps, organizationId: number) {
  const connection = await findConnection(deps.db, organizationId);
  if (!connection?.refresh_token_sealed) throw notConnected();
  return connection;
}
