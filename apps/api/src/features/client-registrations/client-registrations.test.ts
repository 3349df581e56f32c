import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { clientRegistrations } from './client-registrations.table.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';
import { clientOnboardingSettings } from '../client-onboarding/client-onboarding.table.ts';
import { eq, sql } from 'drizzle-orm';
import { rateLimitBuckets } from '../../platform/identity/auth.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visitor = {
  first_name: 'Pat',
  last_name: 'Visitor',
  email: 'pat@example.com',
  phone: '(303) 555-0177',
  zip: '80210',
  dog_count: 2,
};
const submit = (formKey: string, body: object, ip = '10.1.1.1') =>
  t.injectAs(null, {
    method: 'POST',
    url: `/api/public/forms/${formKey}/client_registrations`,
    payload: body,
    remoteAddress: ip,
  });

async function organizationWithOwner(name = 'Form Org') {
  const organization = await createOrganization(t.db, { name });
  // The visitor's zip is served unless a test says otherwise.
  const [area] = await t.db.insert(workAreas).values({ organization_id: organization.id, name: 'Denver' }).returning();
  await t.db
    .insert(workAreaZips)
    .values({ organization_id: organization.id, work_area_id: area!.id, zip: visitor.zip });
  const user = await createUser(t.db, { organizationId: organization.id });
  return { organization, token: await sessionTokenFor(t.db, user.id) };
}

const unread = async (token: string) =>
  (await t.injectAs(token, { method: 'GET', url: '/api/notification/count_unread_notifications' })).json()
    .notifications;

