/**
 * Subscriptions as the office sees them: a price set in the pricing setup, a client subscribed twice a week
 * with a coupon (the monthly value as core works it out), a second subscription on one of its days refused under the
 * service days, a two-week pause moving the next cleanup, a cancel with a reason, the three-past-one-time-jobs rule of
 * the schedule tab, the subscriptions list's search and filters, a coupon added to a running subscription, a second
 * commercial subscription on a taken day refused, and the next cleanup following a visit moved on the dispatch board.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { couponDiscountCents } from '@employee-portal/core/billing/client-coupons';
import { formatCents } from '@employee-portal/core/billing/money';
import { addCalendarDays, weekdayOf, WEEKDAY_NAMES } from '@employee-portal/core/scheduling/calendar-day';
import { monthlyValueCents, planWithFrequency } from '@employee-portal/core/scheduling/service-frequency';
import { sharedVisitMessage } from '@employee-portal/core/subscriptions/shared-visits';
import { callApiAs, signIn, organizationToday } from './support/portal.ts';
import { createWynkoopClient, demoPlanOf, factOf } from './support/subscription.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const PLAN_NAME = 'Twice Weekly Subscribe Test';
const PLAN_PRICE_CENTS = 1600;
const COUPON = { code: 'TWICE10', percent_off: 10 };

/** Shared by the steps below, which run in order on one server. */
const state: {
  clientId?: number;
  lastName?: string;
  subscriptionPath?: string;
  nextCleanup?: string;
  planMonthlyCents?: number;
} = {};

/** The API as the person signed in on `page` (used by many steps below). */
const api = <T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  callApiAs<T>(page, suite.server.baseUrl, method, path, body);

const planOf = (page: Page, kind: 'residential' | 'commercial', frequency: string) =>
  demoPlanOf(page, suite.server.baseUrl, kind, frequency);

const createClient = (page: Page, lastName: string) => createWynkoopClient(page, suite.server.baseUrl, lastName);

/** The value shown beside a term of the subscription page's facts. */
const fact = (page: Page, term: string) => factOf(page.locator('dl[aria-label="Subscription"]'), term);

async function openSchedule(page: Page, clientId: number) {
  await page.goto(`/client/${clientId}/show?tab=schedule`);
  await page.getByRole('heading', { name: 'Schedule', level: 2 }).waitFor();
}

