/**
 * The demo's invoices before they are numbered and paid: one prepaid recurring invoice per running subscription and
 * monthly period (the visits it plans, its cross-sells, last period's uncharged skips as credits, the tips given since
 * the last invoice), and one-time invoices for one-time jobs. Lines follow the billing run's rules: services and
 * cross-sells are taxable and take the coupon, tips take neither.
 */
import {
  addCalendarDays,
  addCalendarMonths,
  billingPeriodContaining,
  couponCoversInvoice,
  daysBetween,
  lastDayOf,
  maxDay,
  monthsBetween,
  proratedCents,
  type ClientBillingPeriod,
} from '@employee-portal/core';
import type { AppliedTaxRate } from '../features/invoices/index.ts';
import type { InvoiceKind, InvoiceLineKind } from '../features/invoices/invoices.table.ts';
import type { MoneyAccount, MoneyContext, MoneyCoupon, MoneyJob, MoneySubscription } from './seed-money-context.ts';
import type { SeededTip } from './seed-money-tips.ts';

export const FIXED_BILLING_DAY = 1;
export const DUE_DAYS = 15;

export interface LineDraft {
  kind: InvoiceLineKind;
  description: string;
  service_date: string | null;
  quantity: number;
  unit_cents: number;
  taxable: boolean;
  discountable: boolean;
  job_id?: number | null;
  cross_sell_id?: number | null;
  tip_id?: number | null;
  tech_user_id?: number | null;
}

