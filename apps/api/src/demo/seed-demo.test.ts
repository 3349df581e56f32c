import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  addCalendarMonths,
  DEFAULT_CANCEL_REASONS,
  planPriceCents,
  todayIn,
} from '@employee-portal/core';
import { createTestDatabase } from '../../test/support/test-database.ts';
import type { Db } from '../platform/db/client.ts';
import { organizations } from '../platform/identity/organizations.table.ts';
import { memberships, users } from '../platform/identity/users.table.ts';
import { clientActivities, clientLocations, clientNotes, clients } from '../features/clients/clients.table.ts';
import { workAreas, workAreaTechs, workAreaZips } from '../features/work-areas/work-areas.table.ts';
import { clientOnboardingSettings } from '../features/client-onboarding/client-onboarding.table.ts';
import { clientRegistrations } from '../features/client-registrations/client-registrations.table.ts';
import { changeRequests } from '../features/change-requests/change-requests.table.ts';
import { servedZips } from '../features/work-areas/service-area.ts';
import { initialCleanupPrices, servicePlans, workAreaPremiums } from '../features/pricing/pricing.table.ts';
import { couponRedemptions, coupons } from '../features/coupons/coupons.table.ts';
import { giftCertificateEntries, giftCertificates } from '../features/gift-certificates/gift-certificates.table.ts';
import { crossSells } from '../features/cross-sells/cross-sells.table.ts';
import { commercialLocations } from '../features/commercial/commercial.table.ts';
import {
  cancelReasons,
  subscriptionCrossSells,
  subscriptionEvents,
  subscriptions,
  subscriptionServiceDays,
} from '../features/subscriptions/subscriptions.table.ts';
import { seedDemo } from './seed-demo.ts';
import { DEMO_UNSERVED_ZIPS } from './seed-clients-extras.ts';

const NOW = new Date('2026-11-20T18:00:00Z');
const DAY_MS = 86_400_000;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let demoId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedDemo(db, NOW);
  const [demo] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Demo Scoopers'));
  demoId = demo!.id;
}, 120_000);
afterAll(() => handle?.close());

const demoClients = () => db.select().from(clients).where(eq(clients.organization_id, demoId));

describe('demo seed: organizations', () => {
  it('marks its five organizations as demo ones, whose outbox anyone may read outside production', async () => {
    const rows = await db
      .select({ name: organizations.name, is_demo: organizations.is_demo })
      .from(organizations)
      .orderBy(organizations.id);
    expect(rows).toEqual(
      ['Demo Scoopers', 'Trial Scoopers', 'Expired Scoopers', 'Scoop Squad North', 'Scoop Squad HQ'].map((name) => ({
        name,
        is_demo: true,
      })),
    );
  });
});

