/**
 * One queued change as QuickBooks wants it. Every call carries the change's fixed request id, so the retry of a call
 * whose answer was lost gets the record the first call made. Links are written in the claiming transaction.
 */
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  AccountingError,
  type AccountingCompany,
  type AccountingRef,
  type CustomerInput,
  type InvoiceInput,
  type InvoiceLineInput,
} from '../../platform/providers/accounting/accounting.ts';
import {
  type MappingsRow,
  findLink,
  lowerEmail,
  matchesOf,
  nameKey,
  quickbooksCustomersOf,
  saveLink,
  saveMatch,
  storeQuickbooksCustomers,
} from './quickbooks.repository.ts';
import { type QueueRow } from './quickbooks-sync.repository.ts';
import {
  type OurClient,
  invoiceForPush,
  ourClient,
  paymentForPush,
  payoutForPush,
} from './quickbooks-records.repository.ts';
import type { ClientKind, LinkEntity } from './quickbooks.table.ts';
import { postRefund } from './quickbooks-refunds.ts';

/** The idempotency key prefix of payments recorded from QuickBooks. */
export const PULLED_KEY = 'quickbooks:';

export type PostOutcome =
  | { kind: 'posted'; ref: AccountingRef; label: string }
  | { kind: 'waiting'; reason: string }
  | { kind: 'skipped' };

export interface PostContext {
  deps: AppDeps;
  db: Db;
  company: AccountingCompany;
  mappings: MappingsRow;
  change: QueueRow;
  now: Date;
}

const customerEntity = (kind: ClientKind): LinkEntity => (kind === 'commercial' ? 'commercial_customer' : 'customer');

