import {
  cadenceOf,
  describeCoupon,
  isUnassigned,
  nextCleanupWithJobs,
  subscriptionValue,
  type JobCalendar,
  type ScheduleEntry,
  type SubscriptionWire,
  type SubscriptionEventWire,
} from '@employee-portal/core';
import type { historyOf, LoadedSubscription, SubscriptionRow } from './subscriptions.repository.ts';

type Status = SubscriptionWire['status'];

/** Paused while today lies in [pause start, pause end); a pause still to come leaves the subscription active. */
export function effectiveStatus(
  row: Pick<SubscriptionRow, 'status' | 'pause_from' | 'pause_to'>,
  today: string,
): Status {
  if (row.status === 'cancelled') return 'cancelled';
  return row.pause_from && row.pause_to && row.pause_from <= today && today < row.pause_to ? 'paused' : 'active';
}

const pauseOf = (row: Pick<SubscriptionRow, 'pause_from' | 'pause_to'>) =>
  row.pause_from && row.pause_to ? { from: row.pause_from, to: row.pause_to } : null;

/**
 * The next visit from the subscription's jobs (its pattern past them), pauses skipped, and the one the calendar shows
 * before any pause; none once cancelled.
 */
export function cleanupDays(
  loaded: Pick<LoadedSubscription, 'subscription' | 'plan' | 'serviceDays'>,
  today: string,
  jobs: JobCalendar | null,
) {
  if (loaded.subscription.status === 'cancelled') return { next: null, scheduled: null };
  return nextCleanupWithJobs({
    serviceDays: loaded.serviceDays,
    cadence: cadenceOf(loaded.plan.frequency),
    today,
    startDate: loaded.subscription.start_date,
    pause: pauseOf(loaded.subscription),
    jobs,
  });
}

export function valueOf(
  loaded: Pick<LoadedSubscription, 'subscription' | 'plan' | 'crossSells' | 'coupon'>,
  today: string,
) {
  const { subscription, plan, coupon } = loaded;
  return subscriptionValue(
    {
      price_cents: subscription.price_cents,
      price_basis: plan.price_basis,
      frequency: plan.frequency,
      custom_days_per_week: plan.custom_days_per_week,
      cross_sells: loaded.crossSells,
      coupon:
        coupon && subscription.coupon_applied_on ? { ...coupon, applied_on: subscription.coupon_applied_on } : null,
    },
    today,
  );
}

function locationOf(loaded: LoadedSubscription): SubscriptionWire['location'] {
  const home = loaded.location;
  if (home)
    return {
      id: home.id,
      name: home.name,
      address: `${home.address_line1}, ${home.city}`,
      zip: home.zip,
      dogs: home.dog_count,
      stations: null,
    };
  const site = loaded.commercialLocation!;
  return {
    id: site.id,
    name: site.name,
    address: `${site.address_line1}, ${site.city}`,
    zip: site.zip,
    dogs: null,
    stations: site.stations,
  };
}

const personName = (person: { first_name: string; last_name: string } | null) =>
  person ? `${person.first_name} ${person.last_name}` : null;

export function presentSubscription(
  loaded: LoadedSubscription,
  today: string,
  jobs: JobCalendar | null,
): SubscriptionWire {
  const { subscription, plan, coupon } = loaded;
  return {
    id: subscription.id,
    kind: subscription.kind,
    status: effectiveStatus(subscription, today),
    start_date: subscription.start_date,
    pause_subscription_start_date: subscription.pause_from,
    pause_subscription_end_date: subscription.pause_to,
    cancelled_on: subscription.cancelled_on,
    cancel_reason: loaded.reason,
    cancel_note: subscription.cancel_note,
    client: loaded.client
      ? { id: loaded.client.id, name: personName(loaded.client)! }
      : { id: loaded.customer!.id, name: loaded.customer!.company_name },
    location: locationOf(loaded),
    service_plan: plan,
    price_cents: subscription.price_cents,
    list_price_cents: subscription.list_price_cents,
    price_override_reason: subscription.price_override_reason,
    service_days: loaded.serviceDays,
    assigned_user: loaded.tech ? { id: loaded.tech.id, name: personName(loaded.tech)! } : null,
    cross_sells: loaded.crossSells.map(({ id, name, price_cents, frequency }) => ({
      id,
      name,
      price_cents,
      frequency,
    })),
    coupon:
      coupon && subscription.coupon_applied_on
        ? {
            id: coupon.id,
            code: coupon.code,
            summary: describeCoupon(coupon),
            applied_on: subscription.coupon_applied_on,
          }
        : null,
    value: valueOf(loaded, today),
    next_cleanup: cleanupDays(loaded, today, jobs).next,
    created_at: subscription.created_at.toISOString(),
  };
}

export function presentEvent({ event, by }: Awaited<ReturnType<typeof historyOf>>[number]): SubscriptionEventWire {
  return {
    id: event.id,
    action: event.action,
    summary: event.summary,
    changes: event.changes,
    by: personName(by),
    created_at: event.created_at.toISOString(),
  };
}

/** Spec §3 "Client schedule (location) entry" for one subscription. */
export function scheduleEntryOf(loaded: LoadedSubscription, today: string, jobs: JobCalendar | null): ScheduleEntry {
  const { subscription, plan } = loaded;
  const status = effectiveStatus(subscription, today);
  const place = loaded.location ?? loaded.commercialLocation!;
  const days = cleanupDays(loaded, today, jobs);
  const entry: ScheduleEntry = {
    client_location_id: place.id,
    service_days: loaded.serviceDays,
    clean_up_frequency: plan.frequency,
    service_plan_slug: plan.slug,
    service_plan_name: plan.name,
    pricing_plan_name: plan.name,
    commercial: subscription.kind === 'commercial',
    unasigned: false,
    status,
    subscription_id: subscription.id,
    subscription: {
      id: subscription.id,
      status,
      pause_subscription_start_date: subscription.pause_from,
      pause_subscription_end_date: subscription.pause_to,
    },
    lat: place.lat,
    lng: place.lng,
    nextCleanup: days.next,
    scheduledCleanup: days.scheduled,
  };
  return { ...entry, unasigned: isUnassigned(entry) };
}
