/**
 * Issue 7 point 1: the public sign-up form's price calculator uses the pricing setup. The owner shows prices on the form
 * and has a plan priced by dog ranges; a visitor, never signed in, picks the plan and 2 dogs and sees the price per
 * visit, the monthly value and the pricing note.
 */
import { describe, expect, it } from 'vitest';
import { formatCents } from '@employee-portal/core/billing/money';
import { monthlyValueCents } from '@employee-portal/core/scheduling/service-frequency';
import { DEMO_FORM_KEY, callApi, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

// A name of its own: plan names are unique in an organization and the demo has its own plans.
const PLAN_NAME = `Calculator Weekly ${Date.now() % 100_000}`;
const PRICE_FOR_TWO_DOGS_CENTS = 2200;
const PRICING_NOTE = 'Prices are per visit, before sales tax.';

describe('public price calculator', () => {
  it('shows a visitor the plan’s price for 2 dogs with its monthly value and the pricing note', async () => {
    const { page: owner } = suite;
    await signIn(owner, 'owner@demo.test');
    const token = await storedToken(owner);
    if (!token) throw new Error('owner not signed in');
    await callApi(suite.server.baseUrl, token, 'POST', '/service_plans', {
      name: PLAN_NAME,
      frequency: 'once_a_week',
      price_basis: 'per_visit',
      dog_prices: [
        { dogs_from: 1, dogs_to: 1, price_cents: 1500 },
        { dogs_from: 2, dogs_to: 3, price_cents: PRICE_FOR_TWO_DOGS_CENTS },
        { dogs_from: 4, dogs_to: null, price_cents: 3000 },
      ],
    });

    await owner.goto('/settings/client_onboarding/pricing');
    await owner.getByRole('heading', { name: 'Client Onboarding', level: 1 }).waitFor();
    const showPrices = owner
      .getByRole('switch', { name: 'Show prices on the form' })
      .or(owner.getByRole('checkbox', { name: 'Show prices on the form' }));
    await showPrices.waitFor();
    if (!(await showPrices.isChecked())) await showPrices.click();
    await owner.getByRole('textbox', { name: 'Pricing note' }).fill(PRICING_NOTE);
    await owner.getByRole('button', { name: 'Save Pricing Display' }).click();
    await owner.getByText('The sign-up form settings were saved.').waitFor();

    const visitor = await suite.openAnotherPage({ width: 390, height: 844 });
    await visitor.goto(`/sign_up/${DEMO_FORM_KEY}`);
    await visitor.getByRole('heading', { name: 'Demo Scoopers', level: 1 }).waitFor();
    const calculator = visitor.getByRole('region', { name: 'Price Calculator' });
    await calculator.waitFor();
    await calculator.getByText(PRICING_NOTE).waitFor();
    await calculator.getByLabel('Service Plan').selectOption({ label: `${PLAN_NAME} (Once a Week)` });
    await calculator.getByText('Enter the number of dogs to see the price.').waitFor();
    await visitor.getByLabel('Number of Dogs').fill('2');

    await calculator.getByText(`${formatCents(PRICE_FOR_TWO_DOGS_CENTS)} per visit`).waitFor();
    // $22 a week: 22 × 52 / 12.
    expect(formatCents(monthlyValueCents(PRICE_FOR_TWO_DOGS_CENTS, 'once_a_week'))).toBe('$95.33');
    await calculator.getByText('Monthly value: $95.33').waitFor();
    await visitor.getByLabel('Number of Dogs').fill('4');
    await calculator.getByText('$30.00 per visit').waitFor();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
