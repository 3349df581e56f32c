/**
 * A prepaid subscription cancelled mid-period: its invoices already bill visits that will now not happen. A finalized
 * (or paid) invoice gives what the client was charged for them back as credit, once per invoice (the credit entry's
 * idempotency key); a draft drops their lines and is totalled again. "Will not happen" is what cancelling removes
 * from the schedule: visits not yet touched, from today on (a visit done, skipped or moved by hand stays).
 */
import { and, asc, eq, gt, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { clientRefOf, lockClientAccount, recordClientCredit, refreshClientBalance } from './client-ledger.ts';
import { storeLines, storedTotals, totalsOf } from './invoice-totals.ts';
import { findInvoice, linesOf, updateInvoice, type InvoiceLineRow, type InvoiceRow } from './invoices.repository.ts';
import { invoiceLines, invoices } from './invoices.table.ts';

export interface CancelledVisitsScope {
  organization_id: number;
  subscription_id: number;
  /** The organization's today: visits from it on are the ones cancelling removes. */
  today: string;
}

export interface InvoiceGivingBack {
  invoice_id: number;
  number: number;
  status: InvoiceRow['status'];
  /** The service days of the visits no longer coming. */
  visit_dates: string[];
  /** Credit for a finalized invoice; for a draft, how much its total drops. */
  amount_cents: number;
}

const lineKindsOfVisits = ['visit', 'cross_sell'] as const;

/** The billed lines (visits and their add-ons) of the subscription's live invoices whose visits cancelling removes. */
async function linesOfVisitsGoing(db: Db, scope: CancelledVisitsScope) {
  return db
    .select({ invoice_id: invoiceLines.invoice_id, line_id: invoiceLines.id })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoice_id))
    .innerJoin(jobs, and(eq(jobs.organization_id, invoiceLines.organization_id), eq(jobs.id, invoiceLines.job_id)))
    .where(
      and(
        eq(invoiceLines.organization_id, scope.organization_id),
        eq(invoices.organization_id, scope.organization_id),
        eq(invoices.subscription_id, scope.subscription_id),
        inArray(invoices.status, ['draft', 'open', 'paid']),
        isNotNull(invoices.period_end),
        gt(invoices.period_end, scope.today),
        inArray(invoiceLines.kind, [...lineKindsOfVisits]),
        gte(invoiceLines.service_date, scope.today),
        eq(jobs.status, 'scheduled'),
        eq(jobs.is_manual, false),
        gte(jobs.service_date, scope.today),
      ),
    )
    .orderBy(asc(invoiceLines.invoice_id), asc(invoiceLines.position));
}

const netOf = (line: Pick<InvoiceLineRow, 'amount_cents' | 'discount_cents'>) =>
  line.amount_cents - line.discount_cents;

/**
 * What the client paid for these lines of a finalized invoice: their amounts after the coupon, and their share of the
 * invoice's tax (the tax was computed on the taxable lines together, so each takes its part of it).
 */
function chargedFor(invoice: InvoiceRow, all: readonly InvoiceLineRow[], going: readonly InvoiceLineRow[]) {
  const taxableNet = (lines: readonly InvoiceLineRow[]) =>
    lines.filter((line) => line.taxable).reduce((total, line) => total + netOf(line), 0);
  const taxBase = taxableNet(all);
  const taxShare = taxBase > 0 ? Math.round((invoice.tax_cents * taxableNet(going)) / taxBase) : 0;
  return going.reduce((total, line) => total + netOf(line), 0) + taxShare;
}

const visitDates = (going: readonly InvoiceLineRow[]) =>
  [...new Set(going.filter((line) => line.kind === 'visit').map((line) => line.service_date ?? ''))]
    .filter(Boolean)
    .sort();

/** Each invoice and what it would give back if the subscription were cancelled today; nothing is written. */
export async function cancelledVisitsPreview(db: Db, scope: CancelledVisitsScope): Promise<InvoiceGivingBack[]> {
  const going = await linesOfVisitsGoing(db, scope);
  const answer: InvoiceGivingBack[] = [];
  for (const invoiceId of new Set(going.map((row) => row.invoice_id))) {
    const invoiceScope = { organization_id: scope.organization_id, id: invoiceId };
    const invoice = (await findInvoice(db, invoiceScope))!;
    const all = await linesOf(db, invoiceScope);
    answer.push(describe(invoice, all, new Set(going.map((row) => row.line_id))));
  }
  return answer;
}

function describe(invoice: InvoiceRow, all: readonly InvoiceLineRow[], goingIds: ReadonlySet<number>) {
  const going = all.filter((line) => goingIds.has(line.id));
  const amount =
    invoice.status === 'draft'
      ? invoice.total_cents -
        totalsOf(
          invoice,
          all.filter((line) => !goingIds.has(line.id)),
          0,
        ).total_cents
      : chargedFor(invoice, all, going);
  return {
    invoice_id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    visit_dates: visitDates(going),
    amount_cents: amount,
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Inside the cancellation's transaction, before its visits are removed: credits each finalized invoice's visits that
 * will not happen and totals each draft again without them. Answers what was given back.
 */
export async function giveBackCancelledVisits(
  tx: Db,
  scope: CancelledVisitsScope & { user_id: number | null; now: Date },
): Promise<InvoiceGivingBack[]> {
  const going = await linesOfVisitsGoing(tx, scope);
  const given: InvoiceGivingBack[] = [];
  for (const invoiceId of new Set(going.map((row) => row.invoice_id))) {
    const invoiceScope = { organization_id: scope.organization_id, id: invoiceId };
    const seen = (await findInvoice(tx, invoiceScope))!;
    const client = clientRefOf(seen);
    // The client's row first, as finalizing and payments lock it: the draft cannot turn open under us.
    await lockClientAccount(tx, scope.organization_id, client);
    const invoice = (await findInvoice(tx, invoiceScope, { lock: true }))!;
    const all = await linesOf(tx, invoiceScope);
    const goingIds = new Set(going.filter((row) => row.invoice_id === invoiceId).map((row) => row.line_id));
    const outcome = describe(invoice, all, goingIds);
    if (invoice.status === 'void') continue;
    if (invoice.status === 'draft') {
      const kept = all
        .filter((line) => !goingIds.has(line.id))
        .map(({ id: _id, organization_id: _org, invoice_id: _invoice, ...line }) => line);
      const totals = totalsOf(invoice, kept, 0);
      await storeLines(tx, invoiceScope, kept, totals);
      await updateInvoice(tx, invoiceScope, { ...storedTotals(totals), updated_at: scope.now });
    } else {
      await recordClientCredit(tx, scope.organization_id, client, {
        kind: 'cancelled_visits',
        amount_cents: outcome.amount_cents,
        invoice_id: invoice.id,
        note: `Subscription cancelled: ${plural(outcome.visit_dates.length, 'prepaid visit')} on invoice #${invoice.number} (${outcome.visit_dates.join(', ')}) given back`,
        idempotency_key: `cancelled_visits:invoice:${invoice.id}`,
        created_by_user_id: scope.user_id,
        created_at: scope.now,
      });
      await refreshClientBalance(tx, scope.organization_id, client);
    }
    given.push(outcome);
  }
  return given;
}
