/**
 * The recurring billing run, every few minutes on every instance: for each subscription whose invoice day has come (by
 * the organization's billing settings, in its time zone), a draft recurring invoice for the current period with its
 * lines and totals. A visit is charged once, whatever the periods' start days: the period leaves out what live invoices
 * of the subscription already bill, its draft leaves out the visits and add-ons a live invoice charges, and the
 * database refuses a second live charge for a visit (invoice_lines.charged_job_id). The partial unique index on
 * (subscription, period) lets racing instances make one; drafts are written a hundred per short transaction, since
 * taking their numbers locks the settings row until commit.
 */
import {
  addCalendarDays,
  billingAnchorDay,
  addCalendarMonths,
  billingPeriodContaining,
  couponCoversInvoice,
  invoiceTotals,
  periodToInvoice,
  type RecurringInvoiceLine,
  recurringInvoiceLines,
  todayIn,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  type AppliedTaxRate,
  type BillingSettingsRow,
  billingSettingsOrDefaults,
  salesTaxRateFor,
} from './billing-settings.repository.ts';
import { type PreparedInvoice, writeRecurringInvoices } from './recurring-invoice-writes.ts';
import {
  creditsOf,
  type DueSubscription,
  groupBy,
  tipsOf,
  type TipRow,
  visitsWithCrossSells,
  type VisitRow,
} from './billing-run-inputs.ts';
import {
  type BillableSubscription,
  billableSubscriptions,
  couponOf,
  invoicedPeriods,
  invoicesSinceCoupon,
  organizationsWithSubscriptions,
} from './recurring-billing.repository.ts';

const CHUNK = 500;

interface OrganizationRun {
  db: Db;
  organization_id: number;
  settings: BillingSettingsRow;
  taxByZip: Map<string, AppliedTaxRate>;
  /** Tips already put on an invoice in this run: a client with two subscriptions has them billed once. */
  billedTipIds: Set<number>;
}

export async function runClientBilling(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  let made = 0;
  for (const organization of await organizationsWithSubscriptions(deps.db))
    made += await billOrganization(deps.db, organization, todayIn(organization.time_zone, now));
  return { invoices: made };
}

async function billOrganization(db: Db, organization: { id: number }, today: string) {
  const run: OrganizationRun = {
    db,
    organization_id: organization.id,
    settings: await billingSettingsOrDefaults(db, organization.id),
    taxByZip: new Map(),
    billedTipIds: new Set(),
  };
  let made = 0;
  for (let afterId = 0; ; ) {
    const chunk = await billableSubscriptions(db, {
      organization_id: organization.id,
      today,
      after_id: afterId,
      limit: CHUNK,
    });
    if (chunk.length === 0) return made;
    afterId = chunk.at(-1)!.id;
    made += await billChunk(run, chunk, today);
  }
}

async function billChunk(run: OrganizationRun, chunk: BillableSubscription[], today: string) {
  const earliest = chunk
    .map((subscription) => billingPeriodContaining(today, anchorOf(run, subscription)).start)
    .sort()[0];
  if (!earliest) return 0;
  // Periods that end after the earliest one a run could bill from: any invoiced period overlapping a due one.
  const invoiced = groupBy(
    await invoicedPeriods(
      run.db,
      run.organization_id,
      chunk.map((subscription) => subscription.id),
      addCalendarMonths(earliest, -1),
    ),
    (row) => row.subscription_id,
  );
  const pending: DueSubscription[] = chunk.flatMap((subscription) => {
    const periods = (invoiced.get(subscription.id) ?? []).map((row) => ({ start: row.start!, end: row.end! }));
    const anchor = anchorOf(run, subscription);
    const period = periodToInvoice(run.settings.billing_mode, anchor, subscription.start_date, today, periods);
    return period ? [{ subscription, ...period }] : [];
  });
  if (pending.length === 0) return 0;
  const visits = await visitsWithCrossSells(run, pending);
  const credits = await creditsOf(run, run.settings.billing_mode, pending);
  const tipRows = await tipsOf(run, pending);
  const prepared: PreparedInvoice[] = [];
  for (const item of pending) {
    const ownTips = tipRows.filter(
      (tip) =>
        !run.billedTipIds.has(tip.tip_id) &&
        (item.subscription.client_id !== null
          ? tip.client_id === item.subscription.client_id
          : tip.commercial_customer_id === item.subscription.commercial_customer_id),
    );
    const invoice = await prepareInvoice(
      run,
      item,
      visits.get(item.subscription.id) ?? [],
      credits.get(item.subscription.id) ?? [],
      ownTips,
    );
    if (!invoice) continue;
    for (const id of invoice.tip_ids) run.billedTipIds.add(id);
    prepared.push(invoice);
  }
  return writeRecurringInvoices(run.db, run.organization_id, prepared);
}

const anchorOf = (run: OrganizationRun, subscription: BillableSubscription) =>
  billingAnchorDay({ fixed_day: run.settings.fixed_billing_day }, subscription.start_date);

const addressOf = (line: string | null, city: string | null, state: string | null, zip: string | null) =>
  line ? `${line}, ${city ?? ''}, ${state ?? ''} ${zip ?? ''}`.trim() : null;

/**
 * A household member's invoice is the payer's to pay: made out to the payer (finalizing fills in the payer's address),
 * its lines naming the member and the address served. Null for a client who pays for itself.
 */
function householdPayerOf(subscription: BillableSubscription) {
  if (subscription.payer_id === null) return null;
  const member = `${subscription.client_first_name} ${subscription.client_last_name}`;
  const served = addressOf(
    subscription.location_address,
    subscription.location_city,
    subscription.location_state,
    subscription.location_zip,
  );
  return {
    client_id: subscription.payer_id,
    bill_to: {
      name: `${subscription.payer_first_name} ${subscription.payer_last_name}`,
      email: subscription.payer_email,
      phone: subscription.payer_phone,
      address: null,
    },
    line_suffix: ` (for ${member}${served ? `, ${served}` : ''})`,
  };
}

