/**
 * Checks of the seeded demo's pricing setup and subscriptions, registered by seed-demo.test.ts, which seeds the demo
 * once for every subject's checks.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  addCalendarMonths,
  DEFAULT_CANCEL_REASONS,
  ENTERED_BY_MISTAKE,
  planPriceCents,
  todayIn,
} from '@employee-portal/core';
import { users } from '../platform/identity/users.table.ts';
import { clientLocations, clients } from '../features/clients/clients.table.ts';
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
import type { SeededDemo } from './seed-demo.test-support.ts';

export function describeDemoSubscriptions(demo: SeededDemo) {
  const demoClients = () => demo.db.select().from(clients).where(eq(clients.organization_id, demo.demoId));

  describe('demo seed: pricing and subscriptions of Demo Scoopers', () => {
    const today = demo.today;
    const demoSubscriptions = () =>
      demo.db.select().from(subscriptions).where(eq(subscriptions.organization_id, demo.demoId));
    const plansById = async () =>
      new Map(
        (await demo.db.select().from(servicePlans).where(eq(servicePlans.organization_id, demo.demoId))).map((plan) => [
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
        (await demo.db.select().from(initialCleanupPrices).where(eq(initialCleanupPrices.organization_id, demo.demoId)))
          .length,
      ).toBeGreaterThanOrEqual(3);
      expect(
        (await demo.db.select().from(workAreaPremiums).where(eq(workAreaPremiums.organization_id, demo.demoId))).length,
      ).toBeGreaterThanOrEqual(1);
      const reasons = await demo.db.select().from(cancelReasons).where(eq(cancelReasons.organization_id, demo.demoId));
      expect(reasons.map((reason) => reason.name).sort()).toEqual(
        [...DEFAULT_CANCEL_REASONS, ENTERED_BY_MISTAKE.name].sort(),
      );
      const addOns = await demo.db.select().from(crossSells).where(eq(crossSells.organization_id, demo.demoId));
      expect(new Set(addOns.map((addOn) => addOn.kind))).toEqual(new Set(['residential', 'commercial']));
      const codes = await demo.db.select().from(coupons).where(eq(coupons.organization_id, demo.demoId));
      expect(codes.map((coupon) => coupon.code)).toEqual(expect.arrayContaining(['SPRING20', 'WELCOME10']));
      expect(codes.some((coupon) => coupon.expires_on !== null && coupon.expires_on < today)).toBe(true);
      const [certificate] = await demo.db
        .select()
        .from(giftCertificates)
        .where(eq(giftCertificates.organization_id, demo.demoId));
      const entries = await demo.db
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
        (await demo.db.select().from(clientLocations).where(eq(clientLocations.organization_id, demo.demoId))).map(
          (location) => [location.id, location],
        ),
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

      const days = await demo.db
        .select()
        .from(subscriptionServiceDays)
        .where(eq(subscriptionServiceDays.organization_id, demo.demoId));
      for (const subscription of residential) {
        const own = days.filter((day) => day.subscription_id === subscription.id);
        const frequency = plans.get(subscription.service_plan_id)!.frequency;
        expect(own.length).toBe(frequency === 'twice_a_week' ? 2 : 1);
        expect(own.every((day) => day.service_type === (frequency === 'one_time' ? 'one_time' : 'recurring'))).toBe(
          true,
        );
        if (frequency === 'twice_a_week')
          expect(new Date(own[0]!.start_date).getUTCDay()).not.toBe(new Date(own[1]!.start_date).getUTCDay());
      }
      const techs = await demo.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.email} in ('tech@demo.test', 'tech2@demo.test')`);
      const assigned = new Set(all.map((subscription) => subscription.assigned_user_id));
      for (const tech of techs) expect(assigned.has(tech.id)).toBe(true);
      expect(all.filter((subscription) => subscription.assigned_user_id === null).length).toBeGreaterThanOrEqual(3);
    });

    it('has paused and cancelled subscriptions with their history; inactive clients only have cancelled ones', async () => {
      const all = await demoSubscriptions();
      const events = await demo.db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.organization_id, demo.demoId));
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
      // Holidays earlier in the year too, over before today.
      expect(paused.some((subscription) => subscription.pause_to! < addCalendarDays(today, -7))).toBe(true);
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
      // Everyone who left had a subscription that ended on the 1st after the office recorded it, with their reason.
      const left = (await demoClients()).filter((client) => client.status === 'inactive');
      for (const client of left) {
        const ended = cancelled.filter((subscription) => subscription.client_id === client.id);
        expect(ended.length).toBeGreaterThan(0);
        for (const subscription of ended) {
          expect(subscription.cancelled_on!.slice(8)).toBe('01');
          expect(subscription.cancelled_on).toBe(addCalendarDays(todayIn('America/Denver', client.deactivated_at!), 1));
        }
      }
      const months = cancelled.map((subscription) => subscription.cancelled_on!.slice(0, 7));
      expect(new Set(months).size).toBeGreaterThan(4);
    });

    it('sells cross-sells and coupons with subscriptions, and services commercial locations priced by stations', async () => {
      const all = await demoSubscriptions();
      const extras = await demo.db
        .select()
        .from(subscriptionCrossSells)
        .where(eq(subscriptionCrossSells.organization_id, demo.demoId));
      expect(new Set(extras.map((extra) => extra.subscription_id)).size).toBeGreaterThanOrEqual(10);
      const withCoupon = all.filter((subscription) => subscription.coupon_id !== null);
      expect(withCoupon.length).toBeGreaterThanOrEqual(3);
      const redemptions = await demo.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.organization_id, demo.demoId));
      expect(redemptions.map((redemption) => redemption.subscription_id).sort()).toEqual(
        withCoupon.map((subscription) => subscription.id).sort(),
      );
      for (const subscription of withCoupon) expect(subscription.coupon_applied_on).not.toBeNull();

      const plans = await plansById();
      const stations = new Map(
        (
          await demo.db.select().from(commercialLocations).where(eq(commercialLocations.organization_id, demo.demoId))
        ).map((location) => [location.id, location.stations]),
      );
      const commercial = all.filter((subscription) => subscription.kind === 'commercial');
      expect(commercial.length).toBeGreaterThanOrEqual(3);
      for (const subscription of commercial) {
        expect(subscription.commercial_customer_id).not.toBeNull();
        expect(subscription.list_price_cents).toBeGreaterThanOrEqual(
          planPriceCents(
            plans.get(subscription.service_plan_id)!,
            stations.get(subscription.commercial_location_id!)!,
          )!,
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
      const [client] = await demo.db.select().from(clients).where(eq(clients.id, five[0]![0]));
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
}
