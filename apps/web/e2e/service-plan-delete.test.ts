/**
 * Deleting a service plan (issue 12 point 18): a plan that subscriptions use says so before anything is tried and
 * offers 'Make Inactive' instead of Delete, with nothing to try again; an unused plan is deleted, the page returns to
 * the pricing setup, and no request for the deleted plan goes out afterwards.
 */
import { describe, expect, it } from 'vitest';
import { callApi, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

interface Plan {
  id: number;
  name: string;
  in_use: boolean;
  is_active: boolean;
}

describe('deleting a service plan', () => {
  it('offers Make Inactive up front for a plan in use, and deletes an unused one without asking for it again', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');
    const token = (await storedToken(page))!;
    const { service_plans: plans } = await callApi<{ service_plans: Plan[] }>(
      server.baseUrl,
      token,
      'GET',
      '/pricing_setup',
    );
    const used = plans.find((plan) => plan.in_use && plan.is_active)!;
    expect(used).toBeDefined();

    await page.goto(`/service_plan/${used.id}/show`);
    await page.getByRole('heading', { name: used.name, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Make Inactive' }).click();
    const inUse = page.getByRole('dialog', { name: 'Service Plan In Use' });
    expect(await inUse.getByRole('alert').innerText()).toBe(
      'Subscriptions use this plan. It cannot be deleted; make it inactive instead.',
    );
    expect(await inUse.getByRole('button', { name: /Delete|Try Again/ }).count()).toBe(0);
    await inUse.getByRole('button', { name: 'Make Inactive' }).click();
    await page.getByText(`${used.name} is now inactive.`).waitFor();
    await inUse.waitFor({ state: 'hidden' });
    await page.getByText('Inactive: not offered for new subscriptions').waitFor();
    // In use and inactive already: nothing left to offer.
    expect(await page.getByRole('button', { name: /Delete|Make Inactive/ }).count()).toBe(0);

    const { service_plan: unused } = await callApi<{ service_plan: Plan }>(
      server.baseUrl,
      token,
      'POST',
      '/service_plans',
      {
        name: 'Spring Trial',
        frequency: 'once_a_week',
        price_basis: 'per_visit',
        dog_prices: [{ dogs_from: 1, dogs_to: null, price_cents: 1500 }],
        is_active: true,
      },
    );
    await page.goto(`/service_plan/${unused.id}/show`);
    await page.getByRole('heading', { name: 'Spring Trial', level: 1 }).waitFor();
    const planRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/service_plans/${unused.id}`) planRequests.push(request.method());
    });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Service Plan' });
    await confirm.getByText('Delete the service plan Spring Trial? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/settings/pricing_setup');
    await page.getByText('Spring Trial was deleted.').waitFor();
    await page.getByRole('table', { name: 'Service plans' }).getByRole('row').filter({ hasText: used.name }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(planRequests).toEqual(['DELETE']);
    expect(
      await page
        .getByRole('table', { name: 'Service plans' })
        .getByRole('row')
        .filter({ hasText: 'Spring Trial' })
        .count(),
    ).toBe(0);
  });
});
