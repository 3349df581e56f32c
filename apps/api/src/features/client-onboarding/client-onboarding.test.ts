import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://portal.example.com' } });
});
afterAll(() => t.close());

async function organizationWithOwner() {
  const organization = await createOrganization(t.db);
  const owner = await createUser(t.db, { organizationId: organization.id });
  return { organization, token: await sessionTokenFor(t.db, owner.id) };
}

const settingsBody = {
  is_enabled: true,
  heading: 'Get a quote',
  introduction: 'We scoop every week.',
  accept_out_of_area_leads: false,
  ask_dog_count: true,
  ask_referral_source: false,
  questions: [
    { id: 'gate', question: 'Is your gate locked?', kind: 'yes_no', options: [], required: true },
    { id: 'freq', question: 'How often?', kind: 'choice', options: ['Weekly', 'Twice a week'], required: false },
    { id: 'other', question: 'Anything else?', kind: 'text', options: ['ignored'], required: false },
  ],
  show_prices: true,
  pricing_note: 'Prices start at $15 a visit.',
  thank_you_text: 'Thanks, talk soon!',
};

const get = (token: string) => t.injectAs(token, { method: 'GET', url: '/api/client_onboarding' });
const put = (token: string, payload: object) =>
  t.injectAs(token, { method: 'PUT', url: '/api/client_onboarding', payload });

describe('client onboarding settings', () => {
  it('answers the defaults, the form URL and the embed code before anything is saved', async () => {
    const { organization, token } = await organizationWithOwner();
    const { settings } = (await get(token)).json();
    expect(settings).toMatchObject({
      is_enabled: true,
      accept_out_of_area_leads: true,
      ask_dog_count: true,
      ask_referral_source: true,
      questions: [],
      show_prices: false,
      thank_you_text: null,
    });
    expect(settings.form_url).toBe(`https://portal.example.com/sign_up/${organization.public_form_key}`);
    expect(settings.embed_code).toContain(
      `<iframe src="https://portal.example.com/sign_up/${organization.public_form_key}"`,
    );
  });

  it('saves every tab’s settings and shows them on the public form', async () => {
    const { organization, token } = await organizationWithOwner();
    const saved = await put(token, settingsBody);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.questions[2]).toEqual({
      id: 'other',
      question: 'Anything else?',
      kind: 'text',
      options: [],
      required: false,
    });
    expect((await get(token)).json().settings).toMatchObject({
      heading: 'Get a quote',
      pricing_note: 'Prices start at $15 a visit.',
      accept_out_of_area_leads: false,
    });

    const view = (
      await t.injectAs(null, { method: 'GET', url: `/api/public/forms/${organization.public_form_key}` })
    ).json();
    expect(view.organization).toEqual({ name: organization.name, analytics_id: null });
    expect(view.form).toMatchObject({
      heading: 'Get a quote',
      show_prices: true,
      thank_you_text: 'Thanks, talk soon!',
      ask_referral_source: false,
    });
    expect(view.form.questions).toHaveLength(3);
    expect(Object.keys(view)).toEqual(['organization', 'form']);

    // Clearing texts stores null.
    const cleared = await put(token, { ...settingsBody, heading: '  ', pricing_note: '' });
    expect(cleared.json().settings).toMatchObject({ heading: null, pricing_note: null });
  });

  it('rejects bad questions with the catalogue wording and keeps the saved settings', async () => {
    const { token } = await organizationWithOwner();
    await put(token, settingsBody);
    const tooFewOptions = await put(token, {
      ...settingsBody,
      questions: [{ id: 'q', question: 'Pick', kind: 'choice', options: ['Only'], required: true }],
    });
    expect(tooFewOptions.statusCode).toBe(422);
    expect(tooFewOptions.json().errors['questions.0.options']).toBeDefined();
    const blank = await put(token, {
      ...settingsBody,
      questions: [{ id: 'q', question: ' ', kind: 'text', options: [], required: true }],
    });
    expect(blank.json().errors).toEqual({ 'questions.0.question': [messages.required] });
    const tooMany = await put(token, {
      ...settingsBody,
      questions: Array.from({ length: 21 }, (_, index) => ({
        id: `q${index}`,
        question: 'Q',
        kind: 'text',
        options: [],
        required: false,
      })),
    });
    expect(tooMany.statusCode).toBe(422);
    const duplicateIds = await put(token, {
      ...settingsBody,
      questions: [settingsBody.questions[0], settingsBody.questions[0]],
    });
    expect(duplicateIds.statusCode).toBe(422);
    expect((await get(token)).json().settings.questions).toHaveLength(3);
  });

  it('is refused without the client_onboarding permission', async () => {
    const organization = await createOrganization(t.db);
    const clerk = await createUser(t.db, { organizationId: organization.id, permissions: ['clients'] });
    const token = await sessionTokenFor(t.db, clerk.id);
    expect((await get(token)).statusCode).toBe(403);
    expect((await put(token, settingsBody)).statusCode).toBe(403);
  });

  it('keeps each organization’s settings to itself', async () => {
    const first = await organizationWithOwner();
    const second = await organizationWithOwner();
    await put(first.token, settingsBody);
    expect((await get(second.token)).json().settings.heading).toBeNull();
  });
});
