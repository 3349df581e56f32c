import { asc, eq } from 'drizzle-orm';
import {
  addCalendarDays,
  addCalendarMonths,
  formatCents,
  maxDay,
  minDay,
  planPriceCents,
  todayIn,
} from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { clientLocations, clients, type FieldChange } from '../features/clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../features/commercial/commercial.table.ts';
import { workAreaTechs, workAreaZips } from '../features/work-areas/work-areas.table.ts';
import { couponRedemptions } from '../features/coupons/coupons.table.ts';
import {
  subscriptionCrossSells,
  subscriptionEvents,
  subscriptions,
  subscriptionServiceDays,
} from '../features/subscriptions/subscriptions.table.ts';
import { createSeededRandom, type SeededRandom } from './demo-data/seeded-random.ts';
import { seedInstant, seedPricing, type DemoFrequency, type DemoPlan, type DemoPricing } from './seed-pricing.ts';
import { adjustDrafts, type Draft } from './seed-subscription-drafts.ts';
import { approvedPausesOf, endWhenLeft } from './seed-subscription-endings.ts';
import { FREQUENCY_MIX, oneTimeDay, serviceDaysFor, weekdaysFor } from './seed-subscription-days.ts';
import type { DemoCancellation } from './seed-jobs.ts';

/**
 * The subscriptions of Demo Scoopers over its year: nearly every active client location is subscribed soon after the
 * client joined (mostly weekly), a few paused now or for a holiday earlier, a few with a price agreed by hand, some
 * with cross-sells or a coupon; every client who left had one that ended the day the client's service did, with the
 * reason the client gave; one client has five past one-time jobs; a few commercial locations are serviced by stations.
 * Deterministic: one seeded random, and dates relative to the seed's today in Denver.
 */

const TIME_ZONE = 'America/Denver';
type ClientRow = {
  id: number;
  first_name: string;
  last_name: string;
  status: 'active' | 'inactive';
  created_at: Date;
  deactivated_at: Date | null;
  inactive_reason: string | null;
  billing_client_id: number | null;
};
type Area = { work_area_id: number; techs: number[] };

export interface DemoSubscriptionStaff {
  owner: { user_id: number };
}

/**
 * Seeds the pricing setup, then the subscriptions; answers the client with five past one-time jobs and the
 * cancellations the jobs seed applies once their visits are made.
 */
export async function seedSubscriptions(db: Db, organizationId: number, staff: DemoSubscriptionStaff, now: Date) {
  const pricing = await seedPricing(db, organizationId, staff, now);
  const rng = createSeededRandom(707);
  const today = todayIn(TIME_ZONE, now);
  const dayOf = (at: Date) => todayIn(TIME_ZONE, at);
  const areaOf = await areasByZip(db, organizationId);
  const premiumFor = (zip: string) => pricing.premiumByWorkArea.get(areaOf.get(zip)?.work_area_id ?? 0) ?? 0;
  const techFor = (zip: string) => {
    const techs = areaOf.get(zip)?.techs ?? [];
    return techs.length ? rng.pick(techs) : null;
  };

  const clientRows: ClientRow[] = await db
    .select({
      id: clients.id,
      first_name: clients.first_name,
      last_name: clients.last_name,
      status: clients.status,
      created_at: clients.created_at,
      deactivated_at: clients.deactivated_at,
      inactive_reason: clients.inactive_reason,
      billing_client_id: clients.billing_client_id,
    })
    .from(clients)
    .where(eq(clients.organization_id, organizationId))
    .orderBy(asc(clients.id));
  const locationRows = await db
    .select()
    .from(clientLocations)
    .where(eq(clientLocations.organization_id, organizationId))
    .orderBy(asc(clientLocations.id));
  const locationsOf = (clientId: number) => locationRows.filter((location) => location.client_id === clientId);

  const draft = (
    plan: DemoPlan,
    start: string,
    createdDay: string,
    place: { zip: string; count: number },
    ids: Partial<Draft['values']>,
    weekdays: number[],
  ): Draft => {
    const list = planPriceCents(plan, place.count, premiumFor(place.zip)) ?? 0;
    return {
      values: {
        kind: 'residential',
        ...ids,
        start_date: start,
        price_cents: list,
        list_price_cents: list,
        assigned_user_id: techFor(place.zip),
      },
      plan,
      serviceDays: serviceDaysFor(plan.frequency, start, weekdays),
      crossSells: [],
      couponCode: null,
      createdDay: createdDay > today ? today : createdDay,
      cancellation: null,
    };
  };
  const cancelWhenLeft = (subscription: Draft, leftAt: Date, given: string | null, index: number) =>
    endWhenLeft(subscription, pricing, { at: leftAt, given, index });
  const residential = (plan: DemoPlan, client: ClientRow, location: (typeof locationRows)[number], start: string) =>
    draft(
      plan,
      start,
      maxDay(dayOf(client.created_at), start <= today ? start : addCalendarDays(today, -2)),
      { zip: location.zip, count: location.dog_count },
      { client_id: client.id, client_location_id: location.id },
      weekdaysFor(plan.frequency, rng),
    );
  const startAfter = (created: Date) => minDay(addCalendarDays(dayOf(created), rng.int(1, 10)), today);

  // One client who only calls for one-off cleanups: five of them, one to five months ago.
  const oneLocation = clientRows.filter(
    (client) =>
      client.status === 'active' &&
      client.billing_client_id === null &&
      locationsOf(client.id).length === 1 &&
      dayOf(client.created_at) < addCalendarMonths(today, -7),
  );
  const occasional = oneLocation.filter(
    (client) => !clientRows.some((other) => other.billing_client_id === client.id),
  )[2]!;
  const drafts: Draft[] = [1, 2, 3, 4, 5].map((months) =>
    residential(
      pricing.plans.one_time,
      occasional,
      locationsOf(occasional.id)[0]!,
      addCalendarDays(addCalendarMonths(today, -months), rng.int(-3, 3)),
    ),
  );

  // Every client who left had a subscription that ended when they did.
  const lost = clientRows.filter((client) => client.status === 'inactive' && client.deactivated_at);
  lost.forEach((client, index) => {
    const plan = index % 4 === 3 ? pricing.plans.every_two_weeks : pricing.plans.once_a_week;
    const subscription = residential(plan, client, locationsOf(client.id)[0]!, startAfter(client.created_at));
    drafts.push(cancelWhenLeft(subscription, client.deactivated_at!, client.inactive_reason, index));
  });

  const mix = rng.shuffle(FREQUENCY_MIX);
  let subscribed = 0;
  for (const client of clientRows.filter((row) => row.status === 'active' && row.id !== occasional.id)) {
    for (const location of locationsOf(client.id)) {
      // A few new clients and second homes are not subscribed yet.
      if (rng.chance(0.04)) continue;
      const frequency = mix[subscribed++ % mix.length]!;
      const start =
        frequency === 'one_time' ? oneTimeDay(rng, today, dayOf(client.created_at)) : startAfter(client.created_at);
      drafts.push(residential(pricing.plans[frequency], client, location, start));
    }
  }
  drafts.push(...(await commercialDrafts(db, organizationId, pricing, rng, draft, startAfter, cancelWhenLeft)));

  adjustDrafts(drafts, pricing, rng, today, await approvedPausesOf(db, organizationId));
  const cancellations = await insertDrafts(db, organizationId, staff, drafts, now);
  return { occasional_client: `${occasional.first_name} ${occasional.last_name}`, cancellations };
}

