import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { clientNotes, clients } from '../../src/features/clients/clients.table.ts';
import { clientBody, locationBody } from '../../src/features/clients/client-test-helpers.ts';
import { clientRegistrations } from '../../src/features/client-registrations/client-registrations.table.ts';
import { workAreaZips, workAreas } from '../../src/features/work-areas/work-areas.table.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganization } from '../support/factories.ts';
import { createMember } from '../support/staff-factories.ts';

/**
 * Text with an unpaired UTF-16 surrogate ("\ud800" in JSON) is no valid Unicode: every write route refuses it with one
 * 422 naming the field, and stores nothing. A few representative routes stand for the rest, since the check sits
 * in front of all of them.
 */
let t: TestApp;
let token: string;
let organizationId: number;
let formKey: string;

beforeAll(async () => {
  t = await createTestApp();
  const organization = await createOrganization(t.db);
  organizationId = organization.id;
  formKey = organization.public_form_key;
  token = (await createMember(t.db, organization.id, { role: 'Owner' })).token;
  const [area] = await t.db.insert(workAreas).values({ organization_id: organizationId, name: 'Denver' }).returning();
  await t.db.insert(workAreaZips).values({ organization_id: organizationId, work_area_id: area!.id, zip: '80210' });
});
afterAll(() => t?.close());

/** The body as a client would write it, with the escape in the JSON text itself. */
const rawJson = (body: object, field: string, escaped: string) =>
  JSON.stringify(body).replace(`"${field}":"MARK"`, `"${field}":"${escaped}"`);

const refusal = (field: string) => ({ message: messages.malformedText, errors: { [field]: [messages.malformedText] } });
const rowsIn = async (table: typeof clients | typeof clientNotes | typeof clientRegistrations) =>
  (await t.db.select({ n: count() }).from(table).where(eq(table.organization_id, organizationId)))[0]!.n;

describe('text with an unpaired surrogate', () => {
  it('is refused when a client is created, in a top-level or a nested field, and no client is stored', async () => {
    const before = await rowsIn(clients);
    const top = await t.injectAs(token, {
      method: 'POST',
      url: '/api/clients',
      headers: { 'content-type': 'application/json' },
      payload: rawJson(clientBody({ first_name: 'MARK' }), 'first_name', 'Ann\\ud800'),
    });
    expect(top.statusCode, top.body).toBe(422);
    expect(top.json()).toEqual(refusal('first_name'));
    const nested = await t.injectAs(token, {
      method: 'POST',
      url: '/api/clients',
      payload: clientBody({ locations: [locationBody({ city: 'Den\udc00ver' })] }),
    });
    expect(nested.statusCode, nested.body).toBe(422);
    expect(nested.json()).toEqual(refusal('locations.0.city'));
    expect(await rowsIn(clients)).toBe(before);

    // A paired surrogate is just a character outside the first plane, such as a dog emoji: it is kept.
    const emoji = await t.injectAs(token, {
      method: 'POST',
      url: '/api/clients',
      payload: clientBody({ last_name: 'Dog 🐶' }),
    });
    expect(emoji.statusCode, emoji.body).toBe(201);
    expect(emoji.json().client.last_name).toBe('Dog 🐶');
  });

  it('is refused on a client note and on the public sign-up form (a lead), storing neither', async () => {
    const client = await t.injectAs(token, { method: 'POST', url: '/api/clients', payload: clientBody() });
    const clientId = client.json().client.id;
    const notesBefore = await rowsIn(clientNotes);
    const note = await t.injectAs(token, {
      method: 'POST',
      url: `/api/clients/${clientId}/notes`,
      headers: { 'content-type': 'application/json' },
      payload: '{"body":"Gate code \\ud83d"}',
    });
    expect(note.statusCode, note.body).toBe(422);
    expect(note.json()).toEqual(refusal('body'));
    expect(await rowsIn(clientNotes)).toBe(notesBefore);

    const visitor = {
      first_name: 'Pat',
      last_name: 'MARK',
      email: 'pat@example.com',
      phone: '3035550177',
      zip: '80210',
      dog_count: 1,
    };
    const lead = await t.injectAs(null, {
      method: 'POST',
      url: `/api/public/forms/${formKey}/client_registrations`,
      headers: { 'content-type': 'application/json' },
      payload: rawJson(visitor, 'last_name', '\\udfff'),
    });
    expect(lead.statusCode, lead.body).toBe(422);
    expect(lead.json()).toEqual(refusal('last_name'));
    expect(await rowsIn(clientRegistrations)).toBe(0);
    const fine = await t.injectAs(null, {
      method: 'POST',
      url: `/api/public/forms/${formKey}/client_registrations`,
      payload: { ...visitor, last_name: 'Visitor' },
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});
