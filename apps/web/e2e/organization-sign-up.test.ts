import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { oneMonthAfter } from '@employee-portal/core/billing/billing-cycle';
import { todayIn } from '@employee-portal/core/dates';
import { messages } from '@employee-portal/core/messages/catalogue';
import { routeTable } from '@employee-portal/core/routes/route-table';
import { DEMO_PASSWORD, openAccountMenu, pathOf, signIn, storedSession } from './support/portal.ts';
import {
  answerRequiredSurvey,
  choose,
  factOf,
  fillCardConnectForm,
  messageUnder,
  openSubscribeDialog,
  validExpiryYear,
} from './support/subscription.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const NEW_OWNER_EMAIL = 'pat.owner@fresh-yards.test';

async function fillBusinessStep(page: Page) {
  await page.getByLabel('Organization name').fill('Fresh Yards');
  await page.getByLabel('Address').fill('1550 Wewatta St');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').fill('CO');
  // The zip input keeps digits only, at most 5.
  await page.getByLabel('Zip code').fill('80a2o02999');
  expect(await page.getByLabel('Zip code').inputValue()).toBe('80202');
  await page.getByRole('button', { name: 'Next' }).click();
}

async function fillOwnerStep(page: Page, email: string) {
  await page.getByLabel('First name').fill('Quinn');
  await page.getByLabel('Last name').fill('Token');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('3035550142');
  await page.getByLabel('Password', { exact: true }).fill('token-yards-1');
  await page.getByLabel('Confirm password').fill('token-yards-1');
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('organization sign-up', () => {
  it('signs up a new business, asks the survey, lands on the checklist and subscribes with a coupon', async () => {
    const { page } = suite;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up your business' }).click();
    await page.getByRole('heading', { name: 'Sign up your business' }).waitFor();
    expect(pathOf(page)).toBe('/organization_onboarding');
    expect(await page.title()).toBe('Organization Onboarding | Employee Portal');

    // Step 1: the business; the time zone starts as the browser's.
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await page.getByLabel('Time zone').inputValue()).toBe(browserZone);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await messageUnder(page.getByLabel('Organization name')).innerText()).toBe(messages.required);
    expect(await messageUnder(page.getByLabel('Zip code')).innerText()).toBe(messages.zipDigits);
    await fillBusinessStep(page);

    // Step 1 answered an organization token alone (spec §4): kept, but nobody is signed in yet.
    const ownerForm = page.getByRole('form', { name: 'Your account' });
    await ownerForm.waitFor();
    const registered = await storedSession(page);
    expect(registered?.token).toBeNull();
    expect(registered?.organization_token).toEqual(expect.any(String));

    // Step 2: the owner, with the catalogue's messages.
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Owner');
    await page.getByLabel('E-mail').fill('pat@');
    await page.getByLabel('Phone').fill('303555');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await messageUnder(page.getByLabel('E-mail')).innerText()).toBe(messages.emailInvalid);
    expect(await messageUnder(page.getByLabel('Phone')).innerText()).toBe(messages.phoneDigits);
    expect(await messageUnder(page.getByLabel('Password', { exact: true })).innerText()).toBe(
      messages.passwordMinLength,
    );
    expect(await messageUnder(page.getByLabel('Confirm password')).innerText()).toBe(messages.passwordsMustMatch);

    // The server's field error (an e-mail already taken, from POST users) shows under its field.
    await page.getByLabel('E-mail').fill('owner@demo.test');
    await page.getByLabel('Phone').fill('(303) 555-0199');
    await page.getByLabel('Password', { exact: true }).fill('fresh-yards-1');
    await page.getByLabel('Confirm password').fill('fresh-yards-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await messageUnder(page.getByLabel('E-mail')).getByText('This e-mail is already taken', { exact: false }).waitFor();
    expect(await storedSession(page)).toMatchObject({
      token: null,
      organization_token: registered?.organization_token,
    });

    await page.getByLabel('E-mail').fill(NEW_OWNER_EMAIL);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Step 3: the survey, required only where the question says so; the session is stored already (spec §4).
    const survey = page.getByRole('form', { name: 'A few questions' });
    await survey.waitFor();
    // The organization token became the session token.
    expect(await storedSession(page)).toMatchObject({
      token: registered?.organization_token,
      organization_token: null,
      user: { email: NEW_OWNER_EMAIL },
    });
    await survey.getByRole('button', { name: 'Finish' }).click();
    await survey.getByText(messages.fillAllRequiredFieldsCorrectly).waitFor();
    await answerRequiredSurvey(survey);
    await survey.getByRole('button', { name: 'Finish' }).click();

    // The landing page: the trial's first day and the checklist.
    await page.getByRole('heading', { name: 'Welcome, Fresh Yards!' }).waitFor();
    expect(pathOf(page)).toBe('/organization_landing_page');
    expect(await page.title()).toBe('Get Started | Employee Portal');
    await page
      .getByRole('region', { name: 'Subscription' })
      .getByText('You are using trial version, Day 1 of 15.')
      .waitFor();
    const checklist = page.getByRole('list', { name: 'Setup checklist' });
    await checklist.getByRole('link', { name: 'Choose your plan' }).waitFor();
    await checklist.getByRole('link', { name: 'Connect a card processor' }).waitFor();
    // A step links to its page only once that page is built (in core's route table).
    const staffBuilt = routeTable.some((route): boolean => route.path === '/staff');
    expect(await checklist.getByRole('link', { name: 'Add your staff' }).count()).toBe(staffBuilt ? 1 : 0);
    await checklist.getByText('Add your staff').waitFor();
    expect(await checklist.getByText('Done', { exact: true }).count()).toBe(0);

    // Subscribe Now opens the dialog; Estimated Charges reads 'No data' until a plan is chosen.
    const dialog = await openSubscribeDialog(page);
    const charges = dialog.getByRole('region', { name: 'Estimated Charges' });
    const prorated = charges.getByRole('region', { name: 'Prorated invoice preview' });
    const next = charges.getByRole('region', { name: 'New invoice preview' });
    expect(await factOf(prorated, 'Prorated subtotal').innerText()).toBe('No data');
    await choose(page, dialog, 'Pricing plan', /^Standard/);
    expect(await dialog.getByRole('combobox', { name: 'Pricing plan' }).innerText()).toBe(
      'Standard ($15.00/staff/month)',
    );
    await dialog.getByLabel('Coupon code (optional)').fill('WELCOME10');
    await dialog.getByText(messages.couponValid).waitFor();

    const timeZone = (await storedSession(page))?.user?.time_zone ?? 'UTC';
    const today = todayIn(timeZone, new Date());
    const billingDate = oneMonthAfter(today);
    await factOf(prorated, 'Coupon code').getByText('WELCOME10').waitFor();
    expect(await factOf(prorated, 'Active users').innerText()).toBe('1');
    expect(await factOf(prorated, 'Service plan').innerText()).toBe('Standard ($15.00/staff/month)');
    expect(await factOf(prorated, 'Billing date').innerText()).toBe(billingDate);
    expect(await factOf(prorated, 'Prorated subtotal').innerText()).toBe('$15.00');
    expect(await factOf(prorated, 'Coupon discount').innerText()).toBe('-$1.50');
    expect(await factOf(prorated, 'Total').innerText()).toBe('$13.50');
    await prorated.getByText('Sales tax is not included.').waitFor();
    expect(await factOf(next, 'Active users').innerText()).toBe('1');
    expect(await factOf(next, 'Service plan').innerText()).toBe('Standard');
    expect(await factOf(next, 'Coupon code').innerText()).toBe('WELCOME10');
    expect(await factOf(next, 'Billing date').innerText()).toBe(billingDate);
    expect(await factOf(next, 'New total per month').innerText()).toBe('$13.50');

    await answerRequiredSurvey(dialog);
    await fillCardConnectForm(page, dialog, {
      name: 'Pat Owner',
      number: '4111 1111 1111 1111',
      month: '12',
      year: validExpiryYear(),
      cvv: '123',
      zip: '80202',
    });
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(messages.subscriptionAdded).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Auth was re-checked: the organization is subscribed, so the banner is gone.
    await page.getByRole('region', { name: 'Subscription' }).waitFor({ state: 'detached' });
    await checklist.getByText('Done', { exact: true }).waitFor();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Subscription Details' })
      .click();
    const summary = page.getByRole('region', { name: 'Subscription' });
    await factOf(summary, 'Plan').getByText('Standard').waitFor();
    expect(await factOf(summary, 'Status').innerText()).toBe('Subscribed');
    expect(await factOf(summary, 'Price per staff').innerText()).toBe('$15.00/staff/month');
    expect(await factOf(summary, 'Coupon').innerText()).toBe('WELCOME10');
    expect(await factOf(summary, 'Current period').innerText()).toBe(`${today} – ${billingDate}`);
    expect(await factOf(summary, 'Billing date').innerText()).toBe(billingDate);
    await factOf(page.getByRole('region', { name: 'Card on file' }), 'Card')
      .getByText('ending in 1111', { exact: false })
      .waitFor();
  });

  it('keeps the organization token over a reload, starts again when it was used elsewhere, and logs out of it', async () => {
    const { page } = suite;
    await page.goto('/organization_onboarding');
    await fillBusinessStep(page);
    const ownerForm = page.getByRole('form', { name: 'Your account' });
    await ownerForm.waitFor();
    const first = (await storedSession(page))?.organization_token;
    expect(first).toEqual(expect.any(String));

    // Not signed in yet: a reload comes back to the owner's account rather than to the login or the business.
    await page.reload();
    await ownerForm.waitFor();

    // The token is good for one owner: used by another tab, this one's sign-up starts again with the business.
    const elsewhere = await page.evaluate(async (token) => {
      const response = await fetch('/api/users', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-requested-with': 'XMLHttpRequest',
        },
        body: JSON.stringify({
          user: { first_name: 'Other', last_name: 'Tab', email: 'other-tab@token-yards.test', password: 'other-tab-1' },
        }),
      });
      return response.status;
    }, first);
    expect(elsewhere).toBe(200);
    await fillOwnerStep(page, 'quinn@token-yards.test');
    await page.getByRole('form', { name: 'Your business' }).waitFor();
    await page.getByText(messages.signUpExpired).waitFor();
    expect((await storedSession(page))?.organization_token).toBeNull();

    await fillBusinessStep(page);
    await ownerForm.waitFor();
    const second = (await storedSession(page))?.organization_token;
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    await fillOwnerStep(page, 'quinn@token-yards.test');
    const survey = page.getByRole('form', { name: 'A few questions' });
    await survey.waitFor();
    expect(await storedSession(page)).toMatchObject({
      token: second,
      organization_token: null,
      user: { email: 'quinn@token-yards.test', organization_name: 'Fresh Yards' },
    });
    await answerRequiredSurvey(survey);
    await survey.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('heading', { name: 'Welcome, Fresh Yards!' }).waitFor();

    // Logout clears the session and any organization token (spec §4).
    await page.evaluate(() => {
      const key = 'employee-portal-session';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { state: Record<string, unknown> };
      localStorage.setItem(
        key,
        JSON.stringify({ ...stored, state: { ...stored.state, organization_token: 'left-over' } }),
      );
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Fresh Yards!' }).waitFor();
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await storedSession(page)).toMatchObject({ token: null, organization_token: null, user: null, users: [] });
  });

  it('connects Stripe through the onboarding pages and shows the active account on return', async () => {
    const { page } = suite;
    await signIn(page, 'trial@demo.test');
    await page.goto('/connect_to_stripe');
    await page.getByRole('heading', { name: 'Connect to Stripe' }).waitFor();
    expect(await page.title()).toBe('Connect to Stripe | Employee Portal');
    const account = page.getByRole('main');
    expect(await factOf(account, 'Account status').innerText()).toBe('Not connected');

    await page.getByRole('button', { name: 'Connect with Stripe' }).click();
    await page.getByRole('heading', { name: 'Connect your Stripe account' }).waitFor();
    await page.getByRole('button', { name: 'Start onboarding' }).click();
    await page.getByRole('heading', { name: 'Business details' }).waitFor();
    await page.getByRole('button', { name: 'Submit details' }).click();

    // Back on the portal with the new status; the page stays although the account is now complete.
    await page.getByText('Your Stripe account is connected: charges and payouts are enabled.').waitFor();
    expect(`${pathOf(page)}${new URL(page.url()).search}`).toBe('/connect_to_stripe?returned=1');
    expect(await factOf(account, 'Account status').innerText()).toBe('Active');
    expect(await factOf(account, 'Charges').innerText()).toBe('Enabled');
    expect(await factOf(account, 'Payouts').innerText()).toBe('Enabled');

    // Guard 3: once the stored user knows, opening Connect to Stripe again goes to the dashboard.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('employee-portal-session')?.includes('"status":"active"')))
      .toBe(true);
    await page.goto('/connect_to_stripe');
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('lets a subscribed owner change plan, cancel at period end (asked first), resume and update the card', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/subscription_details');
    const summary = page.getByRole('region', { name: 'Subscription' });
    await factOf(summary, 'Plan').getByText('Standard', { exact: true }).waitFor();
    // The plan's name comes with the subscription; its price once the plans' list has loaded too.
    await factOf(summary, 'Price per staff')
      .getByText(/^\$\d+\.\d{2}\/staff\/month$/)
      .waitFor();

    // Change plan shows the new per-staff price and the Estimated Charges before confirming.
    await page.getByRole('button', { name: 'Change plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'Change plan' });
    await choose(page, planDialog, 'Pricing plan', /^Professional/);
    expect(await planDialog.getByRole('combobox', { name: 'Pricing plan' }).innerText()).toMatch(
      /^Professional \(\$\d+\.\d{2}\/staff\/month\)$/,
    );
    await factOf(planDialog.getByRole('region', { name: 'New invoice preview' }), 'Service plan')
      .getByText('Professional')
      .waitFor();
    await planDialog.getByRole('button', { name: 'Change plan' }).click();
    await page.getByText('Your plan has been changed.').waitFor();
    await factOf(summary, 'Plan').getByText('Professional', { exact: true }).waitFor();

    // Cancelling is asked first; keeping the subscription changes nothing.
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await confirm.getByRole('button', { name: 'Keep subscription' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await factOf(summary, 'Status').innerText()).toBe('Subscribed');
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await factOf(summary, 'Status').getByText('Cancels at period end').waitFor();
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await factOf(summary, 'Status').getByText('Subscribed', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Update card' }).click();
    const cardDialog = page.getByRole('dialog', { name: 'Update card' });
    await fillCardConnectForm(page, cardDialog, {
      name: 'Olivia Owens',
      number: '5454 5454 5454 5454',
      month: '06',
      year: validExpiryYear(),
      cvv: '321',
      zip: '80202',
    });
    await cardDialog.getByRole('button', { name: 'Save card' }).click();
    await cardDialog.waitFor({ state: 'hidden' });
    await factOf(page.getByRole('region', { name: 'Card on file' }), 'Card')
      .getByText('ending in 5454', { exact: false })
      .waitFor();
    expect(await factOf(page.getByRole('region', { name: 'Card on file' }), 'Expires').innerText()).toBe(
      `06/${validExpiryYear().slice(2)}`,
    );
  });

  it('keeps the sign-up link away from signed-in users', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test', DEMO_PASSWORD);
    await page.goto('/organization_onboarding');
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    expect(pathOf(page)).toBe('/');
  });
});
