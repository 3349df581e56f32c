/**
 * Spec §9 and §8: an 'EntreMANURE' organization whose field tech has 16 jobs today sees 'Update Service Plan' once;
 * closing it opens the subscription details, and a reload within 23 hours does not show it again.
 */
import { describe, expect, it } from 'vitest';
import { todayIn } from '@employee-portal/core/dates';
import { callApi, pathOf, signIn, storedSession, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const PLAN_TEXT =
  'Today your organization has exceeded the maximum number of 15 jobs per one field tech. Please update your service plan.';

describe('plan limit', () => {
  it('warns an EntreMANURE organization with 16 jobs on one tech once in 23 hours', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    const token = await storedToken(page);
    const session = await storedSession(page);
    if (!token || !session?.user) throw new Error('owner not signed in');
    const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
      callApi<T>(suite.server.baseUrl, token, method, path, body);

    // Nothing shows for the demo's own package, whatever the jobs.
    await expect.poll(() => page.getByRole('dialog', { name: 'Update Service Plan' }).count()).toBe(0);

    const { pricing_plans } = await call<{ pricing_plans: { id: number; pricing_plan_name: string }[] }>(
      'GET',
      '/organization_subscription/pricing_plans_list',
    );
    const limited = pricing_plans.find((plan) => plan.pricing_plan_name === 'EntreMANURE');
    if (!limited) throw new Error('no EntreMANURE plan');
    await call('PUT', '/organization_subscription/plan', { pricing_plan_id: limited.id });

    const { data: staff } = await call<{ data: { user_id: number; email: string }[] }>(
      'GET',
      '/staff?search=tech%40demo.test',
    );
    const tech = staff.find((member) => member.email === 'tech@demo.test');
    if (!tech) throw new Error('no demo tech');
    const { client } = await call<{ client: { locations: { id: number }[] } }>('POST', '/clients', {
      first_name: 'Busy',
      last_name: 'Yard',
      email: 'busy.yard@example.test',
      phone: '3035550161',
      locations: [{ address_line1: '16 Limit Ln', city: 'Denver', state: 'CO', zip: '80202', dog_count: 2 }],
    });
    const today = todayIn(session.user.time_zone, new Date());
    // The demo tech's own jobs today: another tech may be the day's busiest, so count this one's.
    const { jobs: todays } = await call<{ jobs: { assigned_user_id: number | null; status: string }[] }>(
      'GET',
      `/jobs?from=${today}&to=${today}`,
    );
    const techsToday = todays.filter((job) => job.assigned_user_id === tech.user_id && job.status !== 'cancelled');
    for (let n = techsToday.length; n < 16; n += 1)
      await call('POST', '/jobs', {
        kind: 'residential',
        location_id: client.locations[0]!.id,
        service_date: today,
        assigned_user_id: tech.user_id,
        price_cents: 2000,
      });
    expect((await call<{ max_jobs: number }>('GET', '/dashboard/max_jobs')).max_jobs).toBe(16);

    // The next start reads the new package and checks the limit.
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Update Service Plan' });
    await dialog.getByText(PLAN_TEXT, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === '/settings/subscription_details');
    expect(pathOf(page)).toBe('/settings/subscription_details');

    // A reload asks again (the limit still stands) but stays quiet within the 23 hours.
    const asked = page.waitForResponse((response) => response.url().includes('/api/dashboard/max_jobs'));
    await page.reload();
    expect((await asked).status()).toBe(200);
    await page.getByRole('heading', { name: 'Subscription Details' }).first().waitFor();
    await page.waitForTimeout(300);
    expect(await dialog.count()).toBe(0);
  });
});
