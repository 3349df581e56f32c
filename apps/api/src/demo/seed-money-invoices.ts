/**
 * The demo's recurring invoices before they are numbered and paid: every subscription's prepaid invoice for each
 * billing period it ran, from the period it started in (cut to begin on its start, as the billing run cuts it) to the
 * current one, with the lines core's recurringInvoiceLines makes of the visits the jobs seed played (the add-ons done
 * on them, last period's uncharged skips as credits, the client's tips not yet billed). The billing run that starts
 * with the server then finds every period it would bill already invoiced, and nothing is billed twice.
 */
import {
  addCalendarDays,
  billingAnchorDay,
  billingPeriodContaining,
  couponCoversInvoice,
  maxDay,
  recurringInvoiceLines,
  type ClientBillingPeriod,
  type RecurringInvoiceLine,
  type RecurringVisit,
} from '@employee-portal/core';
import type { AppliedTaxRate } from '../features/invoices/index.ts';
import type { InvoiceBillTo, InvoiceKind, InvoiceLineKind } from '../features/invoices/invoices.table.ts';
import type { MoneyAccount, MoneyContext, MoneyCoupon, MoneyJob, MoneySubscription } from './seed-money-context.ts';
import type { SeededTip } from './seed-money-tips.ts';

export const FIXED_BILLING_DAY = 1;
export const DUE_DAYS = 15;

export type LineDraft = Omit<RecurringInvoiceLine, 'kind'> & { kind: InvoiceLineKind };

export interface InvoiceDraft {
  kind: InvoiceKind;
  account: MoneyAccount;
  service_client_id: number | null;
  bill_to: InvoiceBillTo;
  subscription_id: number | null;
  period: ClientBillingPeriod | null;
  issue_date: string;
  due_date: string;
  coupon: MoneyCoupon | null;
  tax: AppliedTaxRate;
  lines: LineDraft[];
  notes: string | null;
  void_reason: string | null;
}

export function invoiceDraft(
  fields: Omit<
    InvoiceDraft,
    'due_date' | 'notes' | 'void_reason' | 'coupon' | 'subscription_id' | 'period' | 'service_client_id' | 'bill_to'
  > &
    Partial<InvoiceDraft>,
): InvoiceDraft {
  return {
    subscription_id: null,
    service_client_id: null,
    bill_to: fields.account.bill_to,
    period: null,
    coupon: null,
    notes: null,
    void_reason: null,
    due_date: addCalendarDays(fields.issue_date, DUE_DAYS),
    ...fields,
  };
}

/** The month holding `day`, as the organization's billing day (the 1st) cuts months. */
export const currentPeriodOf = (day: string) => billingPeriodContaining(day, FIXED_BILLING_DAY);

interface PeriodToBill {
  subscription: MoneySubscription;
  period: ClientBillingPeriod;
  full_period: ClientBillingPeriod;
  previous: ClientBillingPeriod | null;
}

/** The billing run still bills a cancelled subscription this long after it ended (what was owed, or credits due). */
const BILLED_AFTER_ENDING_DAYS = 62;

/**
 * The periods a subscription was billed for, as the billing run would have found them due: each one whose first day
 * (the invoice day, prepaid) has come, and for an ended subscription the ones begun within the run's reach after it.
 */
function periodsOf(subscription: MoneySubscription, today: string): PeriodToBill[] {
  const anchor = billingAnchorDay({ fixed_day: FIXED_BILLING_DAY }, subscription.start_date);
  const result: PeriodToBill[] = [];
  let previous: ClientBillingPeriod | null = null;
  for (let full = billingPeriodContaining(subscription.start_date, anchor); ; ) {
    const period = { start: maxDay(full.start, subscription.start_date), end: full.end };
    if (period.start > today) break;
    const ended = subscription.cancelled_on;
    if (ended !== null && period.start > addCalendarDays(ended, BILLED_AFTER_ENDING_DAYS)) break;
    result.push({ subscription, period, full_period: full, previous });
    previous = period;
    full = billingPeriodContaining(full.end, anchor);
  }
  return result;
}