describe('public sign-up form', () => {
  it('shows only the organization name and stores a registration that raises the bell', async () => {
    const { organization, token } = await organizationWithOwner('Fido Fresh Yards');
    const view = await t.injectAs(null, { method: 'GET', url: `/api/public/forms/${organization.public_form_key}` });
    expect(view.json().organization).toEqual({ name: 'Fido Fresh Yards', analytics_id: null });
    expect(Object.keys(view.json())).toEqual(['organization', 'form']);
    const response = await submit(organization.public_form_key, visitor);
    expect(response.statusCode).toBe(201);
    expect(await unread(token)).toBe(1);
    const list = (await t.injectAs(token, { method: 'GET', url: '/api/notifications' })).json();
    expect(list.data[0].title).toBe('New client registration: Pat Visitor');
    const [lead] = (await t.injectAs(token, { method: 'GET', url: '/api/leads' })).json().data;
    expect(list.data[0].link).toBe(`/lead/${lead.id}/show`);
  });

  it("keeps the prospect's e-mail and phone from a field tech, who may not open leads", async () => {
    const { organization, token } = await organizationWithOwner();
    const tech = await createUser(t.db, { organizationId: organization.id, role: 'Field Tech' });
    const techToken = await sessionTokenFor(t.db, tech.id);
    expect((await submit(organization.public_form_key, visitor)).statusCode).toBe(201);

    expect((await t.injectAs(token, { method: 'GET', url: '/api/notifications' })).json().data[0].body).toContain(
      visitor.email,
    );
    expect(await unread(techToken)).toBe(0);
    const techList = await t.injectAs(techToken, { method: 'GET', url: '/api/notifications' });
    expect(techList.json().meta.total).toBe(0);
    expect(techList.body).not.toContain(visitor.email);
  });

  it('answers a bot that fills the honeypot the same way and stores nothing', async () => {
    const { organization, token } = await organizationWithOwner();
    const response = await submit(organization.public_form_key, { ...visitor, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await unread(token)).toBe(0);
  });

  it('validates with the catalogue wording', async () => {
    const { organization } = await organizationWithOwner();
    const response = await submit(organization.public_form_key, {
      ...visitor,
      phone: '555-01',
      zip: '802',
      email: 'nope',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      phone: [messages.phoneDigits],
      zip: [messages.zipDigits],
      email: [messages.emailInvalid],
    });
  });

  it('limits how often one address can submit', async () => {
    const { organization } = await organizationWithOwner();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push((await submit(organization.public_form_key, visitor, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answers 404 for an unknown form', async () => {
    expect((await submit('0'.repeat(32), visitor)).statusCode).toBe(404);
  });
});

const storedLeads = (organizationId: number) =>
  t.db.select().from(clientRegistrations).where(eq(clientRegistrations.organization_id, organizationId));
const configure = (organizationId: number, values: Partial<typeof clientOnboardingSettings.$inferInsert>) =>
  t.db
    .insert(clientOnboardingSettings)
    .values({ organization_id: organizationId, ...values })
    .onConflictDoUpdate({ target: clientOnboardingSettings.organization_id, set: values });
const serviceArea = (formKey: string, zip: string, ip = '10.2.2.2') =>
  t.injectAs(null, { method: 'GET', url: `/api/public/forms/${formKey}/service_area?zip=${zip}`, remoteAddress: ip });

const questions = [
  { id: 'gate', question: 'Is your gate locked?', kind: 'yes_no' as const, options: [], required: true },
  { id: 'freq', question: 'How often?', kind: 'choice' as const, options: ['Weekly', 'Twice a week'], required: false },
  { id: 'notes2', question: 'Anything else?', kind: 'text' as const, options: [], required: false },
];

describe('public form settings at work', () => {
  it('tells whether a zip is served, and nothing more', async () => {
    const { organization } = await organizationWithOwner();
    expect((await serviceArea(organization.public_form_key, visitor.zip)).json()).toEqual({ served: true });
    expect((await serviceArea(organization.public_form_key, '99501')).json()).toEqual({ served: false });
    expect((await serviceArea(organization.public_form_key, '995')).statusCode).toBe(422);
    // Another organization's work areas do not count.
    const other = await createOrganization(t.db);
    expect((await serviceArea(other.public_form_key, visitor.zip)).json()).toEqual({ served: false });
  });

  it('limits how often one address opens forms, known or not', async () => {
    const { organization } = await organizationWithOwner();
    const open = (formKey: string) =>
      t.injectAs(null, { method: 'GET', url: `/api/public/forms/${formKey}`, remoteAddress: '10.4.4.4' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push((await open(attempt % 2 ? organization.public_form_key : 'f'.repeat(32))).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200, 404]));
    // The rest of the hour's 600 views, as earlier visits would have left them: known and unknown keys both counted.
    const [bucket] = await t.db
      .update(rateLimitBuckets)
      .set({ hits: sql`${rateLimitBuckets.hits} + 589` })
      .where(eq(rateLimitBuckets.key, 'public_form:ip:10.4.4.4'))
      .returning({ hits: rateLimitBuckets.hits });
    expect(bucket?.hits).toBe(599);
    expect((await open(organization.public_form_key)).statusCode).toBe(200);
    expect((await open(organization.public_form_key)).statusCode).toBe(429);
    expect((await open('f'.repeat(32))).statusCode).toBe(429);
  });

  it('limits zip checks per address', async () => {
    const { organization } = await organizationWithOwner();
    let last = 0;
    for (let attempt = 0; attempt < 121; attempt++)
      last = (await serviceArea(organization.public_form_key, visitor.zip, '10.3.3.3')).statusCode;
    expect(last).toBe(429);
  });

  it('checks the configured questions and stores the answers with the referral source', async () => {
    const { organization } = await organizationWithOwner();
    await configure(organization.id, { questions, thank_you_text: 'See you soon!' });
    const missing = await submit(organization.public_form_key, { ...visitor, answers: { freq: 'Daily' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'answers.gate': [messages.required], 'answers.freq': [messages.notValid] });
    expect(await storedLeads(organization.id)).toHaveLength(0);

    const sent = await submit(organization.public_form_key, {
      ...visitor,
      referral_source: 'Google',
      answers: { gate: 'Yes', freq: 'Weekly', unknown: 'dropped' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('See you soon!');
    const [lead] = await storedLeads(organization.id);
    expect(lead).toMatchObject({ referral_source: 'Google', out_of_area: false, dog_count: 2, phone: '3035550177' });
    expect(lead!.answers).toEqual([
      { question: 'Is your gate locked?', answer: 'Yes' },
      { question: 'How often?', answer: 'Weekly' },
      { question: 'Anything else?', answer: null },
    ]);
  });

  it('drops what the form does not ask', async () => {
    const { organization } = await organizationWithOwner();
    await configure(organization.id, { ask_dog_count: false, ask_referral_source: false });
    expect((await submit(organization.public_form_key, { ...visitor, referral_source: 'Flyer' })).statusCode).toBe(201);
    expect((await storedLeads(organization.id))[0]).toMatchObject({ dog_count: null, referral_source: null });
  });

  it('keeps an out-of-area visitor as a flagged lead when the organization accepts them', async () => {
    const { organization, token } = await organizationWithOwner();
    const response = await submit(organization.public_form_key, { ...visitor, zip: '99501' });
    expect(response.statusCode).toBe(201);
    expect((await storedLeads(organization.id))[0]).toMatchObject({ zip: '99501', out_of_area: true });
    expect(await unread(token)).toBe(1);
  });

  it('refuses an out-of-area visitor when the organization takes no such leads, storing nothing', async () => {
    const { organization, token } = await organizationWithOwner();
    await configure(organization.id, { accept_out_of_area_leads: false });
    const response = await submit(organization.public_form_key, { ...visitor, zip: '99501' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ zip: [messages.noServiceArea] });
    expect(await storedLeads(organization.id)).toHaveLength(0);
    expect(await unread(token)).toBe(0);
  });

  it('answers a closed form with a clear refusal and stores nothing', async () => {
    const { organization } = await organizationWithOwner();
    await configure(organization.id, { is_enabled: false });
    const view = (
      await t.injectAs(null, { method: 'GET', url: `/api/public/forms/${organization.public_form_key}` })
    ).json();
    expect(view.form.is_enabled).toBe(false);
    const response = await submit(organization.public_form_key, visitor);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'form_closed', message: expect.stringContaining('closed') });
    expect(await storedLeads(organization.id)).toHaveLength(0);
  });

  it('never shows other organization data on the public form', async () => {
    const { organization } = await organizationWithOwner('Secretive Scoops');
    await configure(organization.id, { questions, heading: 'Hello' });
    const body = (await t.injectAs(null, { method: 'GET', url: `/api/public/forms/${organization.public_form_key}` }))
      .body;
    expect(body).not.toContain('Denver');
    expect(body).not.toContain(visitor.zip);
    expect(body).not.toContain('public_form_key');
    expect(body).not.toContain('@');
  });
});
