/**
 * Our changes on their way to QuickBooks (issue 17). A scan finds what QuickBooks lacks (finalized invoices, voids,
 * payments, payouts) and queues it, so no other feature calls this one; the queue task posts each change once.
 */
import type { AppDeps } from '../../platform/deps.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { type QuickbooksSyncFromBody, syncFromProblem } from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { AccountingError } from '../../platform/providers/accounting/accounting.ts';
import {
  companyFor,
  refreshBefore,
  refreshDueTokens,
  requireConnection,
  statusOf,
} from './quickbooks-connection.service.ts';
import { claimPass, findConnection, findMappings, linksOf, updateConnection } from './quickbooks.repository.ts';
import {
  type QueueRow,
  claimDueChange,
  enqueue,
  syncTaskWork,
  updateChange,
  writeLog,
} from './quickbooks-sync.repository.ts';
import {
  clientsChangedSinceSync,
  unpushedInvoices,
  unpushedPayments,
  unpushedPayouts,
  unpushedVoids,
} from './quickbooks-records.repository.ts';
import { postChange, type PostOutcome } from './quickbooks-posting.ts';
import { unpushedRefunds } from './quickbooks-refunds.ts';
import type { LinkEntity } from './quickbooks.table.ts';

/** Waits after the 1st, 2nd, 3rd and 4th failure; the 5th fails for good. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
/** A change whose customer or invoice has not reached QuickBooks yet looks again this much later. */
const WAIT_MS = 60_000;
const SCAN_EVERY_MS = 5 * 60_000;
/** Long enough for the slowest QuickBooks answer (they time out at 120 s). */
const LEASE_MS = 5 * 60_000;

export const logEntity = (entity: LinkEntity) => (entity === 'commercial_customer' ? 'customer' : entity);

/**
 * Queues what QuickBooks has not got; answers how many changes were added. `invoiceLimit` queues only the newest
 * unpaid invoices and their customers (the demo seed posts a few and leaves the rest to the task).
 */
export async function queueMissing(deps: AppDeps, organizationId: number, options: { invoiceLimit?: number } = {}) {
  const now = deps.clock.now();
  const syncFrom = (await findConnection(deps.db, organizationId))?.sync_from ?? null;
  const [invoices, voids, payments, payouts, refunds] = await Promise.all([
    unpushedInvoices(deps.db, organizationId, syncFrom),
    unpushedVoids(deps.db, organizationId),
    unpushedPayments(deps.db, organizationId, syncFrom),
    unpushedPayouts(deps.db, organizationId, syncFrom),
    unpushedRefunds(deps.db, organizationId, syncFrom),
  ]);
  const [people, companies] = await Promise.all([
    linksOf(deps.db, organizationId, 'customer'),
    linksOf(deps.db, organizationId, 'commercial_customer'),
  ]);
  const linked = new Set([
    ...people.map((row) => `customer:${row.local_id}`),
    ...companies.map((row) => `commercial_customer:${row.local_id}`),
  ]);
  let queued = 0;
  const add = async (entity: LinkEntity, localId: number, operation: 'create' | 'void' = 'create') => {
    queued += await enqueue(deps.db, organizationId, { entity, local_id: localId, operation }, now);
  };
  const limited = options.invoiceLimit !== undefined;
  const chosen = limited ? invoices.filter((invoice) => invoice.unpaid).slice(-options.invoiceLimit!) : invoices;
  for (const invoice of chosen) {
    const [entity, clientId] =
      invoice.client_id !== null
        ? (['customer', invoice.client_id] as const)
        : (['commercial_customer', invoice.commercial_customer_id!] as const);
    if (!linked.has(`${entity}:${clientId}`)) {
      linked.add(`${entity}:${clientId}`);
      await add(entity, clientId);
    }
    await add('invoice', invoice.id);
  }
  if (limited) return queued;
  for (const invoice of voids) await add('invoice', invoice.id, 'void');
  // A client edited here since its customer was last written there: ours wins.
  for (const client of await clientsChangedSinceSync(deps.db, organizationId))
    queued += await enqueue(
      deps.db,
      organizationId,
      { entity: client.entity, local_id: client.id, operation: 'update' },
      now,
    );
  for (const payment of payments) await add('payment', payment.id);
  for (const payout of payouts) await add('deposit', payout.id);
  for (const refund of refunds) await add('refund', refund.id);
  return queued;
}

const matchingFirst = () => refusal(422, 'matching_incomplete', 'Match customers before the first sync');

/**
 * PUT /api/quickbooks/sync_from: from then on, never after today nor before two years ago. Moved earlier, what it
 * newly covers is queued at once (once the company is mapped and matched; until then the first sync takes it).
 */
export async function changeSyncFrom(deps: AppDeps, member: MemberContext, body: QuickbooksSyncFromBody) {
  const organizationId = member.organization.id;
  const connection = await requireConnection(deps, organizationId);
  const day = body.sync_from;
  const problem = syncFromProblem(day, organizationToday(member.organization, deps.clock.now()));
  if (problem) throw validationFailed({ sync_from: [problem] });
  await updateConnection(deps.db, organizationId, { sync_from: day, updated_at: deps.clock.now() });
  const earlier = connection.sync_from === null || day < connection.sync_from;
  if (earlier && connection.matching_done_at && (await findMappings(deps.db, organizationId)))
    await queueMissing(deps, organizationId);
  return statusOf(deps, organizationId);
}

