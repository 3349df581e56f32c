import {
  describeCoupon,
  formatCents,
  isFieldTechnician,
  messages,
  normalizeCouponCode,
  planWithFrequency,
  subscriptionValue,
  type CommercialSubscriptionInput,
  type SubscriptionChangeInput,
  type SubscriptionInput,
  type SubscriptionKind,
  type SubscriptionQuote,
  type subscriptionQuoteSchema,
} from '@employee-portal/core';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import type { FieldChange } from '../clients/clients.table.ts';
import { insertRedemption } from '../coupons/index.ts';
import { activeCrossSells } from '../cross-sells/index.ts';
import { activeServicePlans } from '../pricing/index.ts';
import { activeStaffNames } from '../../platform/identity/users.repository.ts';
import { activeCancelReasons } from './cancel-reasons.repository.ts';
import {
  checkTerms,
  couponOrInvalid,
  crossSellsOrInvalid,
  listPriceCents,
  ownerInactive,
  planOrInvalid,
  servicedLocation,
  type CheckedTerms,
  type ServicedLocation,
} from './subscription-terms.ts';
import { presentEvent, presentSubscription, valueOf } from './subscriptions.present.ts';
import { recordSubscriptionChange } from './subscription-changes.ts';
import { jobCalendarsOf } from './location-schedule.repository.ts';
import { refuseSharedVisits, storedVisitPlan } from './shared-visits.ts';
import {
  findSubscriptionRow,
  historyOf,
  insertSubscription,
  loadSubscriptions,
  lockSubscription,
  replaceCrossSells,
  replaceServiceDays,
  updateSubscription,
  type LoadedSubscription,
  type SubscriptionRow,
} from './subscriptions.repository.ts';

export const todayOf = (deps: AppDeps, member: MemberContext) =>
  organizationToday(member.organization, deps.clock.now());
const orgOf = (member: MemberContext) => member.organization.id;
const notThere = (kind: SubscriptionKind) =>
  notFound(
    kind === 'residential' ? 'This subscription does not exist.' : 'This commercial subscription does not exist.',
  );

export async function subscriptionRecord(deps: AppDeps, member: MemberContext, kind: SubscriptionKind, id: number) {
  const row = await findSubscriptionRow(deps.db, { organization_id: orgOf(member), id, kind });
  if (!row) throw notThere(kind);
  const today = todayOf(deps, member);
  const [loaded] = await loadSubscriptions(deps.db, orgOf(member), [id]);
  const history = await historyOf(deps.db, { organization_id: orgOf(member), id });
  const jobs = await jobCalendarsOf(deps.db, orgOf(member), [id], today);
  return {
    subscription: { ...presentSubscription(loaded!, today, jobs.get(id) ?? null), history: history.map(presentEvent) },
  };
}

const priceWords = (terms: CheckedTerms) =>
  `${formatCents(terms.price_cents)} ${terms.plan.price_basis === 'per_month' ? 'a month' : 'a visit'}`;

function crossSellRows(
  terms: CheckedTerms,
  today: string,
  kept: Map<number, { price_cents: number; added_on: string }> = new Map(),
) {
  return terms.crossSells.map((crossSell) =>
    kept.get(crossSell.id)
      ? { cross_sell_id: crossSell.id, ...kept.get(crossSell.id)! }
      : { cross_sell_id: crossSell.id, price_cents: crossSell.price_cents, added_on: today },
  );
}

