/**
 * The lines of one subscription's recurring invoice for one billing period (issue 16). Prepaid bills every visit the
 * period plans and credits the previous period's visits skipped for a reason that is not charged; postpaid bills the
 * visits done and the skips whose reason is charged. A per-month plan bills the month as one line instead of its
 * visits (prorated for a first, partial period). Add-ons done on billed visits and the client's tips not yet invoiced
 * are lines too.
 */
import type { JobStatus } from '../jobs/job.schema.ts';
import type { PriceBasis } from '../subscriptions/pricing.schema.ts';
import { addCalendarDays, daysBetween, maxDay } from '../scheduling/calendar-day.ts';
import {
  billingPeriodContaining,
  type ClientBillingMode,
  type ClientBillingPeriod,
  invoiceDayOf,
} from './client-billing-period.ts';
import { proratedCents } from './invoice-math.ts';

export type RecurringLineKind = 'visit' | 'charged_skip' | 'skipped_visit_credit' | 'cross_sell' | 'tip';

export interface RecurringVisit {
  job_id: number;
  service_date: string;
  status: JobStatus;
  price_cents: number;
  /** Skipped visits: whether the skip reason is charged (a skip without a reason is not). */
  skip_charged: boolean;
  skip_reason_name: string | null;
  cross_sells: readonly { cross_sell_id: number; name: string; price_cents: number }[];
}

export interface UnbilledTip {
  tip_id: number;
  job_id: number;
  amount_cents: number;
  tech_user_id: number | null;
  tech_name: string | null;
}

export interface RecurringLinesInput {
  mode: ClientBillingMode;
  period: ClientBillingPeriod;
  /** The whole period this one is part of: longer than `period` only for the first, cut at the subscription's start. */
  full_period: ClientBillingPeriod;
  plan: { name: string; price_basis: PriceBasis; price_cents: number };
  visits: readonly RecurringVisit[];
  /**
   * Prepaid: earlier visits a live invoice charged and none credited yet, to credit those skipped without charge (the
   * billing run reads them by what was invoiced, not by period, so a moved billing day loses no credit).
   */
  previous_visits: readonly RecurringVisit[];
  tips: readonly UnbilledTip[];
}

export interface RecurringInvoiceLine {
  kind: RecurringLineKind;
  description: string;
  service_date: string | null;
  quantity: number;
  unit_cents: number;
  taxable: boolean;
  discountable: boolean;
  job_id: number | null;
  cross_sell_id: number | null;
  tip_id: number | null;
  tech_user_id: number | null;
}

const isUnchargedSkip = (visit: RecurringVisit) => visit.status === 'skipped' && !visit.skip_charged;
const isChargedSkip = (visit: RecurringVisit) => visit.status === 'skipped' && visit.skip_charged;
const byDay = (a: RecurringVisit, b: RecurringVisit) =>
  a.service_date.localeCompare(b.service_date) || a.job_id - b.job_id;

const serviceLine = (
  kind: RecurringLineKind,
  description: string,
  unitCents: number,
  visit: Pick<RecurringVisit, 'job_id' | 'service_date'> | null,
): RecurringInvoiceLine => ({
  kind,
  description,
  service_date: visit?.service_date ?? null,
  quantity: 1,
  unit_cents: unitCents,
  taxable: true,
  discountable: true,
  job_id: visit?.job_id ?? null,
  cross_sell_id: null,
  tip_id: null,
  tech_user_id: null,
});

/** Which visits of the period the invoice bills one by one (prepaid: all planned; postpaid: done or charged). */
function billedVisits(input: RecurringLinesInput): RecurringVisit[] {
  const inPeriod = input.visits.filter(
    (visit) => visit.service_date >= input.period.start && visit.service_date < input.period.end,
  );
  const billed =
    input.mode === 'prepaid'
      ? inPeriod.filter((visit) => visit.status !== 'cancelled')
      : inPeriod.filter((visit) => visit.status === 'completed' || isChargedSkip(visit));
  return billed.sort(byDay);
}

function monthLine(input: RecurringLinesInput): RecurringInvoiceLine {
  const daysInFull = daysBetween(input.full_period.start, input.full_period.end);
  const daysBilled = daysBetween(input.period.start, input.period.end);
  const cents =
    daysBilled >= daysInFull ? input.plan.price_cents : proratedCents(input.plan.price_cents, daysBilled, daysInFull);
  const partial = daysBilled < daysInFull ? ` (${daysBilled} of ${daysInFull} days)` : '';
  return {
    ...serviceLine('visit', `${input.plan.name}: monthly service${partial}`, cents, null),
    service_date: input.period.start,
  };
}