export interface InvoiceDraft {
  kind: InvoiceKind;
  account: MoneyAccount;
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

/** The three monthly periods that have begun by today, oldest first. */
export function lastThreePeriods(today: string): ClientBillingPeriod[] {
  const current = billingPeriodContaining(today, FIXED_BILLING_DAY);
  const previous = billingPeriodContaining(addCalendarDays(current.start, -1), FIXED_BILLING_DAY);
  return [billingPeriodContaining(addCalendarDays(previous.start, -1), FIXED_BILLING_DAY), previous, current];
}

const STEP_DAYS: Record<string, number> = { once_a_week: 7, twice_a_week: 7, every_two_weeks: 14 };

/** The days a subscription plans a visit in [from, to). */
export function plannedVisitDays(subscription: MoneySubscription, from: string, to: string): string[] {
  const days: string[] = [];
  for (const first of subscription.service_starts) {
    const step = STEP_DAYS[subscription.frequency];
    for (let index = 0, day = first; day < to; index += 1) {
      if (day >= from) days.push(day);
      day = step ? addCalendarDays(first, step * (index + 1)) : addCalendarMonths(first, index + 1);
    }
  }
  return days.sort();
}

export function invoiceDraft(
  fields: Omit<InvoiceDraft, 'due_date' | 'notes' | 'void_reason' | 'coupon' | 'subscription_id' | 'period'> &
    Partial<InvoiceDraft>,
): InvoiceDraft {
  return {
    subscription_id: null,
    period: null,
    coupon: null,
    notes: null,
    void_reason: null,
    due_date: addCalendarDays(fields.issue_date, DUE_DAYS),
    ...fields,
  };
}

interface Builder {
  context: MoneyContext;
  taxOf: (zip: string) => AppliedTaxRate;
  today: string;
  jobByVisit: Map<string, MoneyJob>;
  unbilledTips: SeededTip[];
}

function visitLines(builder: Builder, subscription: MoneySubscription, from: string, to: string): LineDraft[] {
  const days = plannedVisitDays(subscription, from, to);
  const lines: LineDraft[] = [];
  if (subscription.per_month) {
    const period = billingPeriodContaining(from, FIXED_BILLING_DAY);
    const whole = daysBetween(period.start, period.end);
    lines.push({
      kind: 'visit',
      description: `${subscription.plan_name}, ${from} to ${lastDayOf({ start: from, end: to })}`,
      service_date: days[0] ?? from,
      quantity: 1,
      unit_cents: proratedCents(subscription.price_cents, daysBetween(from, to), whole),
      taxable: true,
      discountable: true,
      job_id: days[0] ? (builder.jobByVisit.get(`${subscription.id}:${days[0]}`)?.id ?? null) : null,
    });
  } else
    for (const day of days) {
      const job = builder.jobByVisit.get(`${subscription.id}:${day}`);
      lines.push({
        kind: 'visit',
        description: `${subscription.plan_name} visit, ${subscription.place}`,
        service_date: day,
        quantity: 1,
        unit_cents: job?.price_cents ?? subscription.price_cents,
        taxable: true,
        discountable: true,
        job_id: job?.id ?? null,
        tech_user_id: job?.tech_user_id ?? null,
      });
    }
  for (const extra of subscription.cross_sells) {
    if (extra.added_on >= to) continue;
    const quantity =
      extra.frequency === 'every_visit'
        ? days.filter((day) => day >= extra.added_on).length
        : extra.frequency === 'monthly'
          ? 1
          : extra.added_on >= from
            ? 1
            : 0;
    if (quantity > 0)
      lines.push({
        kind: 'cross_sell',
        description: extra.name,
        service_date: null,
        quantity,
        unit_cents: extra.price_cents,
        taxable: true,
        discountable: true,
        cross_sell_id: extra.id,
      });
  }
  return lines;
}

/**
 * Prepaid visits skipped for a reason that is not charged come back as a credit on the next invoice. The jobs seed
 * keeps four weeks of visits, so a demo seeded on the 29th to 31st has no skip in a past period and no such credit.
 */
function skipCredits(builder: Builder, subscription: MoneySubscription, previous: ClientBillingPeriod): LineDraft[] {
  return builder.context.jobs
    .filter(
      (job) =>
        job.subscription_id === subscription.id &&
        job.status === 'skipped' &&
        !job.skip_charged &&
        job.service_date >= previous.start &&
        job.service_date < previous.end,
    )
    .map((job) => ({
      kind: 'skipped_visit_credit' as const,
      description: `Credit: visit on ${job.service_date} skipped (${job.skip_reason ?? 'not charged'})`,
      service_date: job.service_date,
      quantity: 1,
      unit_cents: -job.price_cents,
      taxable: true,
      discountable: true,
      job_id: job.id,
    }));
}

/** A tip line for each tip, with the tech's name (the line keeps the tech for payroll). */
export const tipLinesOf = (billed: readonly SeededTip[], techNames: Map<number, string>): LineDraft[] =>
  billed.map((tip) => ({
    kind: 'tip' as const,
    description: `Tip for ${techNames.get(tip.job.tech_user_id ?? 0) ?? 'your tech'}, visit on ${tip.job.service_date}`,
    service_date: tip.job.service_date,
    quantity: 1,
    unit_cents: tip.amount_cents,
    taxable: false,
    discountable: false,
    job_id: tip.job.id,
    tip_id: tip.id,
    tech_user_id: tip.job.tech_user_id,
  }));

/** Tips given on this subscription's visits before the invoice day; later ones wait for the next invoice. */
function tipLines(builder: Builder, subscription: MoneySubscription, issueDay: string): LineDraft[] {
  const billed = builder.unbilledTips.filter(
    (tip) => tip.job.subscription_id === subscription.id && tip.job.service_date < issueDay,
  );
  builder.unbilledTips = builder.unbilledTips.filter((tip) => !billed.includes(tip));
  return tipLinesOf(billed, builder.context.techNames);
}

function recurringDrafts(builder: Builder, subscription: MoneySubscription, periods: ClientBillingPeriod[]) {
  const drafts: InvoiceDraft[] = [];
  const firstPeriod = billingPeriodContaining(subscription.start_date, FIXED_BILLING_DAY).start;
  periods.forEach((period, index) => {
    if (subscription.start_date >= period.end) return;
    const from = maxDay(period.start, subscription.start_date);
    if (from > builder.today) return;
    const previous = periods[index - 1];
    const lines = [
      ...visitLines(builder, subscription, from, period.end),
      ...(previous ? skipCredits(builder, subscription, previous) : []),
      ...tipLines(builder, subscription, from),
    ];
    if (!lines.length) return;
    const coupon = subscription.coupon;
    drafts.push(
      invoiceDraft({
        kind: 'recurring',
        account: subscription.account,
        subscription_id: subscription.id,
        period,
        issue_date: from,
        coupon: coupon && couponCoversInvoice(coupon, monthsBetween(firstPeriod, period.start)) ? coupon : null,
        tax: builder.taxOf(subscription.zip),
        lines,
      }),
    );
  });
  return drafts;
}

/** One-time jobs done since the oldest period began are invoiced on the day of the job. */
function oneTimeJobDrafts(builder: Builder, subscription: MoneySubscription, since: string) {
  const day = subscription.service_starts[0] ?? subscription.start_date;
  if (day < since || day >= builder.today) return [];
  const job = builder.context.jobs.find((candidate) => candidate.subscription_id === subscription.id);
  return [
    invoiceDraft({
      kind: 'one_time',
      account: subscription.account,
      issue_date: day,
      tax: builder.taxOf(subscription.zip),
      lines: [
        {
          kind: 'one_time_job',
          description: `${subscription.plan_name}, ${subscription.place}`,
          service_date: day,
          quantity: 1,
          unit_cents: job?.price_cents ?? subscription.price_cents,
          taxable: true,
          discountable: false,
          job_id: job?.id ?? null,
          tech_user_id: job?.tech_user_id ?? null,
        },
      ],
    }),
  ];
}

/** Every subscription's invoices of the last three periods; answers them and the tips still waiting for one. */
export function buildSubscriptionInvoices(
  context: MoneyContext,
  tips: SeededTip[],
  taxOf: (zip: string) => AppliedTaxRate,
  today: string,
) {
  const jobByVisit = new Map<string, MoneyJob>();
  for (const job of context.jobs)
    if (job.subscription_id !== null)
      jobByVisit.set(`${job.subscription_id}:${job.planned_date ?? job.service_date}`, job);
  const builder: Builder = { context, taxOf, today, jobByVisit, unbilledTips: [...tips] };
  const periods = lastThreePeriods(today);
  const drafts = context.subscriptions.flatMap((subscription) => {
    if (subscription.frequency === 'one_time') return oneTimeJobDrafts(builder, subscription, periods[0]!.start);
    return subscription.status === 'active' ? recurringDrafts(builder, subscription, periods) : [];
  });
  return { drafts, unbilledTips: builder.unbilledTips };
}