/** Subscribes a location: the subscription, its days, add-ons, the coupon's redemption and the history, all or nothing. */
export async function createSubscription(
  deps: AppDeps,
  member: MemberContext,
  kind: SubscriptionKind,
  body: SubscriptionInput | CommercialSubscriptionInput,
) {
  const organizationId = orgOf(member);
  const locationId = 'client_location_id' in body ? body.client_location_id : body.commercial_location_id;
  const location = await servicedLocation(deps.db, organizationId, kind, locationId);
  if (!location.ownerActive) throw ownerInactive(location);
  const terms = await checkTerms(deps.db, organizationId, location, body, body.start_date);
  const today = todayOf(deps, member);
  if (body.coupon_code) await couponOrInvalid(deps.db, organizationId, body.coupon_code, today);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    // Locked so two subscriptions cannot both take a coupon's last redemption.
    const coupon = body.coupon_code
      ? await couponOrInvalid(tx, organizationId, body.coupon_code, today, { lock: true })
      : null;
    const createdId = await insertSubscription(tx, {
      organization_id: organizationId,
      kind,
      client_id: location.client_id,
      client_location_id: location.client_location_id,
      commercial_customer_id: location.commercial_customer_id,
      commercial_location_id: location.commercial_location_id,
      service_plan_id: terms.plan.id,
      price_cents: terms.price_cents,
      list_price_cents: terms.list_price_cents,
      price_override_reason: terms.price_override_reason,
      start_date: body.start_date,
      assigned_user_id: body.assigned_user_id,
      coupon_id: coupon?.id ?? null,
      coupon_applied_on: coupon ? today : null,
      created_at: now,
      updated_at: now,
    });
    const scope = { organization_id: organizationId, id: createdId };
    await replaceServiceDays(tx, scope, body.service_days);
    await refuseSharedVisits(tx, scope, { before: null, today, answer: 'service_days' });
    await replaceCrossSells(tx, scope, crossSellRows(terms, today));
    if (coupon)
      await insertRedemption(tx, {
        organization_id: organizationId,
        coupon_id: coupon.id,
        client_id: location.client_id,
        subscription_id: scope.id,
        redeemed_by_user_id: member.user.id,
        redeemed_at: now,
      });
    const couponWords = coupon ? ` with coupon ${coupon.code} (${describeCoupon(coupon)})` : '';
    await recordSubscriptionChange(
      tx,
      {
        ...eventScope(member, scope.id),
        action: 'created',
        summary: `Subscribed to ${terms.plan.name} at ${priceWords(terms)}${couponWords}`,
        created_at: now,
      },
      today,
    );
    return scope.id;
  });
  return subscriptionRecord(deps, member, kind, id);
}

const eventScope = (member: MemberContext, subscriptionId: number) => ({
  organization_id: orgOf(member),
  subscription_id: subscriptionId,
  actor_user_id: member.user.id,
});

async function locationOfRow(db: Db, organizationId: number, row: SubscriptionRow) {
  return servicedLocation(db, organizationId, row.kind, (row.client_location_id ?? row.commercial_location_id)!);
}

export async function loadOpenSubscription(db: Db, member: MemberContext, kind: SubscriptionKind, id: number) {
  const row = await findSubscriptionRow(db, { organization_id: orgOf(member), id, kind });
  if (!row) throw notThere(kind);
  if (row.status === 'cancelled')
    throw refusal(409, 'subscription_cancelled', 'This subscription is cancelled: start a new one instead.');
  return row;
}

/**
 * The coupon a change adds: only to a subscription without one (its code sent again changes nothing), checked as at
 * subscribe time. Null when the change adds none.
 */
async function addedCouponCode(deps: AppDeps, member: MemberContext, before: LoadedSubscription, typed: string | null) {
  if (!typed) return null;
  const code = normalizeCouponCode(typed);
  if (before.coupon?.id) {
    if (before.coupon.code === code) return null;
    throw validationFailed({ coupon_code: [COUPON_ALREADY_APPLIED] });
  }
  await couponOrInvalid(deps.db, orgOf(member), code, todayOf(deps, member));
  return code;
}

const COUPON_ALREADY_APPLIED = 'This subscription already has a coupon';