describe('demo seed: clients, leads and change requests of Demo Scoopers', () => {
  it('has work areas with techs that leave a few demo clients out of area', async () => {
    const areas = await db.select().from(workAreas).where(eq(workAreas.organization_id, demoId));
    expect(areas.map((area) => area.name)).toEqual(
      expect.arrayContaining(['Central Denver', 'North Denver', 'South Denver', 'Aurora']),
    );
    const techs = await db
      .select({ email: users.email })
      .from(workAreaTechs)
      .innerJoin(users, eq(users.id, workAreaTechs.user_id))
      .where(eq(workAreaTechs.organization_id, demoId));
    expect(new Set(techs.map((tech) => tech.email))).toEqual(new Set(['tech@demo.test', 'tech2@demo.test']));

    const locations = await db
      .select({ zip: clientLocations.zip, client_id: clientLocations.client_id })
      .from(clientLocations)
      .where(eq(clientLocations.organization_id, demoId));
    const served = await servedZips(db, demoId, [...new Set(locations.map((location) => location.zip))]);
    const outOfArea = locations.filter((location) => !served.has(location.zip));
    expect(new Set(outOfArea.map((location) => location.zip))).toEqual(new Set(DEMO_UNSERVED_ZIPS));
    expect(outOfArea.length).toBeGreaterThanOrEqual(2);
    expect(outOfArea.length).toBeLessThan(locations.length / 10);
    const zips = await db.select().from(workAreaZips).where(eq(workAreaZips.organization_id, demoId));
    expect(zips.length).toBeGreaterThan(40);
  });

  it('configures the public sign-up form with three questions', async () => {
    const [settings] = await db
      .select()
      .from(clientOnboardingSettings)
      .where(eq(clientOnboardingSettings.organization_id, demoId));
    expect(settings?.heading).toBe('Sign up for weekly poop scooping');
    expect(settings?.accept_out_of_area_leads).toBe(true);
    expect(settings?.questions.map((question) => [question.kind, question.required])).toEqual([
      ['choice', false],
      ['yes_no', true],
      ['text', false],
    ]);
  });

  it('has leads in every status over the last 30 days, won ones linked both ways to their client', async () => {
    const leads = await db.select().from(clientRegistrations).where(eq(clientRegistrations.organization_id, demoId));
    const byStatus = Object.fromEntries(
      ['new', 'contacted', 'won', 'lost'].map((status) => [
        status,
        leads.filter((lead) => lead.status === status).length,
      ]),
    );
    expect(byStatus).toEqual({ new: 4, contacted: 3, won: 3, lost: 3 });
    expect(leads.filter((lead) => lead.out_of_area).length).toBeGreaterThanOrEqual(2);
    for (const lead of leads) {
      expect(lead.created_at.getTime()).toBeGreaterThan(NOW.getTime() - 32 * DAY_MS);
      expect(lead.answers).toHaveLength(3);
      expect(lead.lost_reason !== null).toBe(lead.status === 'lost');
    }
    for (const lead of leads.filter((lead) => lead.status === 'won')) {
      const [client] = await db.select().from(clients).where(eq(clients.id, lead.converted_client_id!));
      expect(client?.client_registration_id).toBe(lead.id);
      expect(client?.email).toBe(lead.email);
    }
  });

  it('has notes by the office and an activity history matching each client', async () => {
    const notes = await db
      .select({ client_id: clientNotes.client_id })
      .from(clientNotes)
      .where(eq(clientNotes.organization_id, demoId));
    expect(new Set(notes.map((note) => note.client_id)).size).toBe(20);
    const all = await demoClients();
    const activities = await db.select().from(clientActivities).where(eq(clientActivities.organization_id, demoId));
    const created = activities.filter((activity) => activity.action === 'created');
    expect(created).toHaveLength(all.length);
    for (const client of all.filter((client) => client.status === 'inactive')) {
      const entry = activities.find(
        (activity) => activity.client_id === client.id && activity.action === 'deactivated',
      );
      expect(entry?.created_at).toEqual(client.deactivated_at);
      expect(entry?.summary).toBe(`Deactivated: ${client.inactive_reason}`);
    }
  });

  it('served active clients this week and has dormant clients from one month to a year', async () => {
    const all = await demoClients();
    const today = todayIn('America/Denver', NOW);
    const weekAgo = todayIn('America/Denver', new Date(NOW.getTime() - 7 * DAY_MS));
    for (const client of all.filter((client) => client.status === 'active')) {
      expect(client.last_service_on! >= weekAgo && client.last_service_on! <= today).toBe(true);
    }
    const inactive = all.filter((client) => client.status === 'inactive');
    const daysSinceService = inactive.map(
      (client) => (Date.parse(today) - Date.parse(client.last_service_on!)) / DAY_MS,
    );
    for (const client of inactive)
      expect(Date.parse(client.last_service_on!)).toBeLessThan(client.deactivated_at!.getTime());
    expect(daysSinceService.some((days) => days >= 30 && days < 90)).toBe(true);
    expect(daysSinceService.some((days) => days >= 90 && days <= 366)).toBe(true);
  });

  it('has households and unlinked records sharing a phone or an address', async () => {
    const linked = await db
      .select()
      .from(clients)
      .where(and(eq(clients.organization_id, demoId), isNotNull(clients.billing_client_id)));
    expect(linked).toHaveLength(2);
    for (const member of linked) {
      const [payer] = await db.select().from(clients).where(eq(clients.id, member.billing_client_id!));
      expect(payer?.last_name).toBe(member.last_name);
      expect(payer?.billing_client_id).toBeNull();
    }
    const samePhone = await db
      .select({ phone: clients.phone })
      .from(clients)
      .where(and(eq(clients.organization_id, demoId), isNull(clients.billing_client_id)))
      .groupBy(clients.phone)
      .having(sql`count(*) > 1`);
    expect(samePhone.length).toBeGreaterThanOrEqual(1);
    const sameAddress = await db
      .select({ zip: clientLocations.zip })
      .from(clientLocations)
      .where(eq(clientLocations.organization_id, demoId))
      .groupBy(sql`lower(${clientLocations.address_line1})`, clientLocations.zip)
      .having(sql`count(distinct ${clientLocations.client_id}) > 1`);
    expect(sameAddress.length).toBeGreaterThanOrEqual(1);
    // The search document follows the changed rows (the triggers fire on the seed's updates too).
    const member = linked[0]!;
    expect(member.search_text).toContain(member.last_name.toLowerCase());
  });

  it('has pending change requests of every kind and two decided ones', async () => {
    const requests = await db.select().from(changeRequests).where(eq(changeRequests.organization_id, demoId));
    const pending = requests.filter((request) => request.status === 'pending');
    expect(new Set(pending.map((request) => request.kind))).toEqual(
      new Set(['address', 'dog_count', 'pause', 'frequency', 'cancel', 'add_on']),
    );
    const decided = requests.filter((request) => request.status !== 'pending');
    expect(decided.map((request) => request.status).sort()).toEqual(['approved', 'denied']);
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, eq(memberships.user_id, users.id))
      .where(eq(users.email, 'owner@demo.test'));
    for (const request of decided) expect(request.decided_by_user_id).toBe(owner!.id);
    expect(decided.find((request) => request.status === 'denied')?.deny_reason).toBeTruthy();
  });
});

