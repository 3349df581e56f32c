/**
 * What changes in QuickBooks comes back (issue 17): verified webhooks, answered at once and worked after, with change
 * data capture every quarter hour as the safety net. A payment entered there against an invoice we pushed becomes our
 * payment, once (its id is the payment's idempotency key); a void there of an invoice unpaid here voids it here.
 */
import { clientRefOf, voidUnpaidInvoice } from '../invoices/index.ts';
import { recordAccountingPayment } from '../payments/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type {
  AccountingCompany,
  AccountingInvoice,
  AccountingPayment,
} from '../../platform/providers/accounting/accounting.ts';
import { companyFor } from './quickbooks-connection.service.ts';
import {
  claimPass,
  findConnection,
  findConnectionByRealm,
  findLinkByRemote,
  saveLink,
  storeQuickbooksCustomers,
  updateConnection,
} from './quickbooks.repository.ts';
import { claimNotices, keepNotice, pullTaskWork, writeLog } from './quickbooks-sync.repository.ts';
import { invoiceById } from './quickbooks-records.repository.ts';
import { PULLED_KEY } from './quickbooks-posting.ts';
import { applyRemoteCustomer } from './quickbooks-customer-pull.ts';

const PULL_EVERY_MS = 15 * 60_000;
/** QuickBooks keeps changes this long. */
const CDC_WINDOW_MS = 30 * 24 * 60 * 60_000 - 5 * 60_000;

/** Keeps the notices of a verified webhook; the caller answers 200 and has them worked after. */
export async function receiveWebhook(deps: AppDeps, rawBody: string, signature: string | undefined) {
  const notices = deps.accounting.readWebhook(rawBody, signature);
  if (!notices) throw new HttpError(401, { message: 'The signature does not match.' });
  const now = deps.clock.now();
  let kept = 0;
  for (const notice of notices) {
    if (notice.entity === 'other') continue;
    const connection = await findConnectionByRealm(deps.db, notice.realm_id);
    if (!connection) continue;
    await keepNotice(deps.db, connection.organization_id, {
      entity: notice.entity,
      quickbooks_id: notice.id,
      operation: notice.operation,
      received_at: now,
    });
    kept += 1;
  }
  return { received: kept };
}

export async function applyRemotePayment(deps: AppDeps, organizationId: number, payment: AccountingPayment) {
  if (payment.our_id) return false;
  if (await findLinkByRemote(deps.db, organizationId, 'payment', payment.id)) return false;
  const ours = [];
  for (const applied of payment.applied) {
    const link = await findLinkByRemote(deps.db, organizationId, 'invoice', applied.invoice_id);
    const invoice = link ? await invoiceById(deps.db, organizationId, link.local_id) : null;
    if (invoice) ours.push(invoice);
  }
  if (!ours.length) return false;
  const now = deps.clock.now();
  const label = `Payment for ${ours.map((invoice) => `Invoice #${invoice.number}`).join(', ')}`;
  const open = ours.filter((invoice) => invoice.status === 'open' && invoice.amount_due_cents > invoice.paid_cents);
  const log = (status: 'ok' | 'error', message: string | null, localId: number | null) =>
    writeLog(deps.db, organizationId, {
      at: now,
      direction: 'pull',
      entity: 'payment',
      label,
      local_id: localId,
      quickbooks_id: payment.id,
      operation: 'create',
      status,
      attempts: 1,
      message,
    });
  const client = clientRefOf(ours[0]!);
  const result = open.length
    ? await recordAccountingPayment(deps, organizationId, {
        client,
        amount_cents: payment.amount_cents,
        invoice_ids: open
          .filter(
            (invoice) =>
              invoice.client_id === client.client_id &&
              invoice.commercial_customer_id === client.commercial_customer_id,
          )
          .map((invoice) => invoice.id),
        received_on: payment.txn_date,
        note: `Entered in QuickBooks (payment ${payment.id})`,
        idempotency_key: `${PULLED_KEY}${payment.id}`,
      })
    : null;
  if (!result) {
    await log('error', 'The invoice is not open here: see the reconciliation.', null);
    return false;
  }
  await saveLink(deps.db, organizationId, {
    entity: 'payment',
    local_id: result.payment_id,
    quickbooks_id: payment.id,
    sync_token: payment.sync_token,
    synced_at: now,
  });
  if (result.recorded) await log('ok', null, result.payment_id);
  return result.recorded;
}

