/**
 * One location, one visit a day: a second subscription of a location that would send a tech there on a day another
 * live one already does is refused, whichever way the days arrive (subscribing, changing, moving the start on the
 * Unassigned page, lifting a pause, a change request approved), residential and commercial alike.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sharedVisitMessage } from '@employee-portal/core';
import { createCommercialCustomer } from '../../../test/support/client-factories.ts';
import { createServicePlan } from '../../../test/support/pricing-factories.ts';
import { commercialLocations } from '../commercial/commercial.table.ts';
import { changeRequests } from '../change-requests/change-requests.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { servicePlans } from '../pricing/pricing.table.ts';
import { subscriptionServiceDays, subscriptions } from './subscriptions.table.ts';
import { refuseSharedVisits } from './shared-visits.ts';
import { send, setting, setUpSubscriptionsTests, t } from './subscriptions.test-support.ts';

setUpSubscriptionsTests();

// Today is Sunday 22 November 2026.
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const weeklyOn = (day: string) => [{ service_type: 'recurring', start_date: day }];
const once = (day: string) => [{ service_type: 'one_time', start_date: day }];

async function subscriptionsAt(locationId: number) {
  return t.db.select().from(subscriptions).where(eq(subscriptions.client_location_id, locationId));
}

describe('one visit a day at a location', () => {
  it('refuses a second "Once a Week, Tuesday" under the service days, and stores nothing', async () => {
    const { subscribe, weekly, location } = await setting();
    expect(
      (await subscribe({ service_plan_id: weekly.id, start_date: TUESDAY, service_days: weeklyOn(TUESDAY) }))
        .statusCode,
    ).toBe(201);
    const again = await subscribe({
      service_plan_id: weekly.id,
      start_date: '2026-12-01',
      service_days: weeklyOn('2026-12-01'),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ service_days: [sharedVisitMessage('2026-12-01', 'Weekly (Once a Week)')] });
    expect(await subscriptionsAt(location.id)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.client_location_id, location.id), eq(jobs.service_date, '2026-12-01'))),
    ).toHaveLength(1);

    // Another weekday is another visit.
    const wednesday = await subscribe({
      service_plan_id: weekly.id,
      start_date: WEDNESDAY,
      service_days: weeklyOn(WEDNESDAY),
    });
    expect(wednesday.statusCode).toBe(201);
  });

  it('takes a one-time visit on a day the weekly visit serves as the same visit, and another day as a new one', async () => {
    const { subscribe, weekly, oneTime } = await setting();
    await subscribe({ service_plan_id: weekly.id, start_date: TUESDAY, service_days: weeklyOn(TUESDAY) });
    const sameDay = await subscribe({
      service_plan_id: oneTime.id,
      start_date: '2026-12-08',
      service_days: once('2026-12-08'),
    });
    expect(sameDay.json().errors.service_days).toEqual([sharedVisitMessage('2026-12-08', 'Weekly (Once a Week)')]);
    const otherDay = await subscribe({
      service_plan_id: oneTime.id,
      start_date: '2026-12-09',
      service_days: once('2026-12-09'),
    });
    expect(otherDay.statusCode).toBe(201);
  });

  it('counts a paused subscription, refuses lifting a pause onto a visit made meanwhile, and not a cancelled one', async () => {
    const { owner, subscribe, weekly, oneTime, reason } = await setting();
    const tuesdays = (
      await subscribe({ service_plan_id: weekly.id, start_date: TUESDAY, service_days: weeklyOn(TUESDAY) })
    ).json().subscription;
    const paused = await send(owner.token, 'POST', `/api/subscription/${tuesdays.id}/pause`, {
      from: '2026-12-01',
      to: '2026-12-15',
    });
    expect(paused.statusCode).toBe(200);
    // 8 December is inside the pause: the tech does not come, so a one-time cleanup may take the day.
    expect(
      (await subscribe({ service_plan_id: oneTime.id, start_date: '2026-12-08', service_days: once('2026-12-08') }))
        .statusCode,
    ).toBe(201);
    // 15 December the weekly visits are back.
    expect(
      (
        await subscribe({ service_plan_id: oneTime.id, start_date: '2026-12-15', service_days: once('2026-12-15') })
      ).json().errors.service_days,
    ).toEqual([sharedVisitMessage('2026-12-15', 'Weekly (Once a Week)')]);

    const resumed = await send(owner.token, 'POST', `/api/subscription/${tuesdays.id}/resume`);
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json()).toEqual({
      error: 'shared_visit_day',
      message: sharedVisitMessage('2026-12-08', 'One Time'),
    });
    expect((await send(owner.token, 'GET', `/api/subscription/${tuesdays.id}`)).json().subscription).toMatchObject({
      pause_subscription_start_date: '2026-12-01',
    });
    // A shorter pause would bring 8 December back too.
    const shorter = await send(owner.token, 'POST', `/api/subscription/${tuesdays.id}/pause`, {
      from: '2026-12-01',
      to: '2026-12-08',
    });
    expect(shorter.statusCode).toBe(409);

    // Once cancelled, its Tuesdays are free.
    const thisTuesday = { service_plan_id: oneTime.id, start_date: TUESDAY, service_days: once(TUESDAY) };
    expect((await subscribe(thisTuesday)).statusCode).toBe(422);
    await send(owner.token, 'POST', `/api/subscription/${tuesdays.id}/cancel`, { cancel_reason_id: reason.id });
    expect((await subscribe(thisTuesday)).statusCode).toBe(201);
  });

  it('refuses changing the days of one subscription onto another one’s day, and keeps it as it was', async () => {
    const { owner, subscribe, weekly } = await setting();
    await subscribe({ service_plan_id: weekly.id, start_date: TUESDAY, service_days: weeklyOn(TUESDAY) });
    const wednesdays = (
      await subscribe({ service_plan_id: weekly.id, start_date: WEDNESDAY, service_days: weeklyOn(WEDNESDAY) })
    ).json().subscription;
    const moved = await send(owner.token, 'PUT', `/api/subscription/${wednesdays.id}`, {
      service_plan_id: weekly.id,
      service_days: weeklyOn('2026-12-01'),
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.service_days).toEqual([sharedVisitMessage('2026-12-01', 'Weekly (Once a Week)')]);
    expect(
      (await send(owner.token, 'GET', `/api/subscription/${wednesdays.id}`)).json().subscription.service_days,
    ).toEqual(weeklyOn(WEDNESDAY));
  });

  it('keeps every two weeks to its own weeks: the Tuesdays of the other week are free', async () => {
    const { organization, subscribe } = await setting();
    const everyOther = await createServicePlan(t.db, organization.id, { name: 'Every Other Week' });
    await t.db.update(servicePlans).set({ frequency: 'every_two_weeks' }).where(eq(servicePlans.id, everyOther.id));
    const biweeklyFrom = (day: string) =>
      subscribe({ service_plan_id: everyOther.id, start_date: day, service_days: weeklyOn(day) });
    expect((await biweeklyFrom(TUESDAY)).statusCode).toBe(201);
    expect((await biweeklyFrom('2026-12-01')).statusCode).toBe(201);
    expect((await biweeklyFrom('2026-12-08')).json().errors.service_days).toEqual([
      sharedVisitMessage('2026-12-08', 'Every Other Week (Every Two Weeks)'),
    ]);
  });

  it('refuses a start moved on the Unassigned page onto another subscription’s visits', async () => {
    const { owner, subscribe, oneTime, weekly } = await setting();
    await subscribe({ service_plan_id: oneTime.id, start_date: '2026-11-24', service_days: once('2026-11-24') });
    const later = (
      await subscribe({
        service_plan_id: weekly.id,
        start_date: '2026-12-01',
        service_days: weeklyOn('2026-12-01'),
        assigned_user_id: null,
      })
    ).json().subscription;
    const assigned = await send(owner.token, 'PUT', `/api/unassigned/${later.id}`, {
      assigned_user_id: owner.user.id,
      start_date: TUESDAY,
      service_days: weeklyOn(TUESDAY),
    });
    expect(assigned.statusCode).toBe(422);
    expect(assigned.json().errors.service_days).toEqual([sharedVisitMessage(TUESDAY, 'One Time')]);
    expect((await send(owner.token, 'GET', `/api/subscription/${later.id}`)).json().subscription.start_date).toBe(
      '2026-12-01',
    );
  });

  it('keeps a frequency change request pending when the new days meet another subscription', async () => {
    const { owner, subscribe, weekly, oneTime, client } = await setting();
    await subscribe({ service_plan_id: weekly.id, start_date: '2026-11-23', service_days: weeklyOn('2026-11-23') });
    // Twice a week adds Thursday to Monday: the one-time cleanup is on Thursday 3 December.
    await subscribe({ service_plan_id: oneTime.id, start_date: '2026-12-03', service_days: once('2026-12-03') });
    const asked = await send(owner.token, 'POST', '/api/client_portal/change_requests', {
      client_id: client.id,
      kind: 'frequency',
      frequency: 'twice_a_week',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json().change_request;
    const approved = await send(owner.token, 'POST', `/api/change_requests/${id}/approve`, {});
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toEqual({
      error: 'shared_visit_day',
      message: sharedVisitMessage('2026-12-03', 'One Time'),
    });
    expect((await t.db.select().from(changeRequests).where(eq(changeRequests.id, id)))[0]!.status).toBe('pending');
  });

  it('holds a second office subscribing the same day until the first one has saved, then refuses it', async () => {
    const { organization, client, location, weekly, subscribe } = await setting();
    let release: () => void = () => undefined;
    const stillTyping = new Promise<void>((resolve) => (release = resolve));
    // The first office's subscription is written and checked, its transaction not yet committed.
    const first = t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subscriptions)
        .values({
          organization_id: organization.id,
          kind: 'residential',
          client_id: client.id,
          client_location_id: location.id,
          service_plan_id: weekly.id,
          price_cents: 1800,
          list_price_cents: 1800,
          start_date: TUESDAY,
        })
        .returning();
      await tx.insert(subscriptionServiceDays).values({
        organization_id: organization.id,
        subscription_id: row!.id,
        service_type: 'recurring',
        start_date: TUESDAY,
      });
      await refuseSharedVisits(
        tx,
        { organization_id: organization.id, id: row!.id },
        { before: null, today: '2026-11-22', answer: 'service_days' },
      );
      await stillTyping;
    });
    const second = subscribe({
      service_plan_id: weekly.id,
      start_date: '2026-12-01',
      service_days: weeklyOn('2026-12-01'),
    });
    // Time for the second request to reach the location, where it must wait for the first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await first;
    expect((await second).statusCode).toBe(422);
    expect(await subscriptionsAt(location.id)).toHaveLength(1);
  });

  it('applies to a commercial location as well', async () => {
    const { organization, owner, weekly } = await setting();
    const customer = await createCommercialCustomer(t.db, organization.id);
    const [site] = await t.db
      .insert(commercialLocations)
      .values({
        organization_id: organization.id,
        commercial_customer_id: customer.id,
        name: 'Dog park',
        address_line1: '1 Park Ave',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
      })
      .returning();
    const subscribeSite = (day: string) =>
      send(owner.token, 'POST', '/api/commercial_subscriptions', {
        commercial_location_id: site!.id,
        service_plan_id: weekly.id,
        start_date: day,
        service_days: weeklyOn(day),
      });
    expect((await subscribeSite(TUESDAY)).statusCode).toBe(201);
    const again = await subscribeSite('2026-12-01');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.service_days).toEqual([sharedVisitMessage('2026-12-01', 'Weekly (Once a Week)')]);
  });
});