/** Plan, price, days, tech and add-ons change together (a coupon may be added); the history lists each field from → to. */
export async function changeSubscription(
  deps: AppDeps,
  member: MemberContext,
  kind: SubscriptionKind,
  id: number,
  body: SubscriptionChangeInput,
) {
  const organizationId = orgOf(member);
  const before = await loadOpenSubscription(deps.db, member, kind, id);
  const location = await locationOfRow(deps.db, organizationId, before);
  if (!location.ownerActive) throw ownerInactive(location);
  const terms = await checkTerms(deps.db, organizationId, location, body, before.start_date);
  const [loaded] = await loadSubscriptions(deps.db, organizationId, [id]);
  const couponCode = await addedCouponCode(deps, member, loaded!, body.coupon_code);
  const today = todayOf(deps, member);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, { organization_id: organizationId, id });
    if (!locked || locked.status === 'cancelled')
      throw refusal(409, 'subscription_cancelled', 'This subscription was cancelled meanwhile.');
    const visitsBefore = await storedVisitPlan(tx, organizationId, id);
    const values = {
      service_plan_id: terms.plan.id,
      price_cents: terms.price_cents,
      list_price_cents: terms.list_price_cents,
      price_override_reason: terms.price_override_reason,
      assigned_user_id: body.assigned_user_id,
    };
    const changes: FieldChange[] = Object.entries(values)
      .filter(([field, value]) => locked[field as keyof typeof values] !== value)
      .map(([field, value]) => ({ field, from: locked[field as keyof typeof values], to: value }));
    const daysBefore = loaded!.serviceDays;
    if (JSON.stringify(daysBefore) !== JSON.stringify(sortedDays(body.service_days)))
      changes.push({ field: 'service_days', from: daysBefore, to: sortedDays(body.service_days) });
    const addOnsBefore = loaded!.crossSells.map((addOn) => addOn.name).sort();
    const addOnsAfter = terms.crossSells.map((addOn) => addOn.name).sort();
    if (JSON.stringify(addOnsBefore) !== JSON.stringify(addOnsAfter))
      changes.push({ field: 'cross_sells', from: addOnsBefore, to: addOnsAfter });
    const coupon = couponCode ? await takeCoupon(tx, member, locked, couponCode, today, now) : null;
    if (coupon) changes.push({ field: 'coupon', from: null, to: `${coupon.code} (${describeCoupon(coupon)})` });
    if (changes.length === 0) return;
    await updateSubscription(
      tx,
      { organization_id: organizationId, id },
      { ...values, ...(coupon ? { coupon_id: coupon.id, coupon_applied_on: today } : {}) },
      now,
    );
    await replaceServiceDays(tx, { organization_id: organizationId, id }, body.service_days);
    await refuseSharedVisits(
      tx,
      { organization_id: organizationId, id },
      { before: visitsBefore, today, answer: 'service_days' },
    );
    const kept = new Map(
      loaded!.crossSells.map((addOn) => [addOn.id, { price_cents: addOn.price_cents, added_on: addOn.added_on }]),
    );
    await replaceCrossSells(tx, { organization_id: organizationId, id }, crossSellRows(terms, today, kept));
    const planWords = before.service_plan_id === terms.plan.id ? '' : ` to ${terms.plan.name}`;
    await recordSubscriptionChange(
      tx,
      {
        ...eventScope(member, id),
        action: 'changed',
        summary: `Changed${planWords}: ${priceWords(terms)}`,
        changes,
        created_at: now,
      },
      today,
    );
  });
  return subscriptionRecord(deps, member, kind, id);
}

/** Takes one of the coupon's redemptions under its lock, as subscribing does; refused if another change added one meanwhile. */
async function takeCoupon(
  tx: Db,
  member: MemberContext,
  locked: SubscriptionRow,
  code: string,
  today: string,
  now: Date,
) {
  if (locked.coupon_id !== null) throw validationFailed({ coupon_code: [COUPON_ALREADY_APPLIED] });
  const coupon = await couponOrInvalid(tx, orgOf(member), code, today, { lock: true });
  await insertRedemption(tx, {
    organization_id: orgOf(member),
    coupon_id: coupon.id,
    client_id: locked.client_id,
    subscription_id: locked.id,
    redeemed_by_user_id: member.user.id,
    redeemed_at: now,
  });
  return coupon;
}

const sortedDays = (days: readonly { service_type: 'recurring' | 'one_time'; start_date: string }[]) =>
  [...days].sort((a, b) => a.start_date.localeCompare(b.start_date));

