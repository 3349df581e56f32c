/** What a person does in the subscribe dialog and on the subscription pages, for the browser tests. */
import type { Locator, Page } from 'playwright-core';
import { callApiAs } from './portal.ts';

/** The subscribe dialog, once open. */
export const subscribeDialog = (page: Page) => page.getByRole('dialog', { name: 'Subscribe' });

/** Opens the dialog from the banner's 'Subscribe Now' and waits for its form. */
export async function openSubscribeDialog(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Subscription' }).getByRole('button', { name: 'Subscribe Now' }).click();
  const dialog = subscribeDialog(page);
  await dialog.getByRole('combobox', { name: 'Pricing plan' }).waitFor();
  return dialog;
}

/** Picks an entry of an MUI select (the listbox opens outside the dialog, at the page's end). */
export async function choose(page: Page, scope: Locator, select: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** The message under a field: the helper text of the form control holding it. */
export function messageUnder(field: Locator): Locator {
  return field
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " MuiFormControl-root ")][1]')
    .locator('.MuiFormHelperText-root');
}

/** The card number input inside the tokenizer frame. */
export const cardNumberInput = (dialog: Locator) =>
  dialog.frameLocator('iframe[title="Card number"]').getByLabel('Card number');

/** The value next to a term of a description list (Estimated Charges, Subscription Details, Connect to Stripe). */
export const factOf = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

export interface CardInput {
  name?: string;
  number?: string;
  month?: string;
  year?: string;
  cvv?: string;
  zip?: string;
}

/**
 * Fills the CardConnect form; the number is typed into the tokenizer frame, which posts its token (or its error)
 * 500 ms after typing stops or on leaving the field. Leaves the field so the frame answers at once.
 */
export async function fillCardConnectForm(page: Page, dialog: Locator, card: CardInput) {
  if (card.name !== undefined) await dialog.getByLabel('Name on card').fill(card.name);
  if (card.number !== undefined) {
    await cardNumberInput(dialog).fill(card.number);
    await cardNumberInput(dialog).blur();
  }
  if (card.month) await choose(page, dialog, 'Expiry month', card.month);
  if (card.year) await choose(page, dialog, 'Expiry year', card.year);
  if (card.cvv !== undefined) await dialog.getByLabel('CVV').fill(card.cvv);
  if (card.zip !== undefined) await dialog.getByLabel('Billing zip code').fill(card.zip);
}

/** Answers the two required questions of the seeded subscribe survey (migration 0006). */
export async function answerRequiredSurvey(scope: Locator) {
  await scope.getByLabel('How did you hear about Employee Portal?').fill('A friend told me');
  await scope.getByLabel('How many field techs do you have?').fill('3');
}

/** A card expiry year well inside the year list and the card's validity. */
export const validExpiryYear = () => String(new Date().getFullYear() + 4);

/** The demo organization's first active plan of the frequency, as the subscription forms offer it. */
export async function demoPlanOf(page: Page, baseUrl: string, kind: 'residential' | 'commercial', frequency: string) {
  const options = await callApiAs<{ service_plans: { id: number; name: string; frequency: string }[] }>(
    page,
    baseUrl,
    'GET',
    `/subscriptions/options?kind=${kind}`,
  );
  const plan = options.service_plans.find((candidate) => candidate.frequency === frequency);
  if (!plan) throw new Error(`the demo organization has no ${frequency} plan`);
  return plan;
}

/** A new client of the demo organization with one dog at 1550 Wynkoop St, Denver; answers its id. */
export async function createWynkoopClient(page: Page, baseUrl: string, lastName: string) {
  const answer = await callApiAs<{ client: { id: number } }>(page, baseUrl, 'POST', '/clients', {
    first_name: 'Sub',
    last_name: lastName,
    email: `${lastName.toLowerCase()}@example.test`,
    phone: `303555${String(Date.now()).slice(-4)}`,
    locations: [{ address_line1: '1550 Wynkoop St', city: 'Denver', state: 'CO', zip: '80202', dog_count: 1 }],
  });
  return answer.client.id;
}
