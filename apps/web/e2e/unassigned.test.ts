/**
 * Issue 14 point 7: a subscription nobody is assigned to shows on /unassigned; the office picks the tech, the day and
 * the start in one step on its page, the plan's day count is enforced, and the jobs it made are listed.
 */
import { describe, expect, it } from 'vitest';
import { todayIn } from '@employee-portal/core/dates';
import { addCalendarDays, weekdayOf, WEEKDAY_NAMES } from '@employee-portal/core/scheduling/calendar-day';
import { callApi, signIn, storedSession, storedToken } from './support/portal.ts';
import { choose } from './support/subscription.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('unassigned', () => {
  it('assigns an unassigned location and shows its jobs', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const token = await storedToken(page);
    const session = await storedSession(page);
    if (!token || !session?.user) throw new Error('owner not signed in');
    const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
      callApi<T>(suite.server.baseUrl, token, method, path, body);
    const today = todayIn(session.user.time_zone, new Date());

    const options = await call<{ service_plans: { id: number; frequency: string; is_active: boolean }[] }>(
      'GET',
      '/subscriptions/options?kind=residential',
    );
    const weekly = options.service_plans.find((plan) => plan.frequency === 'once_a_week' && plan.is_active);
    if (!weekly) throw new Error('no weekly demo plan');
    const { client } = await call<{ client: { locations: { id: number }[] } }>('POST', '/clients', {
      first_name: 'Nora',
      last_name: 'Unplanned',
      email: 'nora.unplanned@example.test',
      phone: '3035550177',
      locations: [{ address_line1: '7 Waiting Way', city: 'Denver', state: 'CO', zip: '80202', dog_count: 1 }],
    });
    const firstDay = addCalendarDays(today, 1);
    await call('POST', '/subscriptions', {
      client_location_id: client.locations[0]!.id,
      service_plan_id: weekly.id,
      start_date: firstDay,
      service_days: [{ service_type: 'recurring', start_date: firstDay }],
      assigned_user_id: null,
    });

    await page.goto('/unassigned');
    const table = page.getByRole('table', { name: 'Unassigned' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('Unplanned');
    const row = table.locator('tbody tr', { hasText: 'Nora Unplanned' });
    await row.getByText('No tech').waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await row.getByRole('link', { name: 'Nora Unplanned' }).click();

    await page.getByRole('heading', { name: 'Nora Unplanned', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Assign' });
    await choose(page, form, 'Field Tech', 'Tyler Brooks');
    // The weekly plan takes one day: a second one is refused by the subscription's own rule.
    const otherDay = WEEKDAY_NAMES[(weekdayOf(firstDay) + 2) % 7]!;
    await form.getByRole('checkbox', { name: otherDay }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('1 service days must be selected').waitFor();

    await form.getByRole('checkbox', { name: WEEKDAY_NAMES[weekdayOf(firstDay)]! }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The location has been assigned and its jobs are scheduled.').waitFor();
    const jobs = page.getByRole('list', { name: 'Coming jobs' });
    await jobs.getByRole('listitem').first().waitFor();
    expect(await jobs.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await jobs.getByRole('listitem').first().innerText()).toContain('Tyler Brooks');
    await page.locator('dl[aria-label="Location"]').getByText('Nothing: assigned').waitFor();

    await page.goto('/unassigned?search=Unplanned');
    await page.getByText('No unassigned locations match these filters.').waitFor();
    expect(await table.getByText('Nora Unplanned').count()).toBe(0);
  });
});
