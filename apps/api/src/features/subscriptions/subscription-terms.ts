/**
 * What a subscription may be: where (a location of the organization), which plan at which price, on which days, by
 * which tech, with which add-ons and coupon. Every check answers with the field the office typed in.
 */
import {
  couponRefusal,
  messages,
  normalizeCouponCode,
  planPriceCents,
  serviceDaysError,
  type SubscriptionChangeInput,
  type SubscriptionKind,
} from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import { countRedemptions, findCouponByCode, lockCouponByCode } from '../coupons/index.ts';
import { activeCrossSells } from '../cross-sells/index.ts';
import { findServicePlan, premiumOfWorkAreas, type ServicePlanRow } from '../pricing/index.ts';
import { isActiveMember } from '../../platform/identity/users.repository.ts';
import { workAreasServingZip } from '../work-areas/index.ts';
import { findCommercialPlace, findResidentialPlace } from './subscriptions.repository.ts';

export interface ServicedLocation {
  kind: SubscriptionKind;
  client_id: number | null;
  client_location_id: number | null;
  commercial_customer_id: number | null;
  commercial_location_id: number | null;
  /** Dogs at a home, stations at a commercial site: what the plan's price ranges count. */
  units: number;
  zip: string;
  /** Who the location belongs to, for messages. */
  owner: string;
  ownerActive: boolean;
}

export async function servicedLocation(
  db: Db,
  organizationId: number,
  kind: SubscriptionKind,
  locationId: number,
): Promise<ServicedLocation> {
  if (kind === 'residential') {
    const row = await findResidentialPlace(db, organizationId, locationId);
    if (!row) throw notFound('This client location does not exist.');
    const { location, client } = row;
    return {
      kind,
      client_id: location.client_id,
      client_location_id: location.id,
      commercial_customer_id: null,
      commercial_location_id: null,
      units: location.dog_count,
      zip: location.zip,
      owner: `${client.first_name} ${client.last_name}`,
      ownerActive: client.status === 'active',
    };
  }
  const row = await findCommercialPlace(db, organizationId, locationId);
  if (!row) throw notFound('This commercial location does not exist.');
  const { location, customer } = row;
  return {
    kind,
    client_id: null,
    client_location_id: null,
    commercial_customer_id: location.commercial_customer_id,
    commercial_location_id: location.id,
    units: location.stations,
    zip: location.zip,
    owner: customer.company_name,
    ownerActive: customer.status === 'active' && location.status === 'active',
  };
}

export const ownerInactive = (location: ServicedLocation) =>
  refusal(409, 'client_inactive', `${location.owner} is inactive: reactivate the client before changing its service.`);

/** The premium of the work areas serving the zip (the highest, where areas overlap). */
async function premiumForZip(db: Db, organizationId: number, zip: string) {
  const areas = await workAreasServingZip(db, organizationId, zip);
  return premiumOfWorkAreas(
    db,
    organizationId,
    areas.map((area) => area.id),
  );
}

export async function planOrInvalid(db: Db, organizationId: number, planId: number, field = 'service_plan_id') {
  const plan = await findServicePlan(db, { organization_id: organizationId, id: planId });
  if (!plan || !plan.is_active) throw validationFailed({ [field]: [messages.notValid] });
  return plan;
}

/** The pricing setup's price for this plan here: the dog (or station) count's price plus the work area's premium. */
export async function listPriceCents(db: Db, organizationId: number, plan: ServicePlanRow, location: ServicedLocation) {
  const price = planPriceCents(plan, location.units, await premiumForZip(db, organizationId, location.zip));
  if (price === null)
    throw validationFailed({
      service_plan_id: [
        `This plan has no price for ${location.units} ${location.kind === 'residential' ? 'dogs' : 'stations'}`,
      ],
    });
  return price;
}

export async function crossSellsOrInvalid(
  db: Db,
  organizationId: number,
  kind: SubscriptionKind,
  ids: readonly number[],
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await activeCrossSells(db, organizationId, kind, unique);
  if (rows.length !== unique.length) throw validationFailed({ cross_sell_ids: [messages.notValid] });
  return rows;
}

async function techOrInvalid(db: Db, organizationId: number, userId: number | null) {
  if (userId === null) return;
  if (!(await isActiveMember(db, organizationId, userId)))
    throw validationFailed({ assigned_user_id: [messages.notValid] });
}

export interface CheckedTerms {
  plan: ServicePlanRow;
  list_price_cents: number;
  price_cents: number;
  price_override_reason: string | null;
  crossSells: Awaited<ReturnType<typeof activeCrossSells>>;
}

/**
 * The terms as they will be stored: a price other than the list price needs its reason; the days must fit the plan
 * ('N service days must be selected') and none may come before the subscription starts.
 */
export async function checkTerms(
  db: Db,
  organizationId: number,
  location: ServicedLocation,
  terms: SubscriptionChangeInput,
  startDate: string,
): Promise<CheckedTerms> {
  const plan = await planOrInvalid(db, organizationId, terms.service_plan_id);
  const daysError = serviceDaysError(plan.frequency, plan.custom_days_per_week, terms.service_days);
  if (daysError) throw validationFailed({ service_days: [daysError] });
  if (terms.service_days.some((day) => day.start_date < startDate))
    throw validationFailed({ service_days: ['Service days cannot be before the start date'] });
  await techOrInvalid(db, organizationId, terms.assigned_user_id);
  const chosenCrossSells = await crossSellsOrInvalid(db, organizationId, location.kind, terms.cross_sell_ids);
  const list = await listPriceCents(db, organizationId, plan, location);
  const price = terms.price_cents ?? list;
  const overridden = price !== list;
  if (overridden && !terms.price_override_reason)
    throw validationFailed({ price_override_reason: [messages.required] });
  return {
    plan,
    list_price_cents: list,
    price_cents: price,
    price_override_reason: overridden ? terms.price_override_reason : null,
    crossSells: chosenCrossSells,
  };
}

/** A code the office typed: it must exist, be active, unexpired and under its limit ('Coupon Code is not valid'). */
export async function couponOrInvalid(
  db: Db,
  organizationId: number,
  typed: string,
  today: string,
  options: { lock?: boolean } = {},
) {
  const code = normalizeCouponCode(typed);
  const coupon = options.lock
    ? await lockCouponByCode(db, organizationId, code)
    : await findCouponByCode(db, organizationId, code);
  if (!coupon || !coupon.is_active) throw validationFailed({ coupon_code: [messages.couponCodeInvalid] });
  if (couponRefusal(coupon, { today, redemptions: await countRedemptions(db, organizationId, coupon.id) }))
    throw validationFailed({ coupon_code: [messages.couponCodeInvalid] });
  return coupon;
}
