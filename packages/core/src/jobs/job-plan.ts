/**
 * Which visits a subscription plans, and how its jobs follow a change (issue 14). Pure: the API feeds it rows and
 * writes what it answers, in the transaction that changed the subscription or in the nightly generation.
 */
import { addCalendarDays, maxDay } from '../scheduling/calendar-day.ts';
import { visitsBetween, type PauseRange, type ServiceDay } from '../scheduling/next-cleanup.ts';
import { cadenceOf, requiredServiceDays, type ServiceFrequency } from '../scheduling/service-frequency.ts';
import type { PriceBasis } from '../subscriptions/pricing.schema.ts';
import type { JobStatus } from './job.schema.ts';

export const DEFAULT_HORIZON_WEEKS = 8;

export interface PlannedSubscription {
  status: 'active' | 'paused' | 'cancelled';
  start_date: string;
  frequency: ServiceFrequency;
  service_days: readonly ServiceDay[];
  pause: PauseRange | null;
}

/** The days from `today` through the horizon's last day (the horizon counts today as its first day). */
export const horizonWindow = (today: string, horizonWeeks: number) => ({
  from: today,
  to: addCalendarDays(today, horizonWeeks * 7 - 1),
});

/**
 * The visit days a subscription plans within a window: none once cancelled, none before it starts, none inside its
 * pause. One-time service days plan their single date.
 */
export function plannedVisitDays(subscription: PlannedSubscription, window: { from: string; to: string }): string[] {
  if (subscription.status === 'cancelled') return [];
  const from = maxDay(window.from, subscription.start_date);
  if (from > window.to) return [];
  return visitsBetween(
    subscription.service_days,
    cadenceOf(subscription.frequency),
    { from, to: window.to },
    subscription.pause,
  );
}

export interface JobOnRecord {
  id: number;
  /** The day the schedule planned it for; a job moved by hand keeps it, so the schedule never plans that visit again. */
  planned_date: string;
  service_date: string;
  status: JobStatus;
  /** Moved to another day or tech by hand: the schedule leaves it alone. */
  is_manual: boolean;
}

/** Not yet touched by anyone and still ahead: the only jobs a subscription change may rewrite or remove. */
export const isUntouched = (job: JobOnRecord, today: string) =>
  job.status === 'scheduled' && !job.is_manual && job.service_date >= today;

export interface JobReconciliation {
  /** Planned days that have no job yet. */
  create: string[];
  /** Untouched jobs the schedule still plans: they take the subscription's current terms (tech, price). */
  keep: number[];
  /** Untouched jobs the schedule no longer plans. */
  remove: number[];
}

/**
 * Brings a subscription's jobs in line with its planned days from `today` on. Completed, skipped, moved or past jobs
 * are never rewritten, and the day each was planned for counts as taken, so a moved job keeps its new day and no
 * duplicate appears on its old one.
 */
export function reconcileJobs(
  jobs: readonly JobOnRecord[],
  plannedDays: readonly string[],
  today: string,
): JobReconciliation {
  const planned = new Set(plannedDays.filter((day) => day >= today));
  const taken = new Set<string>();
  const keep: number[] = [];
  const remove: number[] = [];
  for (const job of jobs) {
    if (!isUntouched(job, today)) {
      taken.add(job.planned_date);
    } else if (planned.has(job.planned_date) && !taken.has(job.planned_date)) {
      taken.add(job.planned_date);
      keep.push(job.id);
    } else {
      remove.push(job.id);
    }
  }
  const create = [...planned].filter((day) => !taken.has(day)).sort();
  return { create, keep, remove };
}

const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

/**
 * What one visit is worth, in cents: a per-visit price is the visit's own; a per-month price is spread over the plan's
 * visits in an average month (52 weeks over 12 months), rounded to the cent. Add-ons bought every visit are added.
 */
export function visitPriceCents(terms: {
  price_cents: number;
  price_basis: PriceBasis;
  frequency: ServiceFrequency;
  custom_days_per_week: number | null;
  every_visit_cross_sells_cents: number;
}): number {
  const addOns = terms.every_visit_cross_sells_cents;
  if (terms.price_basis === 'per_visit') return terms.price_cents + addOns;
  const cadence = cadenceOf(terms.frequency);
  if (cadence.kind !== 'weekly') return terms.price_cents + addOns;
  const visitsPerMonth =
    ((requiredServiceDays(terms.frequency, terms.custom_days_per_week) ?? 1) * WEEKS_PER_YEAR) /
    (cadence.intervalWeeks * MONTHS_PER_YEAR);
  return Math.round(terms.price_cents / visitsPerMonth) + addOns;
}
