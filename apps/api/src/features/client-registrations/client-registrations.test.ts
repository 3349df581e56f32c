import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visitor = { first_name: 'Pat', last_name: 'Visitor', email: 'pat@example.com', phone: '(303) 555-0177', zip: '80210', dog_count: 2 };
const submit = (formKey: string, body: object, ip = '10.1.1.1') => t.injectAs(null, { method: 'POST', url: `/api/public/forms/${formKey}/client_registrations`, payload: body, remoteAddress: ip });

async function organizationWithOwner(name = 'Form Org') {
  const organization = await createOrganization(t.db, { name });
  const user = await createUser(t.db, { organizationId: organization.id });
  return { organization, token: await sessionTokenFor(t.db, user.id) };
}

const unread = async (token: string) => (await t.injectAs(token, { method: 'GET', url: '/api/notification/count_unread_notifications' })).json().notifications;

describe('public sign-up form', () => {
  it('shows only the organization name and stores a registration that raises the bell', async () => {
    const { organization, token } = await organizationWithOwner('Fido Fresh Yards');
    const view = await t.injectAs(null, { method: 'GET', url: `/api/public/forms/${organization.public_form_key}` });
    expect(view.json()).toEqual({ organization: { name: 'Fido Fresh Yards' } });
    const response = await submit(organization.public_form_key, visitor);
    expect(response.statusCode).toBe(201);
    expect(await unread(token)).toBe(1);
    const list = (await t.injectAs(token, { method: 'GET', url: '/api/notifications' })).json();
    expect(list.data[0].title).toBe('New client registration: Pat Visitor');
  });

  it('answers a bot that fills the honeypot the same way and stores nothing', async () => {
    const { organization, token } = await organizationWithOwner();
    const response = await submit(organization.public_form_key, { ...visitor, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await unread(token)).toBe(0);
  });

  it('validates with the catalogue wording', async () => {
    const { organization } = await organizationWithOwner();
    const response = await submit(organization.public_form_key, { ...visitor, phone: '555-01', zip: '802', email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ phone: [messages.phoneDigits], zip: [messages.zipDigits], email: [messages.emailInvalid] });
  });

  it('limits how often one address can submit', async () => {
    const { organization } = await organizationWithOwner();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) statuses.push((await submit(organization.public_form_key, visitor, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answers 404 for an unknown form', async () => {
    expect((await submit('0'.repeat(32), visitor)).statusCode).toBe(404);
  });
});