/** QuickBooks refuses a colon and a display name already in use: strip the one, number the other. */
export function uniqueDisplayName(name: string, taken: ReadonlySet<string>) {
  const base = name.replace(/:/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 90) || 'Customer';
  let candidate = base;
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${base} (${copy})`;
  return candidate;
}

function customerInput(client: OurClient, displayName: string): CustomerInput {
  return {
    display_name: displayName,
    given_name: client.given_name,
    family_name: client.family_name,
    company_name: client.company_name,
    email: client.email,
    phone: client.phone,
    billing_address: client.address,
    our_id: `${client.kind}:${client.id}`,
  };
}

async function postCustomer(context: PostContext, kind: ClientKind): Promise<PostOutcome> {
  const { deps, db, company, change, now } = context;
  const organizationId = change.organization_id;
  const entity = customerEntity(kind);
  const client = await ourClient(db, organizationId, kind, change.local_id);
  if (!client) return { kind: 'skipped' };
  const linked = await findLink(db, organizationId, entity, client.id);
  if (change.operation === 'update') {
    if (!linked) return { kind: 'skipped' };
    const customers = await quickbooksCustomersOf(db, organizationId);
    const own = customers.find((customer) => customer.quickbooks_id === linked.quickbooks_id);
    const taken = new Set(
      customers.filter((customer) => customer !== own).map((row) => row.display_name.toLowerCase()),
    );
    const ref = await deps.accounting.updateCustomer(
      company,
      { id: linked.quickbooks_id, sync_token: linked.sync_token },
      customerInput(client, uniqueDisplayName(client.name, taken)),
      change.request_id,
    );
    await saveLink(db, organizationId, {
      entity,
      local_id: client.id,
      quickbooks_id: ref.id,
      sync_token: ref.sync_token,
      synced_at: now,
    });
    return { kind: 'posted', ref, label: client.name };
  }
  if (linked) return { kind: 'skipped' };
  const [customers, decisions] = await Promise.all([
    quickbooksCustomersOf(db, organizationId),
    matchesOf(db, organizationId),
  ]);
  const decision = decisions.find((row) => row.client_kind === kind && row.local_id === client.id);
  const used = new Set(decisions.flatMap((row) => (row.quickbooks_customer_id ? [row.quickbooks_customer_id] : [])));
  // A client the matching step never saw (added since) joins a free customer of the same e-mail or name, never a twin.
  if (!decision) {
    const twin = customers.find(
      (customer) =>
        !used.has(customer.quickbooks_id) &&
        ((client.email && lowerEmail(customer.email) === lowerEmail(client.email)) ||
          customer.name_key === nameKey(client.name)),
    );
    if (twin) {
      await saveMatch(db, organizationId, {
        client_kind: kind,
        local_id: client.id,
        quickbooks_customer_id: twin.quickbooks_id,
        method: twin.email && lowerEmail(twin.email) === lowerEmail(client.email) ? 'email' : 'name',
      });
      const ref = { id: twin.quickbooks_id, sync_token: twin.sync_token };
      await saveLink(db, organizationId, {
        entity,
        local_id: client.id,
        quickbooks_id: ref.id,
        sync_token: ref.sync_token,
        synced_at: now,
      });
      return { kind: 'posted', ref, label: `${client.name} (linked to ${twin.display_name})` };
    }
  }
  const displayName = uniqueDisplayName(client.name, new Set(customers.map((row) => row.display_name.toLowerCase())));
  const ref = await deps.accounting.createCustomer(company, customerInput(client, displayName), change.request_id);
  await storeQuickbooksCustomers(db, organizationId, [
    {
      quickbooks_id: ref.id,
      sync_token: ref.sync_token,
      display_name: displayName,
      email: client.email,
      balance_cents: 0,
      active: true,
    },
  ]);
  await saveMatch(db, organizationId, {
    client_kind: kind,
    local_id: client.id,
    quickbooks_customer_id: ref.id,
    method: decision?.method ?? 'create',
  });
  await saveLink(db, organizationId, {
    entity,
    local_id: client.id,
    quickbooks_id: ref.id,
    sync_token: ref.sync_token,
    synced_at: now,
  });
  return { kind: 'posted', ref, label: client.name };
}

/** The item a line is booked as: the plan's or cross-sell's own item, else the default (tips: the tip item). */
function itemOf(mappings: MappingsRow, line: { kind: string; cross_sell_id: number | null }, planId: number | null) {
  const mapped = (kind: 'service_plan' | 'cross_sell', id: number | null) =>
    id === null ? undefined : mappings.items.find((item) => item.kind === kind && item.local_id === id)?.item_id;
  if (line.kind === 'cross_sell') return mapped('cross_sell', line.cross_sell_id) ?? mappings.default_item_id;
  if (line.kind === 'tip') return mappings.tip_item_id ?? mappings.default_item_id;
  if (line.kind === 'visit' || line.kind === 'charged_skip' || line.kind === 'skipped_visit_credit')
    return mapped('service_plan', planId) ?? mappings.default_item_id;
  return mappings.default_item_id;
}

async function postInvoice(context: PostContext): Promise<PostOutcome> {
  const { deps, db, company, change, mappings, now } = context;
  const organizationId = change.organization_id;
  const found = await invoiceForPush(db, organizationId, change.local_id);
  if (!found) return { kind: 'skipped' };
  const { invoice } = found;
  const label = `Invoice #${invoice.number}`;
  const linked = await findLink(db, organizationId, 'invoice', invoice.id);
  if (change.operation === 'void') {
    if (!linked || linked.voided_at) return { kind: 'skipped' };
    const ref = await deps.accounting.voidInvoice(
      company,
      { id: linked.quickbooks_id, sync_token: linked.sync_token },
      change.request_id,
    );
    await saveLink(db, organizationId, {
      entity: 'invoice',
      local_id: invoice.id,
      quickbooks_id: ref.id,
      sync_token: ref.sync_token,
      synced_at: now,
      voided_at: now,
    });
    return { kind: 'posted', ref, label };
  }
  if (change.operation === 'update') {
    if (!linked || linked.voided_at || invoice.status === 'void') return { kind: 'skipped' };
    // Their sync token moves whenever a payment is applied there: update from the latest one.
    const theirs = await deps.accounting.invoice(company, linked.quickbooks_id);
    if (!theirs) return { kind: 'skipped' };
    const ref = await deps.accounting.updateInvoice(
      company,
      { id: theirs.id, sync_token: theirs.sync_token },
      invoiceInput(found, mappings, theirs.customer_id),
      change.request_id,
    );
    await saveLink(db, organizationId, { ...linked, sync_token: ref.sync_token, synced_at: now });
    return { kind: 'posted', ref, label };
  }
  if (linked) return { kind: 'skipped' };
  const customer =
    invoice.client_id !== null
      ? await findLink(db, organizationId, 'customer', invoice.client_id)
      : await findLink(db, organizationId, 'commercial_customer', invoice.commercial_customer_id!);
  if (!customer) return { kind: 'waiting', reason: 'Waiting for the customer to reach QuickBooks' };
  const ref = await deps.accounting.createInvoice(
    company,
    invoiceInput(found, mappings, customer.quickbooks_id),
    change.request_id,
  );
  await saveLink(db, organizationId, {
    entity: 'invoice',
    local_id: invoice.id,
    quickbooks_id: ref.id,
    sync_token: ref.sync_token,
    synced_at: now,
  });
  return { kind: 'posted', ref, label };
}

type InvoiceForPush = NonNullable<Awaited<ReturnType<typeof invoiceForPush>>>;