describe('demo seed: pricing and subscriptions of Demo Scoopers', () => {
  const today = todayIn('America/Denver', NOW);
  const demoSubscriptions = () => db.select().from(subscriptions).where(eq(subscriptions.organization_id, demoId));
  const plansById = async () =>
    new Map(
      (await db.select().from(servicePlans).where(eq(servicePlans.organization_id, demoId))).map((plan) => [
        plan.id,
        plan,
      ]),
    );

  it('has a pricing setup: five plans by dog count, initial cleanup ranges, premiums, cancel reasons, cross-sells, coupons and a gift certificate', async () => {
    const plans = [...(await plansById()).values()];
    expect(plans.map((plan) => [plan.name, plan.slug, plan.frequency, plan.price_basis]).sort()).toEqual([
      ['Every Two Weeks', 'every-two-weeks', 'every_two_weeks', 'per_visit'],
      ['Once a Month', 'once-a-month', 'once_a_month', 'per_month'],
      ['Once a Week', 'once-a-week', 'once_a_week', 'per_visit'],
      ['One Time', 'one-time', 'one_time', 'per_visit'],
      ['Twice a Week', 'twice-a-week', 'twice_a_week', 'per_visit'],
    ]);
    for (const plan of plans) expect(plan.dog_prices.at(-1)?.dogs_to).toBeNull();
    expect(
      (await db.select().from(initialCleanupPrices).where(eq(initialCleanupPrices.organization_id, demoId))).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      (await db.select().from(workAreaPremiums).where(eq(workAreaPremiums.organization_id, demoId))).length,
    ).toBeGreaterThanOrEqual(1);
    const reasons = await db.select().from(cancelReasons).where(eq(cancelReasons.organization_id, demoId));
    expect(reasons.map((reason) => reason.name).sort()).toEqual([...DEFAULT_CANCEL_REASONS].sort());
    const addOns = await db.select().from(crossSells).where(eq(crossSells.organization_id, demoId));
    expect(new Set(addOns.map((addOn) => addOn.kind))).toEqual(new Set(['residential', 'commercial']));
    const codes = await db.select().from(coupons).where(eq(coupons.organization_id, demoId));
    expect(codes.map((coupon) => coupon.code)).toEqual(expect.arrayContaining(['SPRING20', 'WELCOME10']));
    expect(codes.some((coupon) => coupon.expires_on !== null && coupon.expires_on < today)).toBe(true);
    const [certificate] = await db.select().from(giftCertificates).where(eq(giftCertificates.organization_id, demoId));
    const entries = await db
      .select()
      .from(giftCertificateEntries)
      .where(eq(giftCertificateEntries.gift_certificate_id, certificate!.id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['redemption', 'sale']);
    expect(entries.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(certificate!.balance_cents);
  });

  it('subscribes most active locations, mostly weekly, at the pricing setup price unless a reason is given', async () => {
    const plans = await plansById();
    const all = await demoSubscriptions();
    const residential = all.filter((subscription) => subscription.kind === 'residential');
    expect(residential.length).toBeGreaterThanOrEqual(120);
    const byFrequency = (frequency: string) =>
      residential.filter((subscription) => plans.get(subscription.service_plan_id)?.frequency === frequency).length;
    expect(byFrequency('once_a_week')).toBeGreaterThan(residential.length / 2);
    for (const frequency of ['twice_a_week', 'every_two_weeks', 'once_a_month', 'one_time'])
      expect(byFrequency(frequency)).toBeGreaterThan(2);
    const locations = new Map(
      (await db.select().from(clientLocations).where(eq(clientLocations.organization_id, demoId))).map((location) => [
        location.id,
        location,
      ]),
    );
    for (const subscription of residential) {
      const base = planPriceCents(
        plans.get(subscription.service_plan_id)!,
        locations.get(subscription.client_location_id!)!.dog_count,
      );
      expect(subscription.list_price_cents - base!).toBeGreaterThanOrEqual(0);
      expect(subscription.price_cents !== subscription.list_price_cents).toBe(
        subscription.price_override_reason !== null,
      );
      expect(
        subscription.start_date <= today || plans.get(subscription.service_plan_id)?.frequency === 'one_time',
      ).toBe(true);
    }
    expect(residential.filter((subscription) => subscription.price_override_reason).length).toBeGreaterThanOrEqual(2);

    const days = await db
      .select()
      .from(subscriptionServiceDays)
      .where(eq(subscriptionServiceDays.organization_id, demoId));
    for (const subscription of residential) {
      const own = days.filter((day) => day.subscription_id === subscription.id);
      const frequency = plans.get(subscription.service_plan_id)!.frequency;
      expect(own.length).toBe(frequency === 'twice_a_week' ? 2 : 1);
      expect(own.every((day) => day.service_type === (frequency === 'one_time' ? 'one_time' : 'recurring'))).toBe(true);
      if (frequency === 'twice_a_week')
        expect(new Date(own[0]!.start_date).getUTCDay()).not.toBe(new Date(own[1]!.start_date).getUTCDay());
    }
    const techs = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} in ('tech@demo.test', 'tech2@demo.test')`);
    const assigned = new Set(all.map((subscription) => subscription.assigned_user_id));
    for (const tech of techs) expect(assigned.has(tech.id)).toBe(true);
    expect(all.filter((subscription) => subscription.assigned_user_id === null).length).toBeGreaterThanOrEqual(3);
  });

  it('has paused and cancelled subscriptions with their history; inactive clients only have cancelled ones', async () => {
    const all = await demoSubscriptions();
    const events = await db.select().from(subscriptionEvents).where(eq(subscriptionEvents.organization_id, demoId));
    const eventsOf = (id: number, action: string) =>
      events.filter((event) => event.subscription_id === id && event.action === action);
    for (const subscription of all) expect(eventsOf(subscription.id, 'created')).toHaveLength(1);
    const paused = all.filter((subscription) => subscription.pause_from !== null);
    expect(paused.length).toBeGreaterThanOrEqual(4);
    for (const subscription of paused) {
      const inside = today >= subscription.pause_from! && today < subscription.pause_to!;
      expect(subscription.status).toBe(inside ? 'paused' : 'active');
      expect(subscription.pause_to! > subscription.pause_from!).toBe(true);
      expect(eventsOf(subscription.id, 'paused')).toHaveLength(1);
    }
    expect(paused.some((subscription) => subscription.status === 'paused')).toBe(true);
    const cancelled = all.filter((subscription) => subscription.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThanOrEqual(6);
    for (const subscription of cancelled) {
      expect(subscription.cancel_reason_id).not.toBeNull();
      expect(subscription.cancel_note).toBeTruthy();
      expect(subscription.cancelled_on! <= today && subscription.cancelled_on! >= subscription.start_date).toBe(true);
      expect(eventsOf(subscription.id, 'cancelled')).toHaveLength(1);
    }
    expect(new Set(cancelled.map((subscription) => subscription.cancel_reason_id)).size).toBeGreaterThan(3);
    const inactive = new Set(
      (await demoClients()).filter((client) => client.status === 'inactive').map((client) => client.id),
    );
    for (const subscription of all.filter((subscription) => inactive.has(subscription.client_id ?? 0)))
      expect(subscription.status).toBe('cancelled');
  });

  it('sells cross-sells and coupons with subscriptions, and services commercial locations priced by stations', async () => {
    const all = await demoSubscriptions();
    const extras = await db
      .select()
      .from(subscriptionCrossSells)
      .where(eq(subscriptionCrossSells.organization_id, demoId));
    expect(new Set(extras.map((extra) => extra.subscription_id)).size).toBeGreaterThanOrEqual(10);
    const withCoupon = all.filter((subscription) => subscription.coupon_id !== null);
    expect(withCoupon.length).toBeGreaterThanOrEqual(3);
    const redemptions = await db.select().from(couponRedemptions).where(eq(couponRedemptions.organization_id, demoId));
    expect(redemptions.map((redemption) => redemption.subscription_id).sort()).toEqual(
      withCoupon.map((subscription) => subscription.id).sort(),
    );
    for (const subscription of withCoupon) expect(subscription.coupon_applied_on).not.toBeNull();

    const plans = await plansById();
    const stations = new Map(
      (await db.select().from(commercialLocations).where(eq(commercialLocations.organization_id, demoId))).map(
        (location) => [location.id, location.stations],
      ),
    );
    const commercial = all.filter((subscription) => subscription.kind === 'commercial');
    expect(commercial.length).toBeGreaterThanOrEqual(3);
    for (const subscription of commercial) {
      expect(subscription.commercial_customer_id).not.toBeNull();
      expect(subscription.list_price_cents).toBeGreaterThanOrEqual(
        planPriceCents(plans.get(subscription.service_plan_id)!, stations.get(subscription.commercial_location_id!)!)!,
      );
    }
  });

  it('has a client with five past one-time jobs, one to five months ago: Sarah Perez', async () => {
    const plans = await plansById();
    const oneTime = (await demoSubscriptions()).filter(
      (subscription) => plans.get(subscription.service_plan_id)?.frequency === 'one_time',
    );
    const perClient = new Map<number, string[]>();
    for (const subscription of oneTime)
      perClient.set(subscription.client_id!, [
        ...(perClient.get(subscription.client_id!) ?? []),
        subscription.start_date,
      ]);
    const five = [...perClient].filter(([, starts]) => starts.length === 5);
    expect(five).toHaveLength(1);
    const [client] = await db.select().from(clients).where(eq(clients.id, five[0]![0]));
    expect(`${client?.first_name} ${client?.last_name}`).toBe('Sarah Perez');
    expect(
      new Set(
        oneTime
          .filter((subscription) => subscription.client_id === client?.id)
          .map((subscription) => subscription.client_location_id),
      ).size,
    ).toBe(1);
    for (const start of five[0]![1]) {
      expect(start < addCalendarDays(today, -20)).toBe(true);
      expect(start >= addCalendarDays(addCalendarMonths(today, -5), -5)).toBe(true);
    }
  });
});
