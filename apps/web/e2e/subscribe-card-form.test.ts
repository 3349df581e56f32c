import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@employee-portal/core/messages/catalogue';
import type { SubscriptionDetailsResponse } from '@employee-portal/core/access/organization-subscription.responses';
import { formatCents } from '@employee-portal/core/billing/money';
import { DEMO_PASSWORD, callApiAs, fillLogin, signIn } from './support/portal.ts';
import {
  answerRequiredSurvey,
  choose,
  factOf,
  fillCardConnectForm,
  messageUnder,
  openSubscribeDialog,
  subscribeDialog,
  validExpiryYear,
} from './support/subscription.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/** Expired Scoopers' trial is over: its owner lands on the dashboard under the banner with 'Subscribe Now'. */
const EXPIRED_OWNER = 'expired@demo.test';

async function signInExpiredOwner(page: Page) {
  await page.goto('/login');
  await fillLogin(page, EXPIRED_OWNER, DEMO_PASSWORD);
  await page.getByRole('region', { name: 'Subscription' }).getByText('Your trial period has expired.').waitFor();
}

/**
 * A month before the current one within the year list (which starts at this year). In January there is none, so the
 * browser's clock is moved to mid-February of the same year first: January is then in the past and still listed.
 */
async function pastMonthInList(page: Page): Promise<{ month: string; year: string }> {
  const now = new Date();
  if (now.getMonth() === 0) {
    await page.clock.setFixedTime(new Date(now.getFullYear(), 1, 15, 12));
    return { month: '01', year: String(now.getFullYear()) };
  }
  return { month: String(now.getMonth()).padStart(2, '0'), year: String(now.getFullYear()) };
}

describe('subscription details', () => {
  const detailsOf = async (page: Page) =>
    (
      await callApiAs<SubscriptionDetailsResponse>(
        page,
        suite.server.baseUrl,
        'GET',
        '/organization_subscription/details',
      )
    ).subscription_details;

  it('shows a subscribed organization its next invoice: staff counted, price per staff, coupon and total', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings/subscription_details');
    const next = page.getByRole('region', { name: 'Next invoice' });
    await factOf(next, 'Plan').getByText('Standard', { exact: true }).waitFor();
    const invoice = (await detailsOf(page)).active_subscription;
    expect(invoice?.invoice).toBe('next');
    expect(invoice!.invoice_total).toBe(invoice!.subtotal - invoice!.coupon_amount);
    expect(await factOf(next, 'Staff counted').innerText()).toBe(String(invoice!.count_users));
    expect(await factOf(next, 'Price per staff').innerText()).toBe(`${formatCents(invoice!.unit_amount)}/staff/month`);
    expect(await factOf(next, 'Coupon').innerText()).toBe('No data');
    expect(await factOf(next, 'Invoice total').innerText()).toBe(formatCents(invoice!.invoice_total));
    expect(await factOf(next, 'Billing date').innerText()).toBe(invoice!.billing_date);
    await next.getByText('Sales tax is not included.', { exact: false }).waitFor();
  });

  it('tells a trial when it ends and what the first invoice will be, and an expired one what subscribing costs', async () => {
    const { page } = suite;
    await signIn(page, 'trial@demo.test');
    await page.goto('/settings/subscription_details');
    const first = page.getByRole('region', { name: 'First invoice' });
    await factOf(first, 'Plan').getByText('Standard', { exact: true }).waitFor();
    const details = await detailsOf(page);
    const staff = details.active_users;
    expect(details.active_subscription).toMatchObject({ invoice: 'first', count_users: staff, coupon: null });
    const total = formatCents(details.active_subscription!.invoice_total);
    await first
      .getByText(
        new RegExp(
          `^Your free trial ends on .+\\. If you subscribe today on the Standard plan, your first invoice is \\${total} for ${staff} staff, charged on \\d{4}-\\d{2}-\\d{2}\\.`,
        ),
      )
      .waitFor();
    expect(await factOf(first, 'Staff counted').innerText()).toBe(String(staff));
    expect(await factOf(first, 'Price per staff').innerText()).toBe(
      `${formatCents(details.active_subscription!.unit_amount)}/staff/month`,
    );
    expect(await factOf(first, 'Invoice total').innerText()).toBe(total);

    const expired = await suite.openAnotherPage();
    await signInExpiredOwner(expired);
    await expired.goto('/settings/subscription_details');
    await expired
      .getByRole('region', { name: 'First invoice' })
      .getByText(/^If you subscribe today on the Standard plan, your first invoice is \$[\d,]+\.\d{2} for \d+ staff/)
      .waitFor();
  });
});