/** Our invoice as QuickBooks books it: each line on its item, and its total equal to ours. */
function invoiceInput(found: InvoiceForPush, mappings: MappingsRow, customerId: string): InvoiceInput {
  const { invoice, lines } = found;
  const inputLines: InvoiceLineInput[] = lines.map((line) => ({
    item_id: itemOf(mappings, line, found.service_plan_id),
    description: line.description,
    amount_cents: line.amount_cents - line.discount_cents,
    taxable: line.taxable && !invoice.tax_exempt,
  }));
  // Credit and gift certificates lower what is due, not the invoice: QuickBooks' total must equal ours.
  const difference =
    invoice.total_cents - invoice.tax_cents - inputLines.reduce((sum, line) => sum + line.amount_cents, 0);
  if (difference !== 0)
    inputLines.push({
      item_id: mappings.default_item_id,
      description: 'Discount',
      amount_cents: difference,
      taxable: false,
    });
  return {
    customer_id: customerId,
    doc_number: String(invoice.number),
    txn_date: invoice.issue_date,
    due_date: invoice.due_date,
    lines: inputLines,
    tax_code_id: invoice.tax_exempt ? null : mappings.tax_code_id,
    tax_cents: invoice.tax_cents,
    our_id: String(invoice.id),
  };
}

async function postPayment(context: PostContext): Promise<PostOutcome> {
  const { deps, db, company, change, now } = context;
  const organizationId = change.organization_id;
  if (await findLink(db, organizationId, 'payment', change.local_id)) return { kind: 'skipped' };
  const found = await paymentForPush(db, organizationId, change.local_id);
  // A payment that came from QuickBooks is there already.
  if (!found || found.payment.status !== 'succeeded' || found.payment.idempotency_key?.startsWith(PULLED_KEY))
    return { kind: 'skipped' };
  const { payment, applied } = found;
  const customer =
    payment.client_id !== null
      ? await findLink(db, organizationId, 'customer', payment.client_id)
      : await findLink(db, organizationId, 'commercial_customer', payment.commercial_customer_id!);
  if (!customer) return { kind: 'waiting', reason: 'Waiting for the customer to reach QuickBooks' };
  const invoiceLinks = await Promise.all(applied.map((row) => findLink(db, organizationId, 'invoice', row.invoice_id)));
  if (invoiceLinks.some((link) => !link))
    return { kind: 'waiting', reason: 'Waiting for its invoices to reach QuickBooks' };
  const ref = await deps.accounting.createPayment(
    company,
    {
      customer_id: customer.quickbooks_id,
      txn_date: payment.received_on,
      amount_cents: payment.amount_cents,
      applied: applied.map((row, index) => ({
        invoice_id: invoiceLinks[index]!.quickbooks_id,
        amount_cents: row.amount_cents,
      })),
      deposit_account_id: null,
      reference: payment.check_number ?? payment.processor_ref,
      our_id: String(payment.id),
    },
    change.request_id,
  );
  await saveLink(db, organizationId, {
    entity: 'payment',
    local_id: payment.id,
    quickbooks_id: ref.id,
    sync_token: ref.sync_token,
    synced_at: now,
  });
  return { kind: 'posted', ref, label: `Payment ${payment.id}` };
}

/** One bank deposit per payout: its payments, less the processor's fees and the refunds it took back. */
async function postDeposit(context: PostContext): Promise<PostOutcome> {
  const { deps, db, company, change, mappings, now } = context;
  const organizationId = change.organization_id;
  if (await findLink(db, organizationId, 'deposit', change.local_id)) return { kind: 'skipped' };
  const found = await payoutForPush(db, organizationId, change.local_id);
  if (!found || found.payout.status !== 'paid') return { kind: 'skipped' };
  const paymentLinks = await Promise.all(found.payments.map((row) => findLink(db, organizationId, 'payment', row.id)));
  if (paymentLinks.some((link) => !link))
    return { kind: 'waiting', reason: 'Waiting for its payments to reach QuickBooks' };
  // Without it the deposit would not come to what reached the bank; the office maps it, then retries from the log.
  if (found.payout.refund_cents > 0 && !mappings.refund_account_id)
    throw new AccountingError('This payout took back refunds: pick a refunds account on the Mapping tab', false);
  const ref = await deps.accounting.createDeposit(
    company,
    {
      deposit_account_id: mappings.deposit_account_id,
      txn_date: found.payout.arrival_date,
      payment_ids: paymentLinks.map((link) => link!.quickbooks_id),
      fee_cents: found.payments.reduce((sum, row) => sum + row.fee_cents, 0),
      fee_expense_account_id: mappings.fee_expense_account_id,
      refund_cents: found.payout.refund_cents,
      refund_account_id: mappings.refund_account_id,
      our_id: String(found.payout.id),
    },
    change.request_id,
  );
  await saveLink(db, organizationId, {
    entity: 'deposit',
    local_id: found.payout.id,
    quickbooks_id: ref.id,
    sync_token: ref.sync_token,
    synced_at: now,
  });
  return { kind: 'posted', ref, label: `Payout of ${found.payout.arrival_date}` };
}

export function postChange(context: PostContext): Promise<PostOutcome> {
  switch (context.change.entity) {
    case 'customer':
      return postCustomer(context, 'residential');
    case 'commercial_customer':
      return postCustomer(context, 'commercial');
    case 'invoice':
      return postInvoice(context);
    case 'payment':
      return postPayment(context);
    case 'deposit':
      return postDeposit(context);
    case 'refund':
      return postRefund(context);
  }
}
