/**
 * The schedule tabs' rules (spec §4 "Schedule entries", core functions): status copied from the subscription, the
 * residential limit on past one-time jobs, 'Unassigned', the next cleanup of active entries and the pause note.
 */
import {
  serviceFrequencies,
  serviceFrequencyLabels,
  type ServiceFrequency,
} from '@employee-portal/core/scheduling/service-frequency';
import {
  DEFAULT_PRICING_PLAN_NAME,
  isUnassigned,
  residentialScheduleEntries,
  showsNextCleanup,
  showsPauseNote,
  withSubscriptionStatus,
  type ScheduleEntry,
} from '@employee-portal/core/scheduling/schedule-entry';

export type ScheduleEntryWire = ScheduleEntry;

export interface ScheduleEntryView {
  key: string;
  subscriptionId: number | null;
  planName: string;
  frequencyLabel: string;
  status: ScheduleEntry['status'];
  serviceDays: ScheduleEntry['service_days'];
  unassigned: boolean;
  nextCleanup: string | null;
  pause: { from: string; to: string } | null;
}

export interface LocationSchedule {
  locationId: number;
  title: string;
  entries: ScheduleEntryView[];
}

const isFrequency = (value: string): value is ServiceFrequency =>
  (serviceFrequencies as readonly string[]).includes(value);

export const frequencyLabel = (cleanUpFrequency: string) =>
  isFrequency(cleanUpFrequency) ? serviceFrequencyLabels[cleanUpFrequency] : cleanUpFrequency.replace(/[_-]+/g, ' ');

/** The pause note is about the visit the calendar shows before pauses (nextCleanup never falls inside one). */
export function entryView(raw: ScheduleEntryWire, index: number): ScheduleEntryView {
  const entry = withSubscriptionStatus(raw);
  const pauseNote = showsPauseNote(entry, entry.scheduledCleanup);
  const subscription = entry.subscription;
  return {
    key: `${entry.client_location_id}-${entry.subscription_id ?? 'none'}-${index}`,
    subscriptionId: entry.subscription_id,
    planName: entry.pricing_plan_name || entry.service_plan_name || DEFAULT_PRICING_PLAN_NAME,
    frequencyLabel: frequencyLabel(entry.clean_up_frequency),
    status: entry.status,
    serviceDays: entry.service_days,
    unassigned: entry.subscription_id !== null && isUnassigned(entry),
    nextCleanup: showsNextCleanup(entry) ? entry.nextCleanup : null,
    pause:
      pauseNote && subscription
        ? { from: subscription.pause_subscription_start_date!, to: subscription.pause_subscription_end_date! }
        : null,
  };
}

/**
 * Entries grouped under their locations, in the order the rules leave them. An entry without a subscription only
 * stands for its location (one with nothing yet), so it adds no row.
 */
export function groupByLocation(
  entries: readonly ScheduleEntryWire[],
  locations: readonly { id: number; title: string }[],
): LocationSchedule[] {
  const views = entries.map((entry, index) => ({
    locationId: entry.client_location_id,
    view: entryView(entry, index),
  }));
  return locations.map((location) => ({
    locationId: location.id,
    title: location.title,
    entries: views
      .filter((item) => item.locationId === location.id && item.view.subscriptionId !== null)
      .map((item) => item.view),
  }));
}

/** The client page: status copied, then at most three past one-time jobs, the newest last. */
export function residentialSchedule(
  entries: readonly ScheduleEntryWire[],
  locations: readonly { id: number; title: string }[],
  today: string,
): LocationSchedule[] {
  const withStatus = entries.map((entry) => withSubscriptionStatus(entry));
  return groupByLocation(residentialScheduleEntries(withStatus, today), locations);
}