describe('subscribe dialog', () => {
  it('shows every card-form message of spec §5 for the input that causes it', async () => {
    const { page } = suite;
    await signInExpiredOwner(page);
    const expiredMonth = await pastMonthInList(page);
    const dialog = await openSubscribeDialog(page);
    const field = (label: string) => messageUnder(dialog.getByLabel(label));
    const select = (label: string) => messageUnder(dialog.getByRole('combobox', { name: label }));
    const cardNumber = messageUnder(dialog.locator('iframe[title="Card number"]'));

    // Nothing filled: every required field says so, and the dialog says what to do.
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText(messages.fillAllRequiredFieldsCorrectly).waitFor();
    expect(await select('Pricing plan').innerText()).toBe(messages.required);
    expect(await field('Name on card').innerText()).toBe(messages.required);
    expect(await field('Billing zip code').innerText()).toBe(messages.required);
    expect(await cardNumber.innerText()).toBe(messages.cardNumberRequired);
    expect(await select('Expiry month').innerText()).toBe(messages.expiryMonthRequired);
    expect(await select('Expiry year').innerText()).toBe(messages.expiryYearRequired);
    expect(await field('CVV').innerText()).toBe(messages.cvvRequired);
    // Required survey answers are asked for; optional ones are not.
    expect(await messageUnder(dialog.getByLabel('How did you hear about Employee Portal?')).innerText()).toBe(
      messages.required,
    );
    expect(await messageUnder(dialog.getByLabel('Which software did you use before?')).count()).toBe(0);

    // Zip masked to 5 digits; too short is told; CVV of 2 digits; a number the frame refuses; a past month.
    await dialog.getByLabel('Billing zip code').fill('80-2');
    expect(await dialog.getByLabel('Billing zip code').inputValue()).toBe('802');
    await dialog.getByLabel('Billing zip code').fill('802021234');
    expect(await dialog.getByLabel('Billing zip code').inputValue()).toBe('80202');
    await dialog.getByLabel('Billing zip code').fill('802');
    await fillCardConnectForm(page, dialog, {
      name: 'Ellis Expired',
      number: '4111 1111 1111 1112',
      month: expiredMonth.month,
      year: expiredMonth.year,
      cvv: '12',
    });
    await cardNumber.getByText('Invalid card number').waitFor();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText(messages.fillAllRequiredFieldsCorrectly).waitFor();
    expect(await field('Billing zip code').innerText()).toBe(messages.zipDigits);
    expect(await field('CVV').innerText()).toBe(messages.cvvDigits);
    expect(await select('Expiry month').innerText()).toBe(messages.cardExpired);
    expect(await cardNumber.innerText()).toBe('Invalid card number');
    expect(await field('Name on card').count()).toBe(0);

    // Corrected card, but the required survey answers still missing: the block message stays.
    await fillCardConnectForm(page, dialog, {
      number: '4111111111111111',
      month: '12',
      year: validExpiryYear(),
      cvv: '1234',
      zip: '80202',
    });
    await cardNumber.waitFor({ state: 'detached' });
    await choose(page, dialog, 'Pricing plan', /^Standard/);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText(messages.fillAllRequiredFieldsCorrectly).waitFor();
    expect(await select('Expiry month').count()).toBe(0);
    expect(await field('CVV').count()).toBe(0);
    expect(await messageUnder(dialog.getByLabel('How many field techs do you have?')).innerText()).toBe(
      messages.required,
    );
  });

  it("tells an unknown coupon and a declined card in the processor's words", async () => {
    const { page } = suite;
    await signInExpiredOwner(page);
    const dialog = await openSubscribeDialog(page);
    await choose(page, dialog, 'Pricing plan', /^Standard/);
    await dialog.getByLabel('Coupon code (optional)').fill('NOSUCHCODE');
    await dialog.getByText(messages.couponNotValid).waitFor();
    await dialog.getByLabel('Coupon code (optional)').fill('SCOOP5');
    await dialog.getByText(messages.couponValid).waitFor();

    await answerRequiredSurvey(dialog);
    await fillCardConnectForm(page, dialog, {
      name: 'Ellis Expired',
      number: '4000 0000 0000 0002',
      month: '12',
      year: validExpiryYear(),
      cvv: '123',
      zip: '80214',
    });
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    // core formatServerError: the `card_declined` code in title case, with the processor's message.
    const failure = dialog.getByRole('alert').filter({ hasText: 'Card Declined' });
    await failure.waitFor();
    expect(await failure.innerText()).toContain('Do Not Honor');
    // Nothing was subscribed: the dialog stays for another card; closed, the banner still tells the expiry.
    expect(await subscribeDialog(page).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('region', { name: 'Subscription' }).getByText('Your trial period has expired.').waitFor();
  });

  it("subscribes through the Stripe-type form, which wants a name ('No name on Card')", async () => {
    const { page } = suite;
    // The server picks CardConnect whenever it can (always in test mode); answer as a Stripe-only server would.
    await page.route('**/api/organization_subscription/card_form*', (route) =>
      route.fulfill({ json: { processor: 'stripe', tokenizer_url: null, test_mode: true } }),
    );
    await signInExpiredOwner(page);
    const dialog = await openSubscribeDialog(page);
    expect(await dialog.locator('iframe').count()).toBe(0);
    await choose(page, dialog, 'Pricing plan', /^Professional/);
    await answerRequiredSurvey(dialog);
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM/YY)').fill(`12/${validExpiryYear().slice(2)}`);
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    expect(await messageUnder(dialog.getByLabel('Name on card')).innerText()).toBe(messages.noNameOnCard);

    await dialog.getByLabel('Name on card').fill('Ellis Expired');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(messages.subscriptionAdded).waitFor();
    await page.getByRole('region', { name: 'Subscription' }).waitFor({ state: 'detached' });
    await page.goto('/settings/subscription_details');
    await page.getByRole('region', { name: 'Subscription' }).getByText('Subscribed', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Card on file' }).getByText('Stripe', { exact: true }).waitFor();
  });
});