/**
 * What saving would cost, before saving: the list price here, the chosen price and the monthly value after add-ons and
 * coupon; for a change, the current value beside it. A code that cannot be applied is named, not thrown.
 */
export async function quoteSubscription(
  deps: AppDeps,
  member: MemberContext,
  kind: SubscriptionKind,
  body: z.output<typeof subscriptionQuoteSchema>,
): Promise<SubscriptionQuote> {
  const organizationId = orgOf(member);
  const today = todayOf(deps, member);
  const current = body.subscription_id
    ? await findSubscriptionRow(deps.db, { organization_id: organizationId, id: body.subscription_id, kind })
    : null;
  if (body.subscription_id && !current) throw notThere(kind);
  const locationId = current
    ? (current.client_location_id ?? current.commercial_location_id)!
    : kind === 'residential'
      ? body.client_location_id
      : body.commercial_location_id;
  if (!locationId)
    throw validationFailed({
      [kind === 'residential' ? 'client_location_id' : 'commercial_location_id']: [messages.required],
    });
  const location: ServicedLocation = await servicedLocation(deps.db, organizationId, kind, locationId);
  const plan = await planOrInvalid(deps.db, organizationId, body.service_plan_id);
  const list = await listPriceCents(deps.db, organizationId, plan, location);
  const addOns = await crossSellsOrInvalid(deps.db, organizationId, kind, body.cross_sell_ids);
  const [loaded] = current ? await loadSubscriptions(deps.db, organizationId, [current.id]) : [];
  let coupon: {
    percent_off: number | null;
    amount_off_cents: number | null;
    duration: 'once' | 'repeating' | 'forever';
    duration_months: number | null;
    applied_on: string;
    code: string;
  } | null = null;
  let couponError: string | null = null;
  if (loaded?.coupon && loaded.subscription.coupon_applied_on)
    coupon = { ...loaded.coupon, applied_on: loaded.subscription.coupon_applied_on };
  else if (body.coupon_code) {
    try {
      coupon = { ...(await couponOrInvalid(deps.db, organizationId, body.coupon_code, today)), applied_on: today };
    } catch {
      couponError = messages.couponCodeInvalid;
    }
  }
  const price = body.price_cents ?? list;
  const value = subscriptionValue(
    {
      price_cents: price,
      price_basis: plan.price_basis,
      frequency: plan.frequency,
      custom_days_per_week: plan.custom_days_per_week,
      cross_sells: addOns,
      coupon,
    },
    today,
  );
  return {
    list_price_cents: list,
    price_cents: price,
    price_basis: plan.price_basis,
    value,
    coupon: coupon ? { code: coupon.code, summary: describeCoupon(coupon) } : null,
    coupon_error: couponError,
    current: loaded ? { ...valueOf(loaded, today), price_cents: loaded.subscription.price_cents } : null,
  };
}

/** What the subscription forms offer: active plans, the active field technicians, active add-ons of the kind and cancel reasons. */
export async function subscriptionOptions(deps: AppDeps, member: MemberContext, kind: SubscriptionKind) {
  const organizationId = orgOf(member);
  const [plans, techs, addOns, reasons] = await Promise.all([
    activeServicePlans(deps.db, organizationId),
    activeStaffNames(deps.db, organizationId),
    activeCrossSells(deps.db, organizationId, kind),
    activeCancelReasons(deps.db, organizationId),
  ]);
  return {
    service_plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      slug: plan.slug,
      frequency: plan.frequency,
      custom_days_per_week: plan.custom_days_per_week,
      price_basis: plan.price_basis,
      is_active: plan.is_active,
      label: planWithFrequency(plan.name, plan.frequency),
    })),
    techs: techs
      .filter(isFieldTechnician)
      .map((tech) => ({ id: tech.id, name: `${tech.first_name} ${tech.last_name}` })),
    cross_sells: addOns.map((addOn) => ({
      id: addOn.id,
      name: addOn.name,
      price_cents: addOn.price_cents,
      frequency: addOn.frequency,
    })),
    cancel_reasons: reasons,
  };
}