export async function applyRemoteInvoice(deps: AppDeps, organizationId: number, remote: AccountingInvoice) {
  if (!remote.voided) return false;
  const link = await findLinkByRemote(deps.db, organizationId, 'invoice', remote.id);
  if (!link || link.voided_at) return false;
  const invoice = await invoiceById(deps.db, organizationId, link.local_id);
  if (!invoice) return false;
  const now = deps.clock.now();
  let message: string | null = null;
  if (invoice.status !== 'void') {
    if (invoice.status !== 'open' || invoice.paid_cents > 0) message = 'Paid here: not voided. See the reconciliation.';
    else await voidUnpaidInvoice(deps, organizationId, invoice.id, 'Voided in QuickBooks', null);
  }
  if (!message)
    await saveLink(deps.db, organizationId, { ...link, sync_token: remote.sync_token, voided_at: now, synced_at: now });
  await writeLog(deps.db, organizationId, {
    at: now,
    direction: 'pull',
    entity: 'invoice',
    label: `Invoice #${invoice.number}`,
    local_id: invoice.id,
    quickbooks_id: remote.id,
    operation: 'void',
    status: message ? 'error' : 'ok',
    attempts: 1,
    message,
  });
  return !message;
}

async function applyNotice(
  deps: AppDeps,
  company: AccountingCompany,
  organizationId: number,
  notice: { entity: string; quickbooks_id: string },
) {
  if (notice.entity === 'payment') {
    const payment = await deps.accounting.payment(company, notice.quickbooks_id);
    if (payment) await applyRemotePayment(deps, organizationId, payment);
  } else if (notice.entity === 'invoice') {
    const invoice = await deps.accounting.invoice(company, notice.quickbooks_id);
    if (invoice) await applyRemoteInvoice(deps, organizationId, invoice);
  } else if (notice.entity === 'customer') {
    const customer = await deps.accounting.customer(company, notice.quickbooks_id);
    if (customer) await applyRemoteCustomer(deps, organizationId, customer);
  }
}

/**
 * Works waiting notices, each claimed by stamping it in one statement with SKIP LOCKED: another instance takes
 * others. One that fails is left to the change feed, which reads the same change again.
 */
export async function processNotices(deps: AppDeps) {
  let worked = 0;
  for (;;) {
    const now = deps.clock.now();
    const claimed = await claimNotices(deps.db, now);
    if (!claimed.length) return worked;
    for (const notice of claimed) {
      try {
        const company = await companyFor(deps, notice.organization_id);
        await applyNotice(deps, company, notice.organization_id, notice);
      } catch (error) {
        await writeLog(deps.db, notice.organization_id, {
          at: now,
          direction: 'pull',
          entity: notice.entity === 'invoice' ? 'invoice' : notice.entity === 'payment' ? 'payment' : 'customer',
          label: `${notice.entity} ${notice.quickbooks_id}`,
          local_id: null,
          quickbooks_id: notice.quickbooks_id,
          operation: notice.operation,
          status: 'error',
          attempts: 1,
          message: error instanceof Error ? error.message : String(error),
        });
      }
      worked += 1;
    }
  }
}

/** Reads what changed since the last pull (30 days at most) and applies it. */
export async function pullChanges(deps: AppDeps, organizationId: number) {
  const connection = await findConnection(deps.db, organizationId);
  if (!connection?.refresh_token_sealed) return 0;
  const startedAt = deps.clock.now();
  const oldest = new Date(startedAt.getTime() - CDC_WINDOW_MS);
  const since = connection.last_pull_at && connection.last_pull_at > oldest ? connection.last_pull_at : oldest;
  const company = await companyFor(deps, organizationId);
  const changes = await deps.accounting.changesSince(company, since);
  await storeQuickbooksCustomers(
    deps.db,
    organizationId,
    changes.customers.map((customer) => ({
      quickbooks_id: customer.id,
      sync_token: customer.sync_token,
      display_name: customer.display_name,
      email: customer.email,
      balance_cents: customer.balance_cents,
      active: customer.active,
    })),
  );
  let applied = 0;
  for (const payment of changes.payments) if (await applyRemotePayment(deps, organizationId, payment)) applied += 1;
  for (const invoice of changes.invoices) if (await applyRemoteInvoice(deps, organizationId, invoice)) applied += 1;
  for (const customer of changes.customers) if (await applyRemoteCustomer(deps, organizationId, customer)) applied += 1;
  await updateConnection(deps.db, organizationId, { last_pull_at: startedAt });
  return applied;
}

/** The scheduled task: notices first, then each connected organization's change feed once per interval. */
export async function runQuickbooksPull(deps: AppDeps) {
  const now = deps.clock.now();
  const before = new Date(now.getTime() - PULL_EVERY_MS);
  const work = await pullTaskWork(deps.db, before);
  if (work.notices) await processNotices(deps);
  let applied = 0;
  for (const organizationId of work.pull)
    if (await claimPass(deps.db, organizationId, 'pull_claimed_at', before, now))
      applied += await pullChanges(deps, organizationId);
  return applied;
}

/** The change feed reads from now on (the demo: the payment it plants stays a mismatch until fixed by hand). */
export async function startChangeFeedNow(deps: AppDeps, organizationId: number) {
  const now = deps.clock.now();
  await updateConnection(deps.db, organizationId, { last_pull_at: now, pull_claimed_at: now });
}
