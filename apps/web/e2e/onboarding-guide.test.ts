import { describe, expect, it } from 'vitest';
import type { OnboardingGuideResponse } from '@employee-portal/core/onboarding-guide/onboarding-guide.responses';
import { callApiAs, signIn } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

/** A new organization's owner is led through the first steps from the dashboard; the demo owner, done, is not. */
const suite = useBrowserSuite();

describe('onboarding guide', () => {
  it('leads a new owner step by step from the dashboard, remembers the step, and stays away once dismissed', async () => {
    const { page, server } = suite;
    const email = 'gale.owner@guide-yards.test';
    const signUp = await fetch(`${server.baseUrl}/api/register_organization/step1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({
        organization_name: 'Guide Yards',
        time_zone: 'America/Denver',
        address_line1: '200 Main St',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        first_name: 'Gale',
        last_name: 'Owner',
        email,
        password: 'guide-yards-1',
      }),
    });
    expect(signUp.status).toBeLessThan(300);
    await signIn(page, email, 'guide-yards-1');

    const guide = page.getByRole('region', { name: 'Set up your portal' });
    await guide.getByText('0 of 6 steps done').waitFor();
    // Step one: company details, done on Branding Settings once an e-mail is saved there.
    await guide.getByRole('link', { name: 'Open Branding Settings' }).click();
    await page.getByLabel('E-mail').fill('office@guide-yards.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Branding settings were saved.').waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await guide.getByText('1 of 6 steps done').waitFor();
    // The guide moved on to the next step to do by itself.
    await guide.getByRole('link', { name: 'Open Pricing Setup' }).waitFor();

    // Work areas, chosen out of order and done on Client Onboarding.
    await guide.getByRole('button', { name: /Work areas/ }).click();
    await guide.getByRole('link', { name: 'Open Client Onboarding' }).click();
    await page.getByRole('button', { name: 'New Work Area' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Work Area' });
    await dialog.getByLabel('Work Area Name').fill('Downtown');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await guide.getByText('2 of 6 steps done').waitFor();
    expect(await guide.getByRole('button', { name: /Company details/ }).innerText()).toContain('Done');
    expect(await guide.getByRole('button', { name: /Work areas/ }).innerText()).toContain('Done');
    expect(await guide.getByRole('button', { name: /Staff/ }).innerText()).toContain('To do');

    // The open step is the member's own and kept: after a reload the guide goes on from Work areas to Payments.
    await page.reload();
    await guide.getByRole('link', { name: 'Open Connect to Stripe' }).waitFor();

    await guide.getByRole('button', { name: 'Dismiss guide' }).click();
    await guide.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Set up your portal' }).count()).toBe(0);
  });

  it('is not shown to the demo owner, whose organization has done every step', async () => {
    const { page, server } = suite;
    await signIn(page, 'owner@demo.test');
    const guide = await callApiAs<OnboardingGuideResponse>(page, server.baseUrl, 'GET', '/onboarding_guide');
    expect(guide.onboarding_guide.steps.filter((step) => !step.done)).toEqual([]);
    expect(guide.onboarding_guide.show_guide).toBe(0);
    await page.getByRole('heading', { name: 'Total Sales' }).waitFor();
    expect(await page.getByRole('region', { name: 'Set up your portal' }).count()).toBe(0);
  });
});
