/**
 * The public sign-up form (issue 6 point 7): a visitor on a phone, never signed in, checks the zip and signs up; the
 * owner, signed in in another browser, sees the bell count up without reloading.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@employee-portal/core/messages/catalogue';
import { DEMO_FORM_KEY, callApi, signIn, storedToken, waitForLiveEvents } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const IN_AREA_ZIP = '80301';
const OUT_OF_AREA_ZIP = '99501';

interface PublicForm {
  form: {
    thank_you_text: string | null;
    questions: { question: string; kind: string; options: string[]; required: boolean }[];
  };
}
const publicForm = async () =>
  (await (await fetch(`${suite.server.baseUrl}/api/public/forms/${DEMO_FORM_KEY}`)).json()) as PublicForm;
const requiredQuestions = async () => (await publicForm()).form.questions.filter((question) => question.required);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const bellButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const unreadCount = async (page: Page) => {
  const label = (await bellButton(page).getAttribute('aria-label')) ?? '';
  return Number(/\((\d+)\+? unread\)/.exec(label)?.[1] ?? 0);
};

describe('public sign-up form', () => {
  it('checks the zip, signs a visitor up on a phone and raises the owner’s bell live', async () => {
    const { page: owner } = suite;
    await signIn(owner, 'owner@demo.test');
    await waitForLiveEvents(owner);
    const token = await storedToken(owner);
    if (!token) throw new Error('owner not signed in');
    // Self-contained: a work area of its own serves the visitor's zip.
    const { work_area } = await callApi<{ work_area: { id: number } }>(
      suite.server.baseUrl,
      token,
      'POST',
      '/work_areas',
      { name: `Boulder ${Date.now()}` },
    );
    await callApi(suite.server.baseUrl, token, 'POST', `/work_areas/${work_area.id}/zips`, { zip: IN_AREA_ZIP });
    await bellButton(owner).waitFor();
    const before = await unreadCount(owner);
    expect(before).toBeLessThan(9);

    const visitor = await suite.openAnotherPage({ width: 390, height: 844 });
    await visitor.goto(`/sign_up/${DEMO_FORM_KEY}`);
    await visitor.getByRole('heading', { name: 'Demo Scoopers', level: 1 }).waitFor();
    // The bot trap is out of sight and out of the tab order.
    const honeypot = visitor.locator('input[name="website"]');
    const trap = await honeypot.boundingBox();
    expect(trap === null || trap.x + trap.width <= 0).toBe(true);
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');

    const zip = visitor.getByLabel('Zip Code');
    await zip.fill(OUT_OF_AREA_ZIP);
    await visitor.getByText(messages.noServiceArea).waitFor();
    await zip.fill(IN_AREA_ZIP);
    await visitor.getByText(messages.noServiceArea).waitFor({ state: 'detached' });

    // Bad input gets the catalogue's words and sends nothing.
    await visitor.getByLabel('Phone').fill('555-01');
    await visitor.getByLabel('E-mail').fill('not-an-email');
    await visitor.getByRole('button', { name: 'Sign Up' }).click();
    await visitor.getByText(messages.phoneDigits).waitFor();
    await visitor.getByText(messages.emailInvalid).waitFor();
    expect(await visitor.getByText(messages.required).count()).toBeGreaterThan(0);

    await visitor.getByLabel('First Name').fill('Robin');
    await visitor.getByLabel('Last Name').fill('Walker');
    await visitor.getByLabel('E-mail').fill('robin.walker@example.test');
    await visitor.getByLabel('Phone').fill('(303) 555-0142');
    await visitor.getByLabel('Address').fill('1 Pearl St');
    await visitor.getByLabel('City').fill('Boulder');
    await visitor.getByLabel('Number of Dogs').fill('2');
    // The organization's own required questions (the demo asks whether the yard is fenced).
    for (const question of await requiredQuestions()) {
      const field = visitor.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(question.question)}`) });
      if ((await field.count()) > 0) {
        await field.click();
        await visitor.getByRole('option', { name: question.kind === 'yes_no' ? 'Yes' : question.options[0] }).click();
      } else {
        await visitor.getByLabel(question.question).fill('Two friendly labs');
      }
    }
    // Nothing is wider than the phone's screen.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.getByRole('button', { name: 'Sign Up' }).click();
    await visitor.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await visitor.getByRole('status').innerText()).toContain(
      (await publicForm()).form.thank_you_text ?? 'Thank you! We received your request',
    );

    // The owner's tab counts the new registration without a reload.
    await owner
      .getByRole('banner')
      .getByRole('button', { name: `Notifications (${before + 1} unread)` })
      .waitFor();
  });

  it('shows a staff member the form too, in the plain layout', async () => {
    const { page } = suite;
    await signIn(page, 'office@demo.test');
    await page.goto(`/sign_up/${DEMO_FORM_KEY}`);
    await page.getByRole('heading', { name: 'Demo Scoopers', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await page.getByLabel('Zip Code').fill(OUT_OF_AREA_ZIP);
    await page.getByText(messages.noServiceArea).waitFor();
  });

  it('lets the owner set up work areas and the form’s questions, keeping unsaved tabs', async () => {
    const { page } = suite;
    await signIn(page, 'owner@demo.test');
    await page.goto('/settings');
    await page.getByRole('link', { name: /Client Onboarding/ }).click();
    await page.getByRole('heading', { name: 'Client Onboarding', level: 1 }).waitFor();
    const areas = page.getByRole('table', { name: 'Work areas' });
    await areas.getByRole('link', { name: 'Central Denver' }).waitFor();

    await page.getByRole('button', { name: 'New Work Area' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Work Area' });
    await dialog.getByLabel('Work Area Name').fill('Foothills');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Search work areas').fill('foot');
    await areas.getByRole('link', { name: 'Foothills' }).click();
    await page.getByRole('heading', { name: 'Foothills', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/work_area\/\d+\/show$/);

    const zips = page.getByRole('form', { name: 'Add zip code' });
    await zips.getByLabel('Zip Code').fill('80401');
    await zips.getByRole('button', { name: 'Add Zip' }).click();
    await page.getByRole('list', { name: 'Zip codes' }).getByText('80401').waitFor();
    await zips.getByLabel('Zip Code').fill('80401');
    await zips.getByRole('button', { name: 'Add Zip' }).click();
    await zips.getByText(messages.zipExists).waitFor();
    await zips.getByLabel('Zip Code').fill('804');
    await zips.getByRole('button', { name: 'Add Zip' }).click();
    await zips.getByText(messages.zipDigits).waitFor();
    await page.getByRole('button', { name: 'Remove 80401' }).click();
    await page.getByRole('dialog', { name: 'Remove Zip Code' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No zip codes yet').waitFor();

    await page.getByRole('combobox', { name: 'Techs' }).click();
    await page.getByRole('option', { name: 'Tyler Brooks' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save Techs' }).click();
    await page.getByText('The assigned techs were saved.').waitFor();
    await page.getByRole('button', { name: 'Delete Work Area' }).click();
    await page.getByRole('dialog', { name: 'Delete Work Area' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The work area Foothills was deleted.').waitFor();
    await page.getByRole('heading', { name: 'Client Onboarding', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('table', { name: 'Work areas' }).getByRole('link', { name: 'Foothills' }).count())
      .toBe(0);

    await page.goto('/settings/client_onboarding/questions');
    await page.getByRole('button', { name: 'Add Question' }).click();
    await page.getByRole('textbox', { name: 'Question', exact: false }).last().fill('Do you have a gate code?');
    await page.getByRole('tab', { name: 'Thank-You Text' }).click();
    await page.getByRole('textbox', { name: 'Thank-you text' }).fill('Talk soon!');
    await page.getByRole('tab', { name: /^Questions/ }).click();
    expect(new URL(page.url()).pathname).toBe('/settings/client_onboarding/questions');
    await page.getByRole('listitem', { name: 'Do you have a gate code?' }).waitFor();
    await page.getByRole('button', { name: 'Save Questions' }).click();
    await page.getByText('The sign-up form settings were saved.').waitFor();
    // The thank-you text was not saved with the questions, and is still typed.
    await page.getByRole('tab', { name: 'Thank-You Text *' }).click();
    expect(await page.getByRole('textbox', { name: 'Thank-you text' }).inputValue()).toBe('Talk soon!');
    const view = await publicForm();
    expect(view.form.questions.map((question) => question.question)).toContain('Do you have a gate code?');
    expect(view.form.thank_you_text).not.toBe('Talk soon!');

    await page.getByRole('tab', { name: 'Embed Code' }).click();
    expect(await page.getByRole('textbox', { name: 'Form URL' }).inputValue()).toContain(`/sign_up/${DEMO_FORM_KEY}`);
    expect(await page.getByRole('textbox', { name: 'Embed code' }).inputValue()).toContain('<iframe');
  });
});
