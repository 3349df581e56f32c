/**
 * Leads (issue 6 point 8, "Done when: the lead converts to a client"): a visitor signs up on the public form, the owner
 * finds the lead in /leads, opens it and converts it into a client without retyping, landing on the client's page.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_FORM_KEY, signIn, storedToken } from './support/portal.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

interface Question {
  id: string;
  question: string;
  kind: string;
  options: string[];
}
const answerTo = (question: Question) => (question.kind === 'yes_no' ? 'Yes' : (question.options[0] ?? 'Two big dogs'));

describe('a lead', () => {
  it('is found in /leads, opened and converted to a client with its location in one step', async () => {
    const { page, server } = suite;
    const visitor = {
      first_name: 'Quincy',
      last_name: 'Leadworth',
      email: 'quincy.leadworth@example.test',
      phone: '7205550177',
      zip: '80202',
      address_line1: '77 Larimer St',
      city: 'Denver',
      state: 'CO',
    };
    // The demo form asks questions, some required: the visitor answers each one the form shows.
    const form = (await (await fetch(`${server.baseUrl}/api/public/forms/${DEMO_FORM_KEY}`)).json()) as {
      form: { questions: Question[] };
    };
    const answers = Object.fromEntries(form.form.questions.map((question) => [question.id, answerTo(question)]));
    const signUp = await fetch(`${server.baseUrl}/api/public/forms/${DEMO_FORM_KEY}/client_registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...visitor, answers, website: '' }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(201);

    await signIn(page, 'owner@demo.test');
    // The sign-up's notification leads to the lead itself.
    await page.goto('/notifications');
    await page.getByRole('button', { name: /New client registration: Quincy Leadworth/ }).click();
    await page.waitForURL(/\/lead\/\d+\/show$/);
    await page.getByRole('heading', { name: 'Quincy Leadworth' }).waitFor();

    await page.goto('/leads');
    await page.getByRole('heading', { name: 'Leads' }).waitFor();
    await page.getByLabel('Search').fill('leadworth');
    const table = page.getByRole('table', { name: 'Leads' });
    const link = table.getByRole('link', { name: 'Quincy Leadworth' });
    // The search narrows the list to the one lead (header row + one row), once the server has answered it.
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await link.waitFor();
    await link.click();

    await page.waitForURL(/\/lead\/\d+\/show$/);
    await page.getByRole('heading', { name: 'Quincy Leadworth' }).waitFor();
    await page.getByText('77 Larimer St · Denver, CO').waitFor();
    await page.getByRole('button', { name: 'Convert to Client' }).click();

    const dialog = page.getByRole('dialog', { name: 'Convert to Client' });
    // The form opens filled from the lead: nothing to retype.
    await expect.poll(() => dialog.getByLabel('First Name').inputValue()).toBe('Quincy');
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe(visitor.email);
    expect(await dialog.getByLabel(/^Address\W*$/).inputValue()).toBe('77 Larimer St');
    expect(await dialog.getByLabel('Zip').inputValue()).toBe('80202');
    await dialog.getByLabel('Gate Code').fill('1234');
    await dialog.getByRole('button', { name: 'Create Client' }).click();

    await page.waitForURL(/\/client\/\d+\/show$/);
    const clientId = Number(/\/client\/(\d+)\/show$/.exec(page.url())?.[1]);
    await page.getByRole('heading', { name: 'Quincy Leadworth' }).waitFor();

    const token = await storedToken(page);
    const headers = {
      Authorization: `Bearer ${token}`,
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    };
    const client = (await (await fetch(`${server.baseUrl}/api/clients/${clientId}`, { headers })).json()) as {
      client: {
        first_name: string;
        email: string;
        phone: string;
        locations: { address_line1: string; zip: string; gate_code: string | null }[];
      };
    };
    expect(client.client).toMatchObject({ first_name: 'Quincy', email: visitor.email, phone: visitor.phone });
    expect(client.client.locations).toEqual([
      expect.objectContaining({ address_line1: '77 Larimer St', zip: '80202', gate_code: '1234' }),
    ]);

    // The lead is won and points at its client; converting it again is refused.
    await page.goBack();
    await page.getByRole('link', { name: 'Quincy Leadworth' }).first().waitFor();
    await page.getByText('Converted to client').waitFor();
    expect(await page.getByRole('button', { name: 'Convert to Client' }).count()).toBe(0);
  });
});