describe('subscriptions', () => {
  it('prices a twice-a-week plan, subscribes a client with a coupon and shows the monthly value', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/pricing_setup');
    await page.getByRole('heading', { name: 'Service Plans' }).waitFor();
    await page.getByRole('button', { name: 'New Service Plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'New Service Plan' });
    await planDialog.getByLabel('Plan Name').fill(PLAN_NAME);
    await planDialog.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Twice a Week' }).click();
    await planDialog
      .getByRole('group', { name: 'Dog range 1' })
      .getByLabel('Price')
      .fill(String(PLAN_PRICE_CENTS / 100));
    await planDialog.getByRole('button', { name: 'Save Plan' }).click();
    await planDialog.waitFor({ state: 'hidden' });

    await api(page, 'POST', '/coupons', {
      code: COUPON.code,
      discount_type: 'percent',
      percent_off: COUPON.percent_off,
      duration: 'forever',
    });
    state.lastName = `Twiceweekly${String(Date.now()).slice(-5)}`;
    state.clientId = await createClient(page, state.lastName);
    const today = await organizationToday(page);

    // A work area's premium is part of the list price.
    const client = await api<{ client: { locations: { work_areas: { id: number }[] }[] } }>(
      page,
      'GET',
      `/clients/${state.clientId}`,
    );
    const setup = await api<{ work_area_premiums: { work_area_id: number; premium_cents: number }[] }>(
      page,
      'GET',
      '/pricing_setup',
    );
    const areas = new Set(client.client.locations[0]?.work_areas.map((area) => area.id));
    const premium = setup.work_area_premiums
      .filter((entry) => areas.has(entry.work_area_id))
      .reduce((sum, entry) => sum + entry.premium_cents, 0);
    const planMonthly = monthlyValueCents(PLAN_PRICE_CENTS + premium, 'twice_a_week');
    state.planMonthlyCents = planMonthly;
    const expected = formatCents(
      planMonthly - couponDiscountCents(planMonthly, { percent_off: COUPON.percent_off, amount_off_cents: null }),
    );

    await openSchedule(page, state.clientId);
    await page
      .getByRole('listitem', { name: '1550 Wynkoop St', exact: true })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe 1550 Wynkoop St' });
    await dialog.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: `${PLAN_NAME} (Twice a Week)` }).click();
    // Tomorrow's and the day after next's weekdays: the next cleanup is tomorrow, never today.
    const [first, second] = [addCalendarDays(today, 1), addCalendarDays(today, 3)];
    state.nextCleanup = first;
    await dialog.getByRole('checkbox', { name: WEEKDAY_NAMES[weekdayOf(first)] }).check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText('2 service days must be selected').waitFor();
    await dialog.getByRole('checkbox', { name: WEEKDAY_NAMES[weekdayOf(second)] }).check();

    await dialog.getByLabel('Coupon Code').fill('NOSUCHCODE');
    await dialog.getByText('Coupon Code is not valid').waitFor();
    await dialog.getByLabel('Coupon Code').fill(COUPON.code);
    await dialog.getByText(`Monthly value: ${expected}`).waitFor();
    expect(await dialog.getByLabel('Price ($)').inputValue()).toBe(((PLAN_PRICE_CENTS + premium) / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: PLAN_NAME }).click();
    await page.waitForURL(/\/subscription\/\d+\/show$/);
    state.subscriptionPath = new URL(page.url()).pathname;
    await fact(page, 'Monthly Value').getByText(expected, { exact: true }).waitFor();
    expect(await fact(page, 'Coupon').innerText()).toContain(COUPON.code);
    expect(await fact(page, 'Next Cleanup').innerText()).toBe(first);
  });

  it('refuses a second subscription on a day the location is already visited, under the service days', async () => {
    const { page } = suite;
    const { clientId, nextCleanup } = state;
    if (!clientId || !nextCleanup) throw new Error('needs the subscription of the first step');
    await signIn(page, 'owner@demo.test');
    await openSchedule(page, clientId);
    await page
      .getByRole('listitem', { name: '1550 Wynkoop St', exact: true })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe 1550 Wynkoop St' });
    const weekly = await planOf(page, 'residential', 'once_a_week');
    await dialog.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: planWithFrequency(weekly.name, 'once_a_week'), exact: true }).click();
    // The twice-a-week visits already come on this weekday, from tomorrow.
    await dialog.getByRole('checkbox', { name: WEEKDAY_NAMES[weekdayOf(nextCleanup)] }).check();
    await dialog.getByText(/^Monthly value: \$/).waitFor();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    const days = dialog.getByRole('group', { name: /^Service Days/ });
    await days.getByText(sharedVisitMessage(nextCleanup, `${PLAN_NAME} (Twice a Week)`)).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard Changes' }).getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('list', { name: 'Schedule of 1550 Wynkoop St' }).getByRole('link').count())
      .toBe(1);
  });

  it('shows what a change does to the monthly value before saving, and asks before throwing the change away', async () => {
    const { page } = suite;
    const { subscriptionPath, planMonthlyCents } = state;
    if (!subscriptionPath || planMonthlyCents === undefined)
      throw new Error('needs the subscription of the first step');
    const withCoupon = (cents: number) =>
      cents - couponDiscountCents(cents, { percent_off: COUPON.percent_off, amount_off_cents: null });
    // The demo's monthly 'Yard Spray Treatment' add-on is $25.00 a month.
    const [before, after] = [withCoupon(planMonthlyCents), withCoupon(planMonthlyCents + 2500)];
    await signIn(page, 'owner@demo.test');
    await page.goto(subscriptionPath);
    await page.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Subscription' });
    await dialog.getByRole('checkbox', { name: /^Yard Spray Treatment/ }).check();
    await dialog
      .getByText(`Monthly value: ${formatCents(before)} → ${formatCents(after)} (+${formatCents(after - before)})`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard Changes' });
    await discard.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await fact(page, 'Cross-Sells').getByText('None', { exact: true }).waitFor();
  });

  it('pauses for two weeks from the next cleanup: the pause note shows and the next cleanup moves two weeks on', async () => {
    const { page } = suite;
    const { clientId, subscriptionPath, nextCleanup } = state;
    if (!clientId || !subscriptionPath || !nextCleanup) throw new Error('needs the subscription of the first step');
    await signIn(page, 'owner@demo.test');
    await page.goto(subscriptionPath);
    await page.getByRole('button', { name: 'Pause' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause Subscription' });
    const resumeOn = addCalendarDays(nextCleanup, 14);
    await dialog.getByLabel('Paused From Date').fill(nextCleanup);
    await dialog.getByLabel('Paused Until Date').fill(nextCleanup);
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await dialog.getByText('Must be after Paused From Date').waitFor();
    await dialog.getByLabel('Paused Until Date').fill(resumeOn);
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Paused from ${nextCleanup} until ${resumeOn}`).first().waitFor();

    await openSchedule(page, clientId);
    const location = page.getByRole('listitem', { name: '1550 Wynkoop St', exact: true });
    await location.getByText(`Paused from ${nextCleanup} until ${resumeOn}`).waitFor();
    await location.getByText(`Next cleanup: ${resumeOn}`).waitFor();
  });

  it('cancels with a reason and shows it', async () => {
    const { page } = suite;
    if (!state.subscriptionPath) throw new Error('needs the subscription of the first step');
    await signIn(page, 'owner@demo.test');
    await page.goto(state.subscriptionPath);
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByRole('combobox', { name: 'Cancel Reason' }).click();
    await page.getByRole('option', { name: 'Moving away' }).click();
    await dialog.getByLabel('Note').fill('Relocating to Boulder');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await fact(page, 'Status').getByText('Cancelled').waitFor();
    expect(await fact(page, 'Cancel Reason').innerText()).toBe('Moving away');
    expect(await fact(page, 'Cancel Note').innerText()).toBe('Relocating to Boulder');
    await page.getByRole('table', { name: 'History' }).getByText('Cancelled', { exact: true }).waitFor();
  });

  it('shows only the three newest past one-time jobs, the newest last', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const today = await organizationToday(page);
    const clientId = await createClient(page, `Onetimer${String(Date.now()).slice(-5)}`);
    const client = await api<{ client: { locations: { id: number }[] } }>(page, 'GET', `/clients/${clientId}`);
    const locationId = client.client.locations[0]!.id;
    const oneTime = await planOf(page, 'residential', 'one_time');
    const jobDays = [50, 10, 40, 20, 30].map((daysAgo) => addCalendarDays(today, -daysAgo));
    for (const day of jobDays) {
      await api(page, 'POST', '/subscriptions', {
        client_location_id: locationId,
        service_plan_id: oneTime.id,
        start_date: day,
        service_days: [{ service_type: 'one_time', start_date: day }],
      });
    }

    await openSchedule(page, clientId);
    const list = page.getByRole('list', { name: 'Schedule of 1550 Wynkoop St' });
    await list.getByRole('listitem').first().waitFor();
    const items = await list.getByRole('listitem').allInnerTexts();
    const shown = items.map((text) => /\d{4}-\d{2}-\d{2}/.exec(text)?.[0]);
    expect(shown).toEqual([addCalendarDays(today, -30), addCalendarDays(today, -20), addCalendarDays(today, -10)]);
  });

  it('finds the client on the subscriptions list by search and filters by status', async () => {
    const { page } = suite;
    if (!state.lastName) throw new Error('needs the client of the first step');
    await signIn(page, 'owner@demo.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Subscriptions', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Subscriptions', level: 1 }).waitFor();
    expect(await page.title()).toBe('Subscriptions | Employee Portal');
    await page.getByLabel('Search').fill(state.lastName);
    const table = page.getByRole('table', { name: 'Subscriptions' });
    const row = table.getByRole('row').filter({ hasText: state.lastName });
    await row.getByText(PLAN_NAME).waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    await row.getByText('Cancelled').waitFor();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await page.getByText('No subscriptions match these filters.').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await row.getByText(PLAN_NAME).waitFor();
    await row.getByRole('link', { name: new RegExp(PLAN_NAME) }).click();
    await page.waitForURL(/\/subscription\/\d+\/show$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(state.lastName) }).waitFor();
  });
  it('subscribes a commercial location from the commercial client page, opens its subscription and adds a coupon to it', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const customers = await api<{ data: { id: number }[] }>(page, 'GET', '/commercial/customers?per_page=1');
    const customerId = customers.data[0]!.id;
    const locations = await api<{ commercial_locations: { id: number; name: string }[] }>(
      page,
      'GET',
      `/commercial/location?commercial_customer_id=${customerId}`,
    );
    const site = locations.commercial_locations[0]!.name;
    const weekly = await planOf(page, 'commercial', 'once_a_week');

    await page.goto(`/commercial_client/${customerId}/show?tab=schedule`);
    const location = page.getByRole('listitem', { name: site, exact: true });
    const before = await location.getByRole('link').count();
    await location.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: `Subscribe ${site}` });
    await dialog.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: planWithFrequency(weekly.name, 'once_a_week'), exact: true }).click();
    // A day the location's own subscription already takes is refused under the service days; a free one is not.
    const schedule = await api<{
      client_locations: { status: string | null; clean_up_frequency: string; service_days: { start_date: string }[] }[];
    }>(
      page,
      'GET',
      `/commercial/client_locations_for_commercial_client?commercial_location_id=${locations.commercial_locations[0]!.id}`,
    );
    const takenWeekdays = new Set(
      schedule.client_locations
        .filter(
          (entry) => entry.status !== null && entry.status !== 'cancelled' && entry.clean_up_frequency !== 'one_time',
        )
        .flatMap((entry) => entry.service_days.map((day) => weekdayOf(day.start_date))),
    );
    const freeWeekday = [1, 2, 3, 4, 5, 6, 0].find((weekday) => !takenWeekdays.has(weekday))!;
    const takenWeekday = [...takenWeekdays][0];
    if (takenWeekday !== undefined) {
      const taken = dialog.getByRole('checkbox', { name: WEEKDAY_NAMES[takenWeekday] });
      await taken.check();
      await dialog.getByText(/^Monthly value: \$/).waitFor();
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await dialog
        .getByRole('group', { name: /^Service Days/ })
        .getByText(/^This location is already visited/)
        .waitFor();
      await taken.uncheck();
    }
    await dialog.getByRole('checkbox', { name: WEEKDAY_NAMES[freeWeekday] }).check();
    await dialog.getByText(/^Monthly value: \$/).waitFor();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => location.getByRole('link').count()).toBe(before + 1);

    await location.getByRole('link', { name: weekly.name }).last().click();
    await page.waitForURL(/\/commercial_subscription\/\d+\/show$/);
    await page.getByRole('link', { name: 'Back to Commercial Subscriptions' }).waitFor();
    expect(await page.title()).toBe('Commercial Subscription | Employee Portal');
    expect(await fact(page, 'Service Days').innerText()).toBe(WEEKDAY_NAMES[freeWeekday]);

    await page.getByRole('button', { name: 'Change' }).click();
    const change = page.getByRole('dialog', { name: 'Change Subscription' });
    await change.getByLabel('Coupon Code').fill('NOPE1');
    await change.getByText('Coupon Code is not valid').waitFor();
    await change.getByLabel('Coupon Code').fill('WELCOME10');
    await change.getByText(/\$10\.00 off once/).waitFor();
    await change.getByRole('button', { name: 'Save Changes' }).click();
    await change.waitFor({ state: 'hidden' });
    await fact(page, 'Coupon')
      .getByText(/WELCOME10/)
      .waitFor();
  });

  it('shows the next cleanup on the day a visit was moved to on the dispatch board', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const today = await organizationToday(page);
    const lastName = `Moved${String(Date.now()).slice(-5)}`;
    const clientId = await createClient(page, lastName);
    const client = await api<{ client: { locations: { id: number }[] } }>(page, 'GET', `/clients/${clientId}`);
    const weekly = await planOf(page, 'residential', 'once_a_week');
    const planned = addCalendarDays(today, 2);
    const moved = addCalendarDays(today, 3);
    const { subscription } = await api<{ subscription: { id: number } }>(page, 'POST', '/subscriptions', {
      client_location_id: client.client.locations[0]!.id,
      service_plan_id: weekly.id,
      start_date: planned,
      service_days: [{ service_type: 'recurring', start_date: planned }],
    });
    const { jobs } = await api<{ jobs: { id: number; subscription_id: number | null }[] }>(
      page,
      'GET',
      `/jobs?from=${planned}&to=${planned}`,
    );
    const job = jobs.find((candidate) => candidate.subscription_id === subscription.id)!;
    await api(page, 'PUT', `/jobs/${job.id}/date`, { service_date: moved });

    await openSchedule(page, clientId);
    await page
      .getByRole('listitem', { name: '1550 Wynkoop St', exact: true })
      .getByText(`Next cleanup: ${moved}`)
      .waitFor();
    await page.goto(`/subscription/${subscription.id}/show`);
    expect(await fact(page, 'Next Cleanup').innerText()).toBe(moved);
    await page.goto('/subscriptions');
    await page.getByLabel('Search').fill(lastName);
    await page
      .getByRole('table', { name: 'Subscriptions' })
      .getByRole('row')
      .filter({ hasText: lastName })
      .getByText(moved)
      .waitFor();
  });
});
