/**
 * The prices the public sign-up form's calculator shows (issue 7 point 1): the active plans' dog-count prices and the
 * initial-cleanup ranges, copied field by field so ids, slugs and subscriber counts never reach a visitor.
 */
import type { PublicPrices } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { listInitialCleanupPrices, listServicePlans } from '../pricing/index.ts';

export async function publicPrices(db: Db, organizationId: number): Promise<PublicPrices> {
  const [plans, initialCleanup] = await Promise.all([
    listServicePlans(db, organizationId),
    listInitialCleanupPrices(db, organizationId),
  ]);
  return {
    service_plans: plans
      .filter((plan) => plan.is_active)
      .map((plan) => ({
        name: plan.name,
        frequency: plan.frequency,
        custom_days_per_week: plan.frequency === 'custom' ? plan.custom_days_per_week : null,
        price_basis: plan.price_basis,
        dog_prices: plan.dog_prices.map(({ dogs_from, dogs_to, price_cents }) => ({ dogs_from, dogs_to, price_cents })),
      })),
    initial_cleanup_prices: initialCleanup.map((price) => ({
      label: price.label,
      weeks_since_cleaned_from: price.weeks_since_cleaned_from,
      weeks_since_cleaned_to: price.weeks_since_cleaned_to,
      from_price_cents: price.from_price_cents,
      to_price_cents: price.to_price_cents,
    })),
  };
}