export function recurringInvoiceLines(input: RecurringLinesInput): RecurringInvoiceLine[] {
  const lines: RecurringInvoiceLine[] = [];
  const visits = billedVisits(input);
  const perMonth = input.plan.price_basis === 'per_month';
  if (perMonth) lines.push(monthLine(input));
  for (const visit of visits) {
    if (!perMonth) {
      lines.push(
        isChargedSkip(visit) && input.mode === 'postpaid'
          ? serviceLine(
              'charged_skip',
              `${input.plan.name} visit, skipped${visit.skip_reason_name ? ` (${visit.skip_reason_name})` : ''}`,
              visit.price_cents,
              visit,
            )
          : serviceLine('visit', `${input.plan.name} visit`, visit.price_cents, visit),
      );
    }
    // Add-ons are done on a visit, so a skipped one has none to bill.
    if (visit.status === 'skipped') continue;
    for (const crossSell of visit.cross_sells)
      lines.push({
        ...serviceLine('cross_sell', crossSell.name, crossSell.price_cents, visit),
        cross_sell_id: crossSell.cross_sell_id,
      });
  }
  if (input.mode === 'prepaid' && !perMonth)
    for (const visit of [...input.previous_visits].filter(isUnchargedSkip).sort(byDay))
      lines.push(
        serviceLine(
          'skipped_visit_credit',
          `Credit: ${input.plan.name} visit skipped${visit.skip_reason_name ? ` (${visit.skip_reason_name})` : ''}`,
          -visit.price_cents,
          visit,
        ),
      );
  for (const tip of input.tips)
    lines.push({
      kind: 'tip',
      description: tip.tech_name ? `Tip for ${tip.tech_name}` : 'Tip',
      service_date: null,
      quantity: 1,
      unit_cents: tip.amount_cents,
      taxable: false,
      discountable: false,
      job_id: tip.job_id,
      cross_sell_id: null,
      tip_id: tip.tip_id,
      tech_user_id: tip.tech_user_id,
    });
  return lines;
}

export interface PeriodToInvoice {
  /** The period billed, cut to begin on the subscription's start and to leave out what live invoices already bill. */
  period: ClientBillingPeriod;
  full_period: ClientBillingPeriod;
  /** The period before it (cut at the start only), or null when the subscription had not started. */
  previous_period: ClientBillingPeriod | null;
  invoice_day: string;
}

const cutAtStart = (period: ClientBillingPeriod, subscriptionStart: string): ClientBillingPeriod | null =>
  period.end <= subscriptionStart ? null : { start: maxDay(period.start, subscriptionStart), end: period.end };

/**
 * What is left of `period` once the subscription's live invoices are set aside: it begins after any invoiced period
 * covering its first day and ends where the next invoiced one begins; null when nothing is left. Periods move when
 * the billing day does (another fixed day, or start-day anchoring turned on or off), so a new period may overlap one
 * already invoiced, and a month or a visit is never billed twice for it.
 */
export function uninvoicedPartOf(
  period: ClientBillingPeriod,
  invoiced: readonly ClientBillingPeriod[],
): ClientBillingPeriod | null {
  let start = period.start;
  for (let covering = invoiced.find((one) => one.start <= start && start < one.end); covering; ) {
    start = covering.end;
    covering = invoiced.find((one) => one.start <= start && start < one.end);
  }
  const end = invoiced
    .map((one) => one.start)
    .filter((day) => day > start && day < period.end)
    .reduce((first, day) => (day < first ? day : first), period.end);
  return start < end ? { start, end } : null;
}

/**
 * The one period whose invoice is due on `today`, or was due since the period turned: prepaid bills the period holding
 * today, postpaid the one that ended last. Older periods are never billed here (no backfill). The part of it that the
 * subscription's live invoices (`invoiced`) already bill is left out; a prepaid remainder starting later is due then.
 */
export function periodToInvoice(
  mode: ClientBillingMode,
  anchorDay: number,
  subscriptionStart: string,
  today: string,
  invoiced: readonly ClientBillingPeriod[] = [],
): PeriodToInvoice | null {
  if (subscriptionStart > today) return null;
  const current = billingPeriodContaining(today, anchorDay);
  const full = mode === 'prepaid' ? current : billingPeriodContaining(addCalendarDays(current.start, -1), anchorDay);
  const started = cutAtStart(full, subscriptionStart);
  const period = started && uninvoicedPartOf(started, invoiced);
  if (!period) return null;
  const invoiceDay = invoiceDayOf(period, mode);
  if (invoiceDay > today) return null;
  const previous = cutAtStart(billingPeriodContaining(addCalendarDays(full.start, -1), anchorDay), subscriptionStart);
  return { period, full_period: full, previous_period: previous, invoice_day: invoiceDay };
}