const visitOf = (job: MoneyJob): RecurringVisit => ({
  job_id: job.id,
  service_date: job.service_date,
  status: job.status as RecurringVisit['status'],
  price_cents: job.price_cents,
  skip_charged: job.skip_charged,
  skip_reason_name: job.skip_reason,
  cross_sells: job.cross_sells,
});

/** Every subscription's invoices of every period it ran; answers them and the tips still waiting for an invoice. */
export function buildSubscriptionInvoices(
  context: MoneyContext,
  tips: SeededTip[],
  taxOf: (zip: string) => AppliedTaxRate,
  today: string,
) {
  const visitsOf = new Map<number, RecurringVisit[]>();
  for (const job of context.jobs)
    if (job.subscription_id !== null)
      visitsOf.set(job.subscription_id, [...(visitsOf.get(job.subscription_id) ?? []), visitOf(job)]);
  const inside = (visits: readonly RecurringVisit[], period: ClientBillingPeriod) =>
    visits.filter((visit) => visit.service_date >= period.start && visit.service_date < period.end);
  // In the order the runs made them: day by day, each day's subscriptions by id, so a tip goes on the first.
  const due = context.subscriptions
    .flatMap((subscription) => periodsOf(subscription, today))
    .sort((a, b) => a.period.start.localeCompare(b.period.start) || a.subscription.id - b.subscription.id);
  let unbilled = [...tips];
  const invoicedBefore = new Map<number, string[]>();
  const drafts: InvoiceDraft[] = [];
  for (const { subscription, period, full_period, previous } of due) {
    const own = visitsOf.get(subscription.id) ?? [];
    const visits = inside(own, period);
    // The run leaves a paused subscription's period without visits unbilled while the pause lasts: this month's.
    const pausedNow = subscription.status === 'paused' && period.end > today;
    if (pausedNow && !visits.some((visit) => visit.status !== 'cancelled')) continue;
    const invoiced = invoicedBefore.get(subscription.id) ?? [];
    const sameClient = (tip: SeededTip) =>
      tip.job.ref.client_id === subscription.visited.client_id &&
      tip.job.ref.commercial_customer_id === subscription.visited.commercial_customer_id;
    const billedTips = unbilled.filter((tip) => sameClient(tip) && tip.job.service_date < period.start);
    const lines = recurringInvoiceLines({
      mode: 'prepaid',
      period,
      full_period,
      plan: {
        name: subscription.plan_name,
        price_basis: subscription.price_basis,
        price_cents: subscription.price_cents,
      },
      visits,
      // Credits belong to a period that was itself invoiced.
      previous_visits: previous && invoiced.includes(previous.start) ? inside(own, previous) : [],
      tips: billedTips.map((tip) => ({
        tip_id: tip.id,
        job_id: tip.job.id,
        amount_cents: tip.amount_cents,
        tech_user_id: tip.job.tech_user_id,
        tech_name: context.techNames.get(tip.job.tech_user_id ?? 0) ?? null,
      })),
    });
    if (!lines.some((line) => line.kind !== 'tip')) continue;
    for (const line of lines) if (line.kind !== 'tip') line.description += subscription.line_suffix;
    unbilled = unbilled.filter((tip) => !billedTips.includes(tip));
    const since = subscription.coupon_applied_on ?? subscription.start_date;
    const coupon = subscription.coupon;
    const index = invoiced.filter((start) => start >= since).length;
    drafts.push(
      invoiceDraft({
        kind: 'recurring',
        account: subscription.account,
        service_client_id: subscription.service_client_id,
        bill_to: subscription.bill_to,
        subscription_id: subscription.id,
        period,
        issue_date: period.start,
        coupon: coupon && couponCoversInvoice(coupon, index) ? coupon : null,
        tax: taxOf(subscription.zip),
        lines,
      }),
    );
    invoicedBefore.set(subscription.id, [...invoiced, period.start]);
  }
  return { drafts, unbilledTips: unbilled };
}
