/**
 * The public listing, built field by field from its owners' answers, so ids, slugs, counts of subscribers or anything
 * else a service plan or work area carries never reach a visitor.
 */
import type { DirectoryListingSettings, PublicListing } from '@employee-portal/core';
import type { ServicePlanRow } from '../pricing/index.ts';

export function presentListing(
  name: string,
  listing: DirectoryListingSettings,
  plans: readonly ServicePlanRow[],
  zips: readonly string[],
  rating: { average: number | null; count: number },
  analyticsId: string | null,
): PublicListing {
  const services = plans
    .filter((plan) => plan.is_active && plan.dog_prices.length > 0)
    .map((plan) => ({
      name: plan.name,
      frequency: plan.frequency,
      price_basis: plan.price_basis,
      price_from_cents: Math.min(...plan.dog_prices.map((price) => price.price_cents)),
    }));
  return {
    name,
    description: listing.description,
    contact_phone: listing.contact_phone,
    contact_email: listing.contact_email,
    website: listing.website,
    services,
    price_from_cents: services.length > 0 ? Math.min(...services.map((service) => service.price_from_cents)) : null,
    zips: [...zips],
    rating: { average: rating.count > 0 ? rating.average : null, count: rating.count },
    analytics_id: analyticsId,
  };
}