/** Zip -> its work area and the techs who cover it. */
async function areasByZip(db: Db, organizationId: number) {
  const zips = await db
    .select({ zip: workAreaZips.zip, work_area_id: workAreaZips.work_area_id })
    .from(workAreaZips)
    .where(eq(workAreaZips.organization_id, organizationId))
    .orderBy(asc(workAreaZips.work_area_id), asc(workAreaZips.zip));
  const techs = await db
    .select({ work_area_id: workAreaTechs.work_area_id, user_id: workAreaTechs.user_id })
    .from(workAreaTechs)
    .where(eq(workAreaTechs.organization_id, organizationId))
    .orderBy(asc(workAreaTechs.user_id));
  const byZip = new Map<string, Area>();
  for (const row of zips)
    if (!byZip.has(row.zip))
      byZip.set(row.zip, {
        work_area_id: row.work_area_id,
        techs: techs.filter((tech) => tech.work_area_id === row.work_area_id).map((tech) => tech.user_id),
      });
  return byZip;
}

type DraftMaker = (
  plan: DemoPlan,
  start: string,
  createdDay: string,
  place: { zip: string; count: number },
  ids: Partial<Draft['values']>,
  weekdays: number[],
) => Draft;

/**
 * Active commercial locations of active customers, priced by their stations: the first eight are serviced; the
 * customer who left had its first location serviced until then.
 */
async function commercialDrafts(
  db: Db,
  organizationId: number,
  pricing: DemoPricing,
  rng: SeededRandom,
  draft: DraftMaker,
  startAfter: (created: Date) => string,
  cancelWhenLeft: (subscription: Draft, leftAt: Date, given: string | null, index: number) => Draft,
) {
  const rows = await db
    .select({
      location: commercialLocations,
      customer_created_at: commercialCustomers.created_at,
      customer_status: commercialCustomers.status,
      customer_deactivated_at: commercialCustomers.deactivated_at,
      customer_inactive_reason: commercialCustomers.inactive_reason,
    })
    .from(commercialLocations)
    .innerJoin(commercialCustomers, eq(commercialCustomers.id, commercialLocations.commercial_customer_id))
    .where(eq(commercialLocations.organization_id, organizationId))
    .orderBy(asc(commercialLocations.id));
  const serviced = rows
    .filter((row) => row.customer_status === 'active' && row.location.status === 'active')
    .slice(0, 8);
  const commercialDraft = (row: (typeof rows)[number], frequency: DemoFrequency) => {
    const start = startAfter(row.customer_created_at);
    const ids = {
      kind: 'commercial' as const,
      commercial_customer_id: row.location.commercial_customer_id,
      commercial_location_id: row.location.id,
    };
    return draft(
      pricing.plans[frequency],
      start,
      start,
      { zip: row.location.zip, count: row.location.stations },
      ids,
      weekdaysFor(frequency, rng),
    );
  };
  const drafts = serviced.map((row, index) =>
    commercialDraft(row, index % 4 === 1 ? 'twice_a_week' : index % 4 === 3 ? 'every_two_weeks' : 'once_a_week'),
  );
  const left = rows.find((row) => row.customer_status === 'inactive' && row.customer_deactivated_at);
  if (left)
    drafts.push(
      cancelWhenLeft(
        commercialDraft(left, 'once_a_week'),
        left.customer_deactivated_at!,
        left.customer_inactive_reason,
        0,
      ),
    );
  return drafts;
}

