import { addDays, format, parseISO } from 'date-fns';
import {
  activeDaysInCycle,
  cycleInvoice,
  dayRangeInstants,
  dayStartInstant,
  oneMonthAfter,
  todayIn,
  type BillingCycle,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import type { OrganizationRow } from '../../platform/auth/session.repository.ts';
import {
  activePeriodsOverlapping,
  findCoupon,
  findPaymentMethod,
  findPricingPlan,
  presentCoupon,
} from '../organization-subscription/index.ts';
import {
  claimDueInvoice,
  hasUnpaidInvoiceBefore,
  insertInvoice,
  lockOrganizationCycle,
  organizationsWithCycleEndingBy,
  recordChargeAttempt,
  settleInvoice,
  updateOrganizationCycle,
} from './platform-billing.repository.ts';

const RETRY_AFTER_MS = 86_400_000;
const CHARGE_LEASE_MS = 15 * 60_000;
export const MAX_CHARGE_ATTEMPTS = 4;

async function staffActiveDaysIn(db: Db, organization: OrganizationRow, cycle: BillingCycle) {
  const range = dayRangeInstants(
    { from: cycle.start, to: format(addDays(parseISO(cycle.end), -1), 'yyyy-MM-dd') },
    organization.time_zone,
  );
  const periods = await activePeriodsOverlapping(db, organization.id, range);
  const days = new Map<number, number>();
  for (const period of periods) {
    const from = todayIn(organization.time_zone, period.active_from);
    const to = period.active_to ? todayIn(organization.time_zone, period.active_to) : null;
    days.set(period.membership_id, (days.get(period.membership_id) ?? 0) + activeDaysInCycle(cycle, from, to));
  }
  return [...days.values()];
}

/** Writes the invoice of `cycle` (once: the unique index refuses a second) for the plan and coupon in force. */
export async function invoiceCycle(db: Db, organization: OrganizationRow, cycle: BillingCycle, now: Date) {
  if (!organization.pricing_plan_id) return null;
  const plan = await findPricingPlan(db, organization.pricing_plan_id);
  if (!plan) return null;
  const coupon = organization.subscription_coupon ? await findCoupon(db, organization.subscription_coupon) : null;
  const invoice = cycleInvoice(
    plan.tiers,
    cycle,
    await staffActiveDaysIn(db, organization, cycle),
    coupon ? presentCoupon(coupon) : null,
  );
  return insertInvoice(db, {
    organization_id: organization.id,
    period_start: cycle.start,
    period_end: cycle.end,
    pricing_plan_id: plan.id,
    active_users: invoice.active_users,
    unit_amount: invoice.unit_amount,
    staff_days: invoice.staff_days,
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    total: invoice.total,
    coupon_code: coupon?.code ?? null,
    status: invoice.total === 0 ? 'paid' : 'open',
    paid_at: invoice.total === 0 ? now : null,
    next_attempt_at: now,
    created_at: now,
  });
}

/**
 * Closes one organization's ended cycle: invoices it, then renews, or ends the subscription when it was cancelled
 * or an earlier cycle is still unpaid (then the access rules take over).
 */
async function closeCycle(deps: AppDeps, organizationId: number, periodEnd: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const organization = await lockOrganizationCycle(tx, organizationId, periodEnd);
    if (!organization?.current_period_start) return false;
    const invoiceId = await invoiceCycle(
      tx,
      organization,
      { start: organization.current_period_start, end: periodEnd },
      now,
    );
    const endsNow = organization.cancel_at_period_end || (await hasUnpaidInvoiceBefore(tx, organization.id, periodEnd));
    await updateOrganizationCycle(
      tx,
      organization.id,
      endsNow
        ? { end_subscription: dayStartInstant(periodEnd, organization.time_zone) }
        : { current_period_start: periodEnd, current_period_end: oneMonthAfter(periodEnd) },
    );
    return invoiceId !== null;
  });
}

export async function closeDueCycles(deps: AppDeps, now: Date) {
  // The day is ahead in the easternmost zones: a cycle ending "tomorrow" in UTC may already have ended there.
  const latestDay = format(addDays(parseISO(now.toISOString().slice(0, 10)), 1), 'yyyy-MM-dd');
  let invoiced = 0;
  for (const candidate of await organizationsWithCycleEndingBy(deps.db, latestDay)) {
    if (!candidate.current_period_end || candidate.current_period_end > todayIn(candidate.time_zone, now)) continue;
    if (await closeCycle(deps, candidate.id, candidate.current_period_end, now)) invoiced += 1;
  }
  return invoiced;
}

export async function chargeDueInvoices(deps: AppDeps, now: Date) {
  let attempts = 0;
  for (
    let invoice = await claimDueInvoice(deps.db, now, CHARGE_LEASE_MS, MAX_CHARGE_ATTEMPTS);
    invoice;
    invoice = await claimDueInvoice(deps.db, now, CHARGE_LEASE_MS, MAX_CHARGE_ATTEMPTS)
  ) {
    attempts += 1;
    const card = await findPaymentMethod(deps.db, invoice.organization_id);
    const result = card
      ? await deps.payments.charge(
          {
            processor: card.processor,
            customer_ref: card.customer_ref,
            brand: card.card_brand,
            last4: card.card_last4,
            expiry: card.card_expiry,
          },
          invoice.total,
          `platform-invoice-${invoice.id}-attempt-${invoice.attempts}`,
        )
      : ({ approved: false, code: 'no_card', message: 'No card on file' } as const);
    await deps.db.transaction(async (tx) => {
      await recordChargeAttempt(tx, {
        organization_id: invoice.organization_id,
        invoice_id: invoice.id,
        attempt: invoice.attempts,
        amount: invoice.total,
        status: result.approved ? 'succeeded' : 'declined',
        processor_ref: result.approved ? result.value.reference : null,
        message: result.approved ? null : result.message,
        created_at: now,
      });
      await settleInvoice(
        tx,
        invoice.organization_id,
        invoice.id,
        result.approved
          ? { status: 'paid', paid_at: now, last_error: null, next_attempt_at: null }
          : {
              status: 'failed',
              last_error: result.message,
              next_attempt_at:
                invoice.attempts >= MAX_CHARGE_ATTEMPTS ? null : new Date(now.getTime() + RETRY_AFTER_MS),
            },
      );
    });
  }
  return attempts;
}

/** The scheduled job: close ended cycles, then charge what is due. Safe to run on every instance at once. */
export async function runPlatformBilling(deps: AppDeps, now = deps.clock.now()) {
  const invoiced = await closeDueCycles(deps, now);
  const charged = await chargeDueInvoices(deps, now);
  return { invoiced, charged };
}
