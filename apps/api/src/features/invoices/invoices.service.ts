import { addDays, format, parseISO } from 'date-fns';
import type { z } from 'zod';
import {
  hasPermission,
  messages,
  pageOffset,
  shownInvoiceStatus,
  type InvoiceSummaryWire,
  type InvoiceWire,
  type Permission,
  type createInvoiceFromJobSchema,
  type createInvoiceSchema,
  type editInvoiceSchema,
  type invoiceListQuerySchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { forbidden, notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import { cardOnFileOf } from '../payments/index.ts';
import { couponColumns, giftCertificateColumns } from './draft-discounts.ts';
import { applicationsOfInvoices, availableCreditCents, clientRefOf } from './client-ledger.ts';
import { billingSettingsOf, salesTaxRateFor, takeInvoiceNumbers } from './billing-settings.repository.ts';
import { billToOf } from './invoice-finalize.ts';
import { storeLines, storedTotals, totalsOf, type NewLine } from './invoice-totals.ts';
import type { InvoiceBillTo } from './invoices.table.ts';
import {
  balanceOf,
  findClientToBill,
  findCommercialCustomerToBill,
  findInvoice,
  findUninvoicedOneTimeJob,
  insertInvoice,
  jobExists,
  linesOf,
  listInvoices,
  updateDraft,
  type InvoiceLineRow,
  type InvoiceRow,
} from './invoices.repository.ts';
import { claimIdempotencyKey } from '../../platform/http/idempotency.ts';

const today = (deps: AppDeps, member: MemberContext) => organizationToday(member.organization, deps.clock.now());
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentInvoiceSummary(row: InvoiceRow, day: string): InvoiceSummaryWire {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    client_id: row.client_id,
    commercial_customer_id: row.commercial_customer_id,
    client_name: row.bill_to.name,
    status: row.status,
    shown_status: shownInvoiceStatus(row, day),
    issue_date: row.issue_date,
    due_date: row.due_date,
    period_start: row.period_start,
    period_end: row.period_end,
    total_cents: row.total_cents,
    amount_due_cents: row.amount_due_cents,
    paid_cents: row.paid_cents,
    balance_cents: balanceOf(row),
    sent_at: iso(row.sent_at),
  };
}

const LIST_PERMISSION: Record<'recurring' | 'one_time', Permission> = {
  recurring: 'recurring_invoices',
  one_time: 'one_time_invoices',
};

export async function listInvoicesFor(
  deps: AppDeps,
  member: MemberContext,
  query: z.output<typeof invoiceListQuerySchema>,
) {
  // Each list has its own permission (spec §2 menu); without a kind, the one-invoice permission covers both.
  const needed = query.kind ? LIST_PERMISSION[query.kind] : 'invoice';
  if (!hasPermission(member.membership.permissions, needed)) throw forbidden();
  const day = today(deps, member);
  const { rows, total, total_cents, balance_cents } = await listInvoices(
    deps.db,
    member.organization.id,
    { ...query, today: day },
    { limit: query.per_page, offset: pageOffset(query) },
  );
  return {
    data: rows.map((row) => presentInvoiceSummary(row, day)),
    meta: { page: query.page, per_page: query.per_page, total },
    totals: { total_cents, balance_cents },
  };
}

export async function invoiceOrNotFound(deps: AppDeps, member: MemberContext, id: number) {
  const invoice = await findInvoice(deps.db, { organization_id: member.organization.id, id });
  if (!invoice) throw notFound('This invoice does not exist.');
  return invoice;
}

export async function presentInvoice(deps: AppDeps, member: MemberContext, invoice: InvoiceRow): Promise<InvoiceWire> {
  const organizationId = member.organization.id;
  const [lines, applications, credit, card] = [
    await linesOf(deps.db, { organization_id: organizationId, id: invoice.id }),
    await applicationsOfInvoices(deps.db, organizationId, [invoice.id]),
    invoice.status === 'draft' ? await availableCreditCents(deps.db, organizationId, clientRefOf(invoice)) : 0,
    await cardOnFileOf(deps.db, organizationId, clientRefOf(invoice)),
  ];
  return {
    ...presentInvoiceSummary(invoice, today(deps, member)),
    bill_to: invoice.bill_to,
    subscription_id: invoice.subscription_id,
    coupon_code: invoice.coupon_code,
    coupon_percent_off: invoice.coupon_percent_off,
    coupon_amount_off_cents: invoice.coupon_amount_off_cents,
    tax_exempt: invoice.tax_exempt,
    tax_rate_millipercent: invoice.tax_rate_millipercent,
    tax_rate_name: invoice.tax_rate_name,
    subtotal_cents: invoice.subtotal_cents,
    discount_cents: invoice.discount_cents,
    tax_cents: invoice.tax_cents,
    credit_applied_cents: invoice.credit_applied_cents,
    gift_certificate_code: invoice.gift_certificate_code,
    gift_certificate_applied_cents: invoice.gift_certificate_applied_cents,
    notes: invoice.notes,
    finalized_at: iso(invoice.finalized_at),
    paid_at: iso(invoice.paid_at),
    voided_at: iso(invoice.voided_at),
    void_reason: invoice.void_reason,
    available_credit_cents: Math.max(0, credit),
    card_on_file: card,
    lines: lines.map(presentLine),
    payments: applications.map((application) => ({
      payment_id: application.payment_id,
      amount_cents: application.amount_cents,
      applied_at: application.created_at.toISOString(),
    })),
  };
}

const presentLine = (line: InvoiceLineRow) => ({
  id: line.id,
  position: line.position,
  kind: line.kind,
  description: line.description,
  service_date: line.service_date,
  quantity: line.quantity,
  unit_cents: line.unit_cents,
  amount_cents: line.amount_cents,
  discount_cents: line.discount_cents,
  taxable: line.taxable,
  discountable: line.discountable,
});

export async function showInvoice(deps: AppDeps, member: MemberContext, id: number) {
  return { invoice: await presentInvoice(deps, member, await invoiceOrNotFound(deps, member, id)) };
}

/** Who is billed, where their tax comes from, and whether they are exempt; null when not this organization's. */
async function billingFacts(
  deps: AppDeps,
  organizationId: number,
  who: { client_id: number | null; commercial_customer_id: number | null },
) {
  if (who.client_id !== null) {
    const found = await findClientToBill(deps.db, organizationId, who.client_id);
    if (!found) return null;
    return {
      zip: found.location?.zip ?? null,
      tax_exempt: found.client.tax_exempt,
      payer_id: found.client.billing_client_id,
    };
  }
  const customer = await findCommercialCustomerToBill(deps.db, organizationId, who.commercial_customer_id!);
  return customer ? { zip: customer.billing_zip, tax_exempt: customer.tax_exempt, payer_id: null } : null;
}

const forMember = (line: NewLine, served: InvoiceBillTo) =>
  `${line.description} (for ${served.name}${served.address ? `, ${served.address}` : ''})`;

async function createDraft(
  deps: AppDeps,
  member: MemberContext,
  who: { client_id: number | null; commercial_customer_id: number | null },
  lines: NewLine[],
  details: { notes: string | null; due_date: string | null },
) {
  const organizationId = member.organization.id;
  const facts = await billingFacts(deps, organizationId, who);
  if (!facts)
    throw validationFailed(
      who.client_id !== null ? { client_id: [messages.notValid] } : { commercial_customer_id: [messages.notValid] },
    );
  const served = (await billToOf(deps.db, organizationId, who))!;
  // A household member's invoice is made out to its payer and keeps the member (and the address served) on its lines.
  const payer = facts.payer_id ? { client_id: facts.payer_id, commercial_customer_id: null } : null;
  const billTo = (payer && (await billToOf(deps.db, organizationId, payer))) || served;
  const billedLines =
    billTo === served ? lines : lines.map((line) => ({ ...line, description: forMember(line, served) }));
  const rate = await salesTaxRateFor(deps.db, organizationId, facts.zip);
  const settings = await billingSettingsOf(deps.db, organizationId);
  const day = today(deps, member);
  const draft = {
    coupon_id: null,
    coupon_percent_off: null,
    coupon_amount_off_cents: null,
    tax_rate_millipercent: rate.rate_millipercent,
    tax_exempt: facts.tax_exempt,
    gift_certificate_applied_cents: 0,
  };
  const totals = totalsOf(draft, billedLines, 0);
  const now = deps.clock.now();
  const invoice = await deps.db.transaction(async (tx) => {
    await claimIdempotencyKey(tx, now);
    const [number] = await takeInvoiceNumbers(tx, organizationId, 1);
    const row = await insertInvoice(tx, {
      ...draft,
      ...storedTotals(totals),
      organization_id: organizationId,
      number: number!,
      kind: 'one_time',
      client_id: billTo === served ? who.client_id : payer!.client_id,
      service_client_id: billTo === served ? null : who.client_id,
      commercial_customer_id: who.commercial_customer_id,
      status: 'draft',
      issue_date: day,
      due_date: details.due_date ?? format(addDays(parseISO(day), settings.due_days), 'yyyy-MM-dd'),
      bill_to: billTo,
      tax_rate_name: rate.name,
      notes: details.notes,
      created_by_user_id: member.user.id,
      created_at: now,
      updated_at: now,
    });
    await storeLines(tx, { organization_id: organizationId, id: row.id }, billedLines, totals);
    return row;
  });
  return { invoice: await presentInvoice(deps, member, invoice) };
}

const customLine = (line: {
  description: string;
  quantity: number;
  unit_cents: number;
  taxable: boolean;
}): NewLine => ({
  kind: 'custom',
  description: line.description,
  quantity: line.quantity,
  unit_cents: line.unit_cents,
  taxable: line.taxable,
  discountable: line.unit_cents > 0,
  position: 0,
  amount_cents: 0,
});

export async function createOneTimeInvoice(
  deps: AppDeps,
  member: MemberContext,
  body: z.output<typeof createInvoiceSchema>,
) {
  if (body.lines.some((line) => line.id !== undefined))
    throw validationFailed({ lines: ['A new invoice has no saved lines yet'] });
  return createDraft(
    deps,
    member,
    { client_id: body.client_id ?? null, commercial_customer_id: body.commercial_customer_id ?? null },
    body.lines.map(customLine),
    { notes: body.notes ?? null, due_date: body.due_date ?? null },
  );
}

/** A draft for a completed one-time visit nobody has invoiced yet, at the visit's price. */
export async function createInvoiceFromJob(
  deps: AppDeps,
  member: MemberContext,
  body: z.output<typeof createInvoiceFromJobSchema>,
) {
  const organizationId = member.organization.id;
  const notInvoiceable = () =>
    refusal(409, 'job_not_invoiceable', 'Only a completed one-time visit that is not invoiced yet can be invoiced.');
  const job = await findUninvoicedOneTimeJob(deps.db, organizationId, body.job_id);
  if (!job) {
    if (!(await jobExists(deps.db, organizationId, body.job_id)))
      throw validationFailed({ job_id: [messages.notValid] });
    throw notInvoiceable();
  }
  // Two offices invoicing the visit at once: the database holds it on the first draft and refuses the second.
  return createDraft(
    deps,
    member,
    { client_id: job.client_id, commercial_customer_id: job.client_id === null ? job.commercial_customer_id : null },
    [
      {
        kind: 'one_time_job',
        description: 'One-time cleanup',
        service_date: job.service_date,
        quantity: 1,
        unit_cents: job.price_cents,
        taxable: true,
        discountable: true,
        job_id: job.id,
        position: 0,
        amount_cents: 0,
      },
    ],
    { notes: null, due_date: null },
  ).catch((error: unknown) => {
    throw isUniqueViolation(error) ? notInvoiceable() : error;
  });
}

export const notADraft = () =>
  refusal(409, 'invoice_not_draft', 'Only a draft invoice can be changed; a finalized invoice is voided instead.');

export async function editDraft(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof editInvoiceSchema>,
) {
  const scope = { organization_id: member.organization.id, id };
  const invoice = await invoiceOrNotFound(deps, member, id);
  if (invoice.status !== 'draft') throw notADraft();
  const saved = new Map((await linesOf(deps.db, scope)).map((line) => [line.id, line]));
  const lineErrors: Record<string, string[]> = {};
  const lines = body.lines.map((line, index): NewLine => {
    const kept = line.id !== undefined ? saved.get(line.id) : undefined;
    if (line.id !== undefined && !kept) lineErrors[`lines.${index}.id`] = [messages.notValid];
    if (!kept) return customLine(line);
    const { id: _id, organization_id: _org, invoice_id: _invoice, ...rest } = kept;
    return {
      ...rest,
      description: line.description,
      quantity: line.quantity,
      unit_cents: line.unit_cents,
      taxable: line.taxable,
    };
  });
  if (Object.keys(lineErrors).length) throw validationFailed(lineErrors);
  const coupon = await couponColumns(deps, member, invoice, body.coupon_code);
  const giftCertificate = await giftCertificateColumns(deps, member, invoice, body.gift_certificate_code);
  const totals = totalsOf({ ...invoice, ...coupon, ...giftCertificate }, lines, 0);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateDraft(tx, scope, {
      ...coupon,
      ...giftCertificate,
      ...storedTotals(totals),
      notes: body.notes === undefined ? invoice.notes : body.notes,
      due_date: body.due_date,
      updated_at: deps.clock.now(),
    });
    if (!row) throw notADraft();
    await storeLines(tx, scope, lines, totals);
    return row;
  });
  return { invoice: await presentInvoice(deps, member, updated) };
}
