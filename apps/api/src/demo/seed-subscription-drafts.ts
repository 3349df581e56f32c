/**
 * The demo subscriptions' variety, applied to the drafts seed-subscriptions.ts builds: prices agreed by hand, paused
 * ones, coupons and cross-sells on a few settled residential subscriptions.
 */
import { addCalendarDays, daysBetween, maxDay, minDay, type ServiceDay } from '@employee-portal/core';
import type { subscriptions } from '../features/subscriptions/subscriptions.table.ts';
import type { SeededRandom } from './demo-data/seeded-random.ts';
import type { DemoPlan, DemoPricing } from './seed-pricing.ts';

const OVERRIDE_REASONS = [
  'Neighbour referral rate',
  'Price kept from last year',
  'Senior discount',
  'Two homes on the same route',
];

export interface Draft {
  values: Omit<
    typeof subscriptions.$inferInsert,
    'organization_id' | 'service_plan_id' | 'price_cents' | 'list_price_cents' | 'start_date'
  > & { start_date: string; price_cents: number; list_price_cents: number };
  plan: DemoPlan;
  serviceDays: ServiceDay[];
  crossSells: { cross_sell_id: number; price_cents: number; added_on: string }[];
  couponCode: string | null;
  createdDay: string;
  /** Subscriptions that ended: inserted running, so their visits are made, and ended once they are. */
  cancellation: { on: string; reason_id: number; reason: string; note: string; at: Date } | null;
}

/** A pause the office approved from the client's request: the client's subscription takes it. */
export interface ApprovedPause {
  client_id: number;
  from: string;
  to: string;
}

/** A week to three, some weeks after the start and over at least a week before today. */
function pastPause(subscription: Draft, rng: SeededRandom, today: string) {
  const earliest = addCalendarDays(subscription.values.start_date, 14);
  const latest = addCalendarDays(today, -28);
  if (earliest > latest) return null;
  const from = addCalendarDays(earliest, rng.int(0, daysBetween(earliest, latest)));
  return { from, to: addCalendarDays(from, rng.int(1, 3) * 7) };
}

/** Pauses, hand-agreed prices, coupons, cross-sells and a few unassigned ones, on fixed random picks. */
export function adjustDrafts(
  drafts: Draft[],
  pricing: DemoPricing,
  rng: SeededRandom,
  today: string,
  approvedPauses: readonly ApprovedPause[],
) {
  const isActive = (subscription: Draft) => subscription.cancellation === null;
  const recurringResidential = drafts.filter(
    (subscription) =>
      isActive(subscription) &&
      subscription.values.kind === 'residential' &&
      subscription.plan.frequency !== 'one_time',
  );
  const settled = recurringResidential.filter(
    (subscription) => subscription.values.start_date <= addCalendarDays(today, -30),
  );
  const picks = rng.shuffle(settled);
  // Three away right now, two with a trip booked.
  picks.slice(0, 5).forEach((subscription, index) => {
    const from = index < 3 ? addCalendarDays(today, -rng.int(1, 6)) : addCalendarDays(today, rng.int(5, 10));
    Object.assign(subscription.values, {
      pause_from: from,
      pause_to: addCalendarDays(from, rng.int(2, 3) * 7),
      status: index < 3 ? 'paused' : undefined,
    });
  });
  picks.slice(5, 9).forEach((subscription, index) => {
    subscription.values.price_cents = subscription.values.list_price_cents - 300;
    subscription.values.price_override_reason = OVERRIDE_REASONS[index];
  });
  picks.slice(9, 14).forEach((subscription) => (subscription.values.assigned_user_id = null));
  // Holidays over the year, and the one the office approved from a client's request.
  for (const subscription of picks.slice(14, 20)) {
    const pause = pastPause(subscription, rng, today);
    if (pause) Object.assign(subscription.values, { pause_from: pause.from, pause_to: pause.to });
  }
  for (const pause of approvedPauses) {
    const subscription = recurringResidential.find(
      (candidate) =>
        candidate.values.client_id === pause.client_id &&
        !candidate.values.pause_from &&
        candidate.values.start_date < pause.from,
    );
    if (subscription) Object.assign(subscription.values, { pause_from: pause.from, pause_to: pause.to });
  }
  // Half of the coming one-time jobs are not given to a tech yet.
  drafts
    .filter(
      (subscription) =>
        subscription.plan.frequency === 'one_time' && subscription.values.start_date > today && rng.chance(0.5),
    )
    .forEach((subscription) => (subscription.values.assigned_user_id = null));

  const recent = recurringResidential.filter(
    (subscription) =>
      subscription.values.start_date >= addCalendarDays(today, -150) && !picks.slice(0, 9).includes(subscription),
  );
  const summerExpiry = pricing.coupons.find((coupon) => coupon.code === 'SUMMER25')?.expires_on ?? today;
  const summer = recurringResidential.filter(
    (subscription) =>
      subscription.values.start_date <= summerExpiry &&
      subscription.values.start_date >= addCalendarDays(summerExpiry, -120),
  );
  const couponPicks: [string, Draft[]][] = [
    ['SPRING20', recent.slice(0, 2)],
    ['WELCOME10', recent.slice(2, 4)],
    ['NEIGHBOR5', recent.slice(4, 5)],
    ['SUMMER25', summer.filter((subscription) => !recent.slice(0, 5).includes(subscription)).slice(0, 1)],
  ];
  for (const [code, chosen] of couponPicks) {
    const coupon = pricing.coupons.find((row) => row.code === code)!;
    for (const subscription of chosen) {
      Object.assign(subscription.values, { coupon_id: coupon.id, coupon_applied_on: subscription.values.start_date });
      subscription.couponCode = code;
    }
  }

  const withExtras: [string, number, Draft[]][] = [
    ['Deodorizing Spray', 12, recurringResidential],
    ['Yard Spray Treatment', 8, recurringResidential],
    ['Trash Can Sanitizing', 4, recurringResidential],
    ['Sandbox Sanitizing', 2, recurringResidential],
    ['Station Bag Refills', 3, drafts.filter((subscription) => subscription.values.kind === 'commercial')],
    ['Station Sanitizing', 2, drafts.filter((subscription) => subscription.values.kind === 'commercial')],
  ];
  for (const [name, count, candidates] of withExtras) {
    const crossSell = pricing.crossSells.find((row) => row.name === name)!;
    for (const subscription of rng.sample(candidates, Math.min(count, candidates.length))) {
      subscription.crossSells.push({
        cross_sell_id: crossSell.id,
        price_cents: crossSell.price_cents,
        added_on: minDay(
          addCalendarDays(subscription.values.start_date, rng.int(0, 60)),
          maxDay(subscription.values.start_date, today),
        ),
      });
    }
  }
}
