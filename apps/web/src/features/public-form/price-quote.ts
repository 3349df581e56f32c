/** The public form's price calculator: what a plan costs for a number of dogs at the visitor's zip (issue 7 point 1). */
import type {
  PublicInitialCleanupPrice,
  PublicPlanPrice,
} from '@employee-portal/core/clients/client-registration.responses';
import { planPriceCents } from '@employee-portal/core/subscriptions/pricing.schema';
import { planMonthlyCents } from '@employee-portal/core/subscriptions/subscription-value';

export interface PlanQuote {
  /** In the plan's basis (per visit or per month), the area premium included. */
  price_cents: number;
  premium_cents: number;
  basis: PublicPlanPrice['price_basis'];
  /** What a month of service is worth; null for a one-time visit and for a per-month price (it is its own month). */
  monthly_cents: number | null;
}

/** null when none of the plan's dog ranges covers this many dogs. */
export function quotePlan(plan: PublicPlanPrice, dogs: number, premiumCents: number): PlanQuote | null {
  const price = planPriceCents(plan, dogs, premiumCents);
  if (price === null) return null;
  const recurringPerVisit = plan.price_basis === 'per_visit' && plan.frequency !== 'one_time';
  const monthly = planMonthlyCents({
    price_cents: price,
    price_basis: plan.price_basis,
    frequency: plan.frequency,
    custom_days_per_week: plan.custom_days_per_week,
  });
  return {
    price_cents: price,
    premium_cents: premiumCents,
    basis: plan.price_basis,
    monthly_cents: recurringPerVisit ? monthly : null,
  };
}

/** The initial-cleanup range for this many weeks since the yard was last cleaned, or null when none covers it. */
export function initialCleanupFor(
  prices: readonly PublicInitialCleanupPrice[],
  weeks: number,
): PublicInitialCleanupPrice | null {
  return (
    prices.find(
      (price) =>
        weeks >= price.weeks_since_cleaned_from &&
        (price.weeks_since_cleaned_to === null || weeks <= price.weeks_since_cleaned_to),
    ) ?? null
  );
}

/** A whole number typed into a field, or null while it is empty or not a number yet. */
export function typedCount(typed: string | number | undefined): number | null {
  const text = String(typed ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}
