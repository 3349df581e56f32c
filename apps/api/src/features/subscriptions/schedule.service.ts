/**
 * Spec §7 schedule calls: a client's schedule entries (one per subscription, and one unassigned entry per location
 * without any) and a location's next cleanup, pauses skipped.
 */
import type { ScheduleEntry } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  clientExists,
  clientLocationExists,
  findCommercialPlace,
  placesOfClient,
} from './schedule-places.repository.ts';
import { cleanupDays, scheduleEntryOf } from './subscriptions.present.ts';
import { loadSubscriptions, subscriptionIdsOf } from './subscriptions.repository.ts';
import { todayOf } from './subscriptions.service.ts';
import { jobCalendarsOf, nextOpenJobAt } from './location-schedule.repository.ts';

type Place = { id: number; lat: number | null; lng: number | null };

/** A location nobody subscribed: a one-time entry without a one-time day, which §4 calls unassigned. */
function entryWithoutSubscription(place: Place, commercial: boolean): ScheduleEntry {
  return {
    client_location_id: place.id,
    service_days: [],
    clean_up_frequency: 'one_time',
    service_plan_slug: null,
    service_plan_name: null,
    pricing_plan_name: 'One Time',
    commercial,
    unasigned: true,
    status: null,
    subscription_id: null,
    subscription: null,
    lat: place.lat,
    lng: place.lng,
    nextCleanup: null,
    scheduledCleanup: null,
  };
}

async function entriesFor(
  deps: AppDeps,
  member: MemberContext,
  places: Place[],
  subscriptionIds: number[],
  commercial: boolean,
) {
  const today = todayOf(deps, member);
  const loaded = await loadSubscriptions(deps.db, member.organization.id, subscriptionIds);
  const jobs = await jobCalendarsOf(deps.db, member.organization.id, subscriptionIds, today);
  const entries = loaded.map((row) => scheduleEntryOf(row, today, jobs.get(row.subscription.id) ?? null));
  const covered = new Set(entries.map((entry) => entry.client_location_id));
  return [
    ...entries,
    ...places.filter((place) => !covered.has(place.id)).map((place) => entryWithoutSubscription(place, commercial)),
  ];
}

export async function residentialSchedule(deps: AppDeps, member: MemberContext, clientId: number) {
  const organizationId = member.organization.id;
  if (!(await clientExists(deps.db, { organization_id: organizationId, id: clientId })))
    throw notFound('Client not found.');
  const places = await placesOfClient(deps.db, organizationId, clientId);
  const ids = await subscriptionIdsOf(deps.db, organizationId, { client_id: clientId });
  return { client_locations: await entriesFor(deps, member, places, ids, false) };
}

export async function commercialSchedule(deps: AppDeps, member: MemberContext, locationId: number) {
  const organizationId = member.organization.id;
  const place = await findCommercialPlace(deps.db, { organization_id: organizationId, id: locationId });
  if (!place) throw notFound('This commercial location does not exist.');
  const ids = await subscriptionIdsOf(deps.db, organizationId, { commercial_location_id: locationId });
  return { client_locations: await entriesFor(deps, member, [place], ids, true) };
}

/**
 * The location's earliest coming visit: its next job still to do (a job moved on the dispatch board counts on its new
 * day), or, past the days jobs were made for, the next visit of a subscription that is not cancelled, pauses skipped.
 */
export async function nextCleanupDay(deps: AppDeps, member: MemberContext, clientLocationId: number) {
  const organizationId = member.organization.id;
  if (!(await clientLocationExists(deps.db, { organization_id: organizationId, id: clientLocationId })))
    throw notFound('This client location does not exist.');
  const today = todayOf(deps, member);
  const ids = await subscriptionIdsOf(deps.db, organizationId, { client_location_id: clientLocationId });
  const [loaded, jobs, nextJob] = await Promise.all([
    loadSubscriptions(deps.db, organizationId, ids),
    jobCalendarsOf(deps.db, organizationId, ids, today),
    nextOpenJobAt(deps.db, organizationId, clientLocationId, today),
  ]);
  const days = [nextJob, ...loaded.map((row) => cleanupDays(row, today, jobs.get(row.subscription.id) ?? null).next)]
    .filter((day): day is string => day !== null)
    .sort();
  return { next_cleanup: days[0] ?? null };
}
