/**
 * The new-client planner ranks (weekday, tech) by the drive a new stop adds to the coming routes. Tyler gets a route of
 * three stops in Fort Collins on one working weekday and Jasmine a stop in Colorado Springs; an address beside Tyler's
 * stops must rank (that weekday, Tyler) first, and choosing it opens the new-client form with the address, then the
 * new client's Subscribe form with that day and Tyler. The planner is a button away on the clients, leads and
 * unassigned lists. Then an unassigned location beside the same route is planned from its page and assigned from
 * the planner.
 */
import { describe, expect, it } from 'vitest';
import { todayIn } from '@employee-portal/core/dates';
import { addCalendarDays, weekdayOf, WEEKDAY_NAMES } from '@employee-portal/core/scheduling/calendar-day';
import { seriousViolations } from './support/axe.ts';
import { callApi, signIn, storedSession, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

type Call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

async function ownerSession() {
  const { page } = suite;
  await signIn(page, 'owner@demo.test');
  const token = await storedToken(page);
  const session = await storedSession(page);
  if (!token || !session?.user) throw new Error('owner not signed in');
  const call: Call = (method, path, body) => callApi(suite.server.baseUrl, token, method, path, body);
  const today = todayIn(session.user.time_zone, new Date());
  const { scheduler_settings, route_addresses } = await call<{
    scheduler_settings: { working_days: number[] };
    route_addresses: { user_id: number; full_name: string }[];
  }>('GET', '/scheduler_settings');
  const techId = (name: string) => {
    const found = route_addresses.find((tech) => tech.full_name === name);
    if (!found) throw new Error(`no demo tech ${name}`);
    return found.user_id;
  };
  // The first working day after tomorrow: the planner reads the routes from tomorrow on.
  let routeDay = addCalendarDays(today, 2);
  while (!scheduler_settings.working_days.includes(weekdayOf(routeDay))) routeDay = addCalendarDays(routeDay, 1);
  const plans = await call<{ service_plans: { id: number; frequency: string; is_active: boolean }[] }>(
    'GET',
    '/subscriptions/options?kind=residential',
  );
  const weekly = plans.service_plans.find((plan) => plan.frequency === 'once_a_week' && plan.is_active);
  if (!weekly) throw new Error('no weekly demo plan');
  /** A client at the address, served weekly on the route day by the tech (null: unassigned). */
  const client = async (
    name: string,
    address: { address_line1: string; city: string; zip: string },
    tech: number | null,
  ) => {
    const { client: made } = await call<{ client: { locations: { id: number }[] } }>('POST', '/clients', {
      first_name: name,
      last_name: 'Planner',
      email: `${name.toLowerCase()}.planner@example.test`,
      phone: '3035550188',
      locations: [{ ...address, state: 'CO', dog_count: 1 }],
    });
    return call<{ subscription: { id: number } }>('POST', '/subscriptions', {
      client_location_id: made.locations[0]!.id,
      service_plan_id: weekly.id,
      start_date: routeDay,
      service_days: [{ service_type: 'recurring', start_date: routeDay }],
      assigned_user_id: tech,
    });
  };
  return { page: suite.page, call, routeDay, techId, client };
}

describe('new client planner', () => {
  it('puts a new address beside an existing route first and carries the address, day and tech into the new client', async () => {
    const { page, call, routeDay, techId, client } = await ownerSession();
    const tyler = techId('Tyler Brooks');
    for (const [index, street] of ['101 College Ave', '220 Laporte Ave', '315 Mountain Ave'].entries()) {
      await client(`Fort${index}`, { address_line1: street, city: 'Fort Collins', zip: '80521' }, tyler);
    }
    await client(
      'Springs',
      { address_line1: '12 Tejon St', city: 'Colorado Springs', zip: '80903' },
      techId('Jasmine Reed'),
    );

    // Where an office looks for it: the unassigned, leads and clients lists.
    for (const [path, table] of [
      ['/unassigned', 'Unassigned'],
      ['/leads', 'Leads'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: table, level: 1 }).waitFor();
      await page.getByRole('link', { name: 'New Client Planner' }).waitFor();
    }
    await page.goto('/clients');
    await page.getByRole('link', { name: 'New Client Planner' }).click();
    await page.getByRole('heading', { name: 'New Client Planner', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Plan a new client' });
    await form.getByLabel('Address').fill('400 Oak St');
    await form.getByLabel('City').fill('Fort Collins');
    await form.getByLabel('State').fill('CO');
    await form.getByLabel('Zip').fill('80521');
    await form.getByRole('button', { name: 'Find best days' }).click();

    const table = page.getByRole('table', { name: 'Best options' });
    const first = table.locator('tbody tr').first();
    await first.waitFor();
    const cells = first.getByRole('cell');
    expect(await cells.nth(1).innerText()).toBe('1');
    expect(await cells.nth(2).innerText()).toBe(WEEKDAY_NAMES[weekdayOf(routeDay)]);
    expect(await cells.nth(3).innerText()).toBe('Tyler Brooks');
    // Beside the route: a few minutes, where any other day means the drive up from Denver.
    const minutes = (text: string) => (text.startsWith('<') ? 0 : Number.parseInt(text, 10));
    const firstAdded = minutes(await cells.nth(4).innerText());
    const secondAdded = minutes(await table.locator('tbody tr').nth(1).getByRole('cell').nth(4).innerText());
    expect(firstAdded).toBeLessThan(10);
    expect(secondAdded).toBeGreaterThan(30);
    await expect.poll(() => cells.nth(5).innerText()).toMatch(/km \(.* mi\)/);
    await page
      .getByRole('region', { name: `Map of ${WEEKDAY_NAMES[weekdayOf(routeDay)]} with Tyler Brooks` })
      .waitFor();
    await page.getByText(/Add client on an option opens the new-client form with this address/).waitFor();
    // The results, the map and the next step keep the page accessible.
    expect(await seriousViolations(page)).toEqual([]);

    // The best option becomes a client: the form has the address; once saved, the Subscribe form has the day and tech.
    const weekday = WEEKDAY_NAMES[weekdayOf(routeDay)]!;
    await first.getByRole('link', { name: new RegExp(`^Add client: ${weekday} with Tyler Brooks from `) }).click();
    const newClient = page.getByRole('dialog', { name: 'New Client' });
    await newClient.getByText(`Once a Week, ${weekday} with Tyler Brooks from`).waitFor();
    const place = newClient.getByRole('group', { name: 'Location 1' });
    expect(await place.getByLabel('Address Line 1').inputValue()).toBe('400 Oak St');
    expect(await place.getByLabel('City').inputValue()).toBe('Fort Collins');
    expect(await place.getByLabel('State').inputValue()).toBe('CO');
    expect(await place.getByLabel('Zip').inputValue()).toBe('80521');
    await newClient.getByLabel('First Name').fill('Oak');
    await newClient.getByLabel('Last Name').fill('Planned');
    await newClient.getByLabel(/^E-mail/).fill('oak.planned@example.test');
    await newClient.getByLabel(/^Phone/).fill('(303) 555-0189');
    await newClient.getByRole('button', { name: 'Create Client' }).click();
    // The new client's page, its Schedule tab with the location's Subscribe form open over it.
    await page.waitForURL(/\/client\/\d+\/show\?tab=schedule$/);
    const subscribe = page.getByRole('dialog', { name: 'Subscribe 400 Oak St' });
    await expect.poll(() => subscribe.getByRole('combobox', { name: 'Plan' }).innerText()).toMatch(/Once a Week/);
    expect(await subscribe.getByRole('checkbox', { name: weekday }).isChecked()).toBe(true);
    expect(await subscribe.getByRole('combobox', { name: 'Field Tech' }).innerText()).toBe('Tyler Brooks');
    expect(await subscribe.getByLabel('Start Date').inputValue()).toBe(routeDay);
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    await subscribe.waitFor({ state: 'hidden' });
    await page.getByText('400 Oak St was subscribed.').waitFor();
    const { data } = await call<{
      data: {
        client: { name: string };
        assigned_user: { id: number } | null;
        service_days: { start_date: string }[];
      }[];
    }>('GET', '/subscriptions?search=Oak%20Planned');
    expect(data).toEqual([
      expect.objectContaining({
        client: expect.objectContaining({ name: 'Oak Planned' }),
        assigned_user: expect.objectContaining({ id: tyler }),
        service_days: [expect.objectContaining({ start_date: routeDay })],
      }),
    ]);
  });

  it('plans an unassigned location from its page and assigns the best option', async () => {
    const { page, routeDay, client } = await ownerSession();
    const entry = await client('Nearby', { address_line1: '500 Oak St', city: 'Fort Collins', zip: '80521' }, null);

    await page.goto(`/unassigned/${entry.subscription.id}/show`);
    await page.getByRole('link', { name: 'Plan best day and tech' }).click();
    const table = page.getByRole('table', { name: 'Best options' });
    const first = table.locator('tbody tr').first();
    await first.waitFor();
    const day = WEEKDAY_NAMES[weekdayOf(routeDay)]!;
    expect(await first.getByRole('cell').nth(2).innerText()).toBe(day);
    expect(await first.getByRole('cell').nth(3).innerText()).toBe('Tyler Brooks');

    await first.getByRole('button', { name: `Assign ${day} with Tyler Brooks` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign this plan?' });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('The location has been assigned and its jobs are scheduled.').waitFor();
    const results = page.getByRole('region', { name: 'Best Options' });
    await results.getByText(/Assigned: \d+ coming jobs scheduled\./).waitFor();
    await page.getByRole('link', { name: 'View the location and its jobs' }).click();
    await page.locator('dl[aria-label="Location"]').getByText('Nothing: assigned').waitFor();
    await page.locator('dl[aria-label="Location"]').getByText('Tyler Brooks').waitFor();
  });
});