const perBasis = (plan: DemoPlan) => (plan.price_basis === 'per_month' ? 'a month' : 'a visit');

function createdSummary(subscription: Draft) {
  const coupon = subscription.couponCode ? ` with coupon ${subscription.couponCode}` : '';
  return `Subscribed to ${subscription.plan.name} at ${formatCents(subscription.values.price_cents)} ${perBasis(subscription.plan)}${coupon}`;
}

/** Batch inserts: the subscriptions first, then their days, cross-sells, coupon redemptions and history. */
async function insertDrafts(
  db: Db,
  organizationId: number,
  staff: DemoSubscriptionStaff,
  drafts: Draft[],
  now: Date,
): Promise<DemoCancellation[]> {
  const organization_id = organizationId;
  const owner = staff.owner.user_id;
  const eventsOf = (subscription: Draft) => {
    const created = seedInstant(subscription.createdDay, now, 9);
    const events: Omit<typeof subscriptionEvents.$inferInsert, 'organization_id' | 'subscription_id'>[] = [
      {
        actor_user_id: owner,
        action: 'created',
        summary: createdSummary(subscription),
        changes: [],
        created_at: created,
      },
    ];
    const { pause_from: from, pause_to: to } = subscription.values;
    if (from && to) {
      const pausedAt = seedInstant(minDay(addCalendarDays(from, -3), todayIn(TIME_ZONE, now)), now, 11);
      events.push({
        actor_user_id: owner,
        action: 'paused',
        summary: `Paused from ${from} until ${to}`,
        changes: pauseChanges(from, to),
        created_at: pausedAt < created ? created : pausedAt,
      });
    }
    if (subscription.cancellation)
      events.push({
        actor_user_id: owner,
        action: 'cancelled',
        summary: `Cancelled: ${subscription.cancellation.reason}`,
        changes: [{ field: 'status', from: 'active', to: 'cancelled' }],
        created_at: subscription.cancellation.at,
      });
    return events;
  };
  const history = drafts.map(eventsOf);
  const inserted = await db
    .insert(subscriptions)
    .values(
      drafts.map((subscription, index) => ({
        ...subscription.values,
        organization_id,
        service_plan_id: subscription.plan.id,
        created_at: history[index]![0]!.created_at!,
        updated_at: history[index]!.at(-1)!.created_at!,
      })),
    )
    .returning({ id: subscriptions.id });
  // A multi-row INSERT returns its rows in the order given.
  const idAt = (index: number) => inserted[index]!.id;
  await db
    .insert(subscriptionServiceDays)
    .values(
      drafts.flatMap((subscription, index) =>
        subscription.serviceDays.map((day) => ({ ...day, organization_id, subscription_id: idAt(index) })),
      ),
    );
  const crossSellRows = drafts.flatMap((subscription, index) =>
    subscription.crossSells.map((row) => ({ ...row, organization_id, subscription_id: idAt(index) })),
  );
  if (crossSellRows.length) await db.insert(subscriptionCrossSells).values(crossSellRows);
  const redemptions = drafts.flatMap((subscription, index) =>
    subscription.values.coupon_id
      ? [
          {
            organization_id,
            coupon_id: subscription.values.coupon_id,
            client_id: subscription.values.client_id ?? null,
            subscription_id: idAt(index),
            redeemed_by_user_id: owner,
            redeemed_at: history[index]![0]!.created_at!,
          },
        ]
      : [],
  );
  if (redemptions.length) await db.insert(couponRedemptions).values(redemptions);
  await db
    .insert(subscriptionEvents)
    .values(
      history.flatMap((events, index) =>
        events.map((event) => ({ ...event, organization_id, subscription_id: idAt(index) })),
      ),
    );
  return drafts.flatMap((subscription, index) =>
    subscription.cancellation
      ? [
          {
            subscription_id: idAt(index),
            cancelled_on: subscription.cancellation.on,
            cancel_reason_id: subscription.cancellation.reason_id,
            cancel_note: subscription.cancellation.note,
            cancelled_at: subscription.cancellation.at,
          },
        ]
      : [],
  );
}

const pauseChanges = (from: string, to: string): FieldChange[] => [
  { field: 'pause_from', from: null, to: from },
  { field: 'pause_to', from: null, to },
];
