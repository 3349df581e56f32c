/** Spec §3 "Client schedule (location) entry" and the §4 rules the client page applies to them. */
import { isWithinPause, type ServiceDay } from './next-cleanup.ts';

export type SubscriptionStatus = 'active' | 'paused' | 'cancelled';

export interface ScheduleSubscription {
  id: number;
  status: SubscriptionStatus;
  pause_subscription_start_date: string | null;
  pause_subscription_end_date: string | null;
}

export interface ScheduleEntry {
  client_location_id: number;
  service_days: ServiceDay[];
  /** 'one_time' when the entry has no service plan slug. */
  clean_up_frequency: string;
  service_plan_slug: string | null;
  service_plan_name: string | null;
  pricing_plan_name: string;
  commercial: boolean;
  /** Spelled so by the spec. */
  unasigned: boolean;
  status: SubscriptionStatus | null;
  subscription_id: number | null;
  subscription: ScheduleSubscription | null;
  lat: number | null;
  lng: number | null;
  /** The next visit, pauses skipped (what `next_cleanup_day` answers). */
  nextCleanup: string | null;
  /**
   * The next visit on the calendar before any pause is applied: the visit a pause skips. The pause note compares this
   * day with the pause, since `nextCleanup` never falls inside it.
   */
  scheduledCleanup: string | null;
}

export const DEFAULT_PRICING_PLAN_NAME = 'One Time';
export const MAX_PAST_ONE_TIME_JOBS = 3;

export const cleanUpFrequencyFor = (servicePlanSlug: string | null | undefined) => servicePlanSlug || 'one_time';

const isOneTime = (entry: Pick<ScheduleEntry, 'clean_up_frequency'>) => entry.clean_up_frequency === 'one_time';

/** A one-time entry is unassigned without a one_time service day; a recurring one without a recurring service day. */
export function isUnassigned(entry: Pick<ScheduleEntry, 'clean_up_frequency' | 'service_days'>): boolean {
  const wanted = isOneTime(entry) ? 'one_time' : 'recurring';
  return !entry.service_days.some((day) => day.service_type === wanted);
}

/** The subscription's status is copied onto the entry once the subscription is loaded. */
export function withSubscriptionStatus<Entry extends Pick<ScheduleEntry, 'status' | 'subscription'>>(
  entry: Entry,
): Entry {
  return entry.subscription ? { ...entry, status: entry.subscription.status } : entry;
}

/** Next cleanup is shown only for active entries. */
export const showsNextCleanup = (entry: Pick<ScheduleEntry, 'status' | 'nextCleanup'>) =>
  entry.status === 'active' && entry.nextCleanup !== null;

/** The pause note shows when the next cleanup falls within [pause start, pause end). */
export function showsPauseNote(entry: Pick<ScheduleEntry, 'subscription'>, nextCleanup: string | null): boolean {
  const subscription = entry.subscription;
  if (!nextCleanup || !subscription?.pause_subscription_start_date || !subscription.pause_subscription_end_date)
    return false;
  return isWithinPause(nextCleanup, {
    from: subscription.pause_subscription_start_date,
    to: subscription.pause_subscription_end_date,
  });
}

const firstStartDate = (entry: Pick<ScheduleEntry, 'service_days'>) =>
  entry.service_days.map((day) => day.start_date).sort()[0] ?? null;

const isPastOneTimeJob = (entry: ScheduleEntry, today: string) => {
  const start = firstStartDate(entry);
  return isOneTime(entry) && start !== null && start < today;
};

/**
 * The residential list: at most three past one-time jobs (start date before today), the newest kept, placed after
 * every other entry (oldest of them first, so the newest is last).
 */
export function residentialScheduleEntries(entries: readonly ScheduleEntry[], today: string): ScheduleEntry[] {
  const current = entries.filter((entry) => !isPastOneTimeJob(entry, today));
  const past = entries
    .filter((entry) => isPastOneTimeJob(entry, today))
    .sort((a, b) => (firstStartDate(a) ?? '').localeCompare(firstStartDate(b) ?? ''))
    .slice(-MAX_PAST_ONE_TIME_JOBS);
  return [...current, ...past];
}