/** POST /api/quickbooks/sync. */
export async function syncNow(deps: AppDeps, organizationId: number) {
  const connection = await requireConnection(deps, organizationId);
  if (!connection.matching_done_at) throw matchingFirst();
  if (!(await findMappings(deps.db, organizationId)))
    throw refusal(422, 'mapping_incomplete', 'Map accounts and items before the first sync');
  return { queued: await queueMissing(deps, organizationId) };
}

function failureOf(error: unknown) {
  if (error instanceof AccountingError) return { message: error.message, retryable: error.retryable };
  return { message: error instanceof Error ? error.message : String(error), retryable: true };
}

/** Posts one leased change; its outcome and the log row are written together. */
async function workChange(deps: AppDeps, change: QueueRow, now: Date) {
  const db = deps.db;
  const organizationId = change.organization_id;
  let outcome: PostOutcome;
  try {
    const mappings = await findMappings(db, organizationId);
    const connection = await findConnection(db, organizationId);
    if (!mappings || !connection?.refresh_token_sealed)
      throw new AccountingError('QuickBooks is not connected or not mapped', true);
    const company = await companyFor(deps, organizationId);
    outcome = await postChange({ deps, db, company, mappings, change, now });
  } catch (error) {
    const failure = failureOf(error);
    const attempts = change.attempts + 1;
    const givesUp = !failure.retryable || attempts > BACKOFF_MS.length;
    await updateChange(db, organizationId, change.id, {
      attempts,
      status: givesUp ? 'failed' : 'queued',
      next_attempt_at: givesUp ? change.next_attempt_at : new Date(now.getTime() + BACKOFF_MS[attempts - 1]!),
      last_error: failure.message,
      updated_at: now,
    });
    await writeLog(db, organizationId, {
      at: now,
      direction: 'push',
      entity: logEntity(change.entity),
      label: `${change.entity} ${change.local_id}`,
      local_id: change.local_id,
      quickbooks_id: null,
      operation: change.operation,
      status: givesUp ? 'error' : 'retrying',
      attempts,
      message: failure.message,
      queue_id: change.id,
    });
    return;
  }
  if (outcome.kind === 'waiting') {
    await updateChange(db, organizationId, change.id, {
      next_attempt_at: new Date(now.getTime() + WAIT_MS),
      last_error: outcome.reason,
      updated_at: now,
    });
    return;
  }
  await updateChange(db, organizationId, change.id, {
    status: 'done',
    attempts: change.attempts + 1,
    last_error: null,
    updated_at: now,
  });
  if (outcome.kind === 'skipped') return;
  await writeLog(db, organizationId, {
    at: now,
    direction: 'push',
    entity: logEntity(change.entity),
    label: outcome.label,
    local_id: change.local_id,
    quickbooks_id: outcome.ref.id,
    operation: change.operation,
    status: 'ok',
    attempts: change.attempts + 1,
    message: null,
    queue_id: change.id,
  });
  await updateConnection(db, organizationId, { last_sync_at: now });
}

/**
 * One pass of the task (every 10 s) works for this long at most: a first sync moves along in minutes while requests,
 * on the embedded database's single connection, still get their turn between passes and between changes.
 */
const PASS_BUDGET_MS = 5_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Works due changes one at a time, customers first: each leased with SKIP LOCKED, so two instances working the queue
 * at once never post one change twice. Stops when nothing is due, after `max` changes, or when the pass's time is
 * up. Answers how many it worked.
 */
export async function workQueue(deps: AppDeps, options: { max?: number; at?: Date; budgetMs?: number } = {}) {
  const max = options.max ?? Number.POSITIVE_INFINITY;
  const stopAt = performance.now() + (options.budgetMs ?? PASS_BUDGET_MS);
  let worked = 0;
  while (worked < max && performance.now() < stopAt) {
    const now = options.at ?? deps.clock.now();
    const change = await claimDueChange(deps.db, now, new Date(now.getTime() + LEASE_MS));
    if (!change) break;
    await workChange(deps, change, now);
    worked += 1;
    await nextTurn();
  }
  return worked;
}

/** The scheduled task: each connected organization's scan once per interval (one instance claims it), then the queue. */
export async function runQuickbooksSync(deps: AppDeps) {
  const now = deps.clock.now();
  const before = new Date(now.getTime() - SCAN_EVERY_MS);
  const work = await syncTaskWork(deps.db, now, before, refreshBefore(deps));
  // Tokens are renewed here, ahead of their end, so that reads (GET routes) never have to.
  await refreshDueTokens(deps, work.refresh);
  for (const organizationId of work.scan) {
    // Claimed first, so an organization not ready yet is looked at once an interval, not on every pass.
    if (!(await claimPass(deps.db, organizationId, 'scan_claimed_at', before, now))) continue;
    const connection = await findConnection(deps.db, organizationId);
    if (connection?.matching_done_at && (await findMappings(deps.db, organizationId)))
      await queueMissing(deps, organizationId);
  }
  return work.queueDue || work.scan.length ? workQueue(deps) : 0;
}