function billToOf(subscription: BillableSubscription) {
  const address = addressOf;
  if (subscription.kind === 'residential')
    return {
      name: `${subscription.client_first_name} ${subscription.client_last_name}`,
      email: subscription.client_email,
      phone: subscription.client_phone,
      address: address(
        subscription.location_address,
        subscription.location_city,
        subscription.location_state,
        subscription.location_zip,
      ),
    };
  return {
    name: subscription.company_name ?? '',
    email: subscription.company_email,
    phone: subscription.company_phone,
    address:
      address(
        subscription.company_address,
        subscription.company_city,
        subscription.company_state,
        subscription.company_zip,
      ) ?? address(subscription.site_address, subscription.site_city, subscription.site_state, subscription.site_zip),
  };
}

async function taxRateOf(run: OrganizationRun, zip: string | null) {
  const key = zip ?? '';
  const known = run.taxByZip.get(key);
  if (known) return known;
  const rate = await salesTaxRateFor(run.db, run.organization_id, zip);
  run.taxByZip.set(key, rate);
  return rate;
}

/** The subscription's coupon when it still covers this invoice (once, N months or forever from when it was applied). */
async function couponFor(run: OrganizationRun, item: DueSubscription) {
  const { subscription } = item;
  if (subscription.coupon_id === null) return null;
  const coupon = await couponOf(run.db, run.organization_id, subscription.coupon_id);
  if (!coupon) return null;
  const since = subscription.coupon_applied_on ?? subscription.start_date;
  const index = await invoicesSinceCoupon(run.db, run.organization_id, subscription.id, since);
  return couponCoversInvoice(coupon, index) ? coupon : null;
}

/** The draft for one subscription and period, or null when there is nothing (left) to charge. */
async function prepareInvoice(
  run: OrganizationRun,
  item: DueSubscription,
  visits: VisitRow[],
  credits: VisitRow[],
  tips: TipRow[],
): Promise<PreparedInvoice | null> {
  const { subscription, period } = item;
  const inPeriod = visits.filter((visit) => visit.service_date >= period.start && visit.service_date < period.end);
  if (subscription.status === 'paused' && !inPeriod.some((visit) => visit.status !== 'cancelled')) return null;
  const lines = recurringInvoiceLines({
    mode: run.settings.billing_mode,
    period,
    full_period: item.full_period,
    plan: {
      name: subscription.plan_name,
      price_basis: subscription.price_basis,
      price_cents: subscription.price_cents,
    },
    visits: inPeriod,
    previous_visits: credits,
    tips,
  });
  // Credits and tips wait for an invoice that charges something: a total is never below zero, so a credit alone is lost.
  if (!lines.some((line) => line.kind !== 'tip' && line.kind !== 'skipped_visit_credit')) return null;
  const payer = householdPayerOf(subscription);
  if (payer)
    for (const line of lines) if (line.kind !== 'tip') line.description = `${line.description}${payer.line_suffix}`;
  const zip = subscription.kind === 'residential' ? subscription.location_zip : subscription.site_zip;
  const taxRate = await taxRateOf(run, zip);
  const coupon = await couponFor(run, item);
  const taxExempt = Boolean(subscription.client_tax_exempt ?? subscription.company_tax_exempt);
  const draftOf = (billed: RecurringInvoiceLine[], tipIds: number[], withoutTips: PreparedInvoice | null) => {
    const totals = invoiceTotals({
      lines: billed,
      coupon,
      tax_rate_millipercent: taxRate.rate_millipercent,
      tax_exempt: taxExempt,
      // A draft takes no credit: finalizing it applies what the client has then.
      available_credit_cents: 0,
      available_gift_certificate_cents: 0,
    });
    return {
      values: {
        organization_id: run.organization_id,
        kind: 'recurring' as const,
        client_id: payer?.client_id ?? subscription.client_id,
        service_client_id: payer ? subscription.client_id : null,
        commercial_customer_id: subscription.commercial_customer_id,
        subscription_id: subscription.id,
        period_start: period.start,
        period_end: period.end,
        status: 'draft' as const,
        issue_date: item.invoice_day,
        due_date: addCalendarDays(item.invoice_day, run.settings.due_days),
        bill_to: payer?.bill_to ?? billToOf(subscription),
        coupon_id: coupon?.id ?? null,
        coupon_code: coupon?.code ?? null,
        coupon_percent_off: coupon?.percent_off ?? null,
        coupon_amount_off_cents: coupon?.amount_off_cents ?? null,
        tax_exempt: taxExempt,
        tax_rate_millipercent: taxRate.rate_millipercent,
        tax_rate_name: taxRate.name,
        subtotal_cents: totals.subtotal_cents,
        discount_cents: totals.discount_cents,
        tax_cents: totals.tax_cents,
        total_cents: totals.total_cents,
        amount_due_cents: totals.amount_due_cents,
        autopay: run.settings.autopay,
      },
      lines: billed.map((line, index) => ({
        ...line,
        amount_cents: totals.line_cents[index]!,
        discount_cents: totals.line_discount_cents[index]!,
      })),
      tip_ids: tipIds,
      without_tips: withoutTips,
    };
  };
  if (tips.length === 0) return draftOf(lines, [], null);
  const withoutTips = draftOf(
    lines.filter((line) => line.kind !== 'tip'),
    [],
    null,
  );
  return draftOf(
    lines,
    tips.map((tip) => tip.tip_id),
    withoutTips,
  );
}
