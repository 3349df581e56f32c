import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { lastMessageTo } from '../../../test/support/outbox.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';
import { clients } from './clients.table.ts';
import { clientBody, locationBody } from './client-test-helpers.ts';

let t: TestApp;
let token: string;
let outsider: string;
let organizationIdOf: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T18:00:00Z'));
  const organization = await createOrganization(t.db, { now: t.clock.now() });
  organizationIdOf = organization.id;
  token = (await createMember(t.db, organization.id, { role: 'Owner' })).token;
  const other = await createOrganization(t.db, { now: t.clock.now() });
  outsider = (await createMember(t.db, other.id, { role: 'Owner' })).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, as = token) =>
  t.injectAs(as, { method, url, ...(payload ? { payload } : {}) });
async function create(overrides: Parameters<typeof clientBody>[0], stored: Partial<typeof clients.$inferInsert> = {}) {
  const response = await call('POST', '/api/clients', clientBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().client.id as number;
  if (Object.keys(stored).length) await t.db.update(clients).set(stored).where(eq(clients.id, id));
  return id;
}

describe('dormant clients', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.lapsed = await create(
      { last_name: 'Lapsed' },
      {
        status: 'inactive',
        inactive_reason: 'Too pricey',
        last_service_on: '2026-03-01',
        deactivated_at: new Date('2026-05-01T12:00:00Z'),
      },
    );
    ids.longGone = await create(
      { last_name: 'Longgone', email: 'long@example.com', phone: '3035557777' },
      { status: 'inactive', inactive_reason: 'Moved', deactivated_at: new Date('2026-01-01T12:00:00Z') },
    );
    // 90 days before 2026-06-15 is 2026-03-17: this left on the evening of the 17th in Denver (the 18th in UTC).
    ids.edge = await create(
      { last_name: 'Edge' },
      { status: 'inactive', deactivated_at: new Date('2026-03-18T03:00:00Z') },
    );
    ids.recent = await create(
      { last_name: 'Recent' },
      { status: 'inactive', deactivated_at: new Date('2026-06-14T12:00:00Z') },
    );
    ids.active = await create({ last_name: 'Active' }, { last_service_on: '2025-01-01' });
  });

  const names = async (query: string, as = token) => {
    const response = await call('GET', `/api/dormant_clients?${query}`, undefined, as);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { last_name: string }[]).map((row) => row.last_name);
  };

  it('lists inactive clients without service for the chosen time, in the organization’s calendar', async () => {
    expect(await names('')).toEqual(['Lapsed', 'Edge', 'Longgone']);
    expect(await names('inactive_for_days=120&sort=name')).toEqual(['Longgone']);
    expect(await names('inactive_for_days=91&sort=name')).toEqual(['Lapsed', 'Longgone']);
    expect(await names('search=long')).toEqual(['Longgone']);
    const [row] = (await call('GET', '/api/dormant_clients?sort=last_service_on')).json().data;
    expect(row).toMatchObject({
      last_name: 'Lapsed',
      last_service_on: '2026-03-01',
      inactive_reason: 'Too pricey',
      inactive_since: '2026-03-01',
      deactivated_at: '2026-05-01T12:00:00.000Z',
    });
    expect((await call('GET', '/api/dormant_clients?inactive_for_days=10')).statusCode).toBe(422);
    expect(await names('', outsider)).toEqual([]);
  });

  it('shows a field tech who left, without how to reach them, and refuses them the win-back', async () => {
    const tech = await createMember(t.db, organizationIdOf, { role: 'Field Tech' });
    expect(await names('sort=name', tech.token)).toEqual(['Edge', 'Lapsed', 'Longgone']);
    const rows = (await call('GET', '/api/dormant_clients?sort=name', undefined, tech.token)).json().data;
    expect(rows.find((row: { last_name: string }) => row.last_name === 'Longgone')).toMatchObject({
      email: null,
      phone: null,
    });
    // Nor can a search on an e-mail or phone tell them whose it is.
    expect(await names('search=long%40example.com', tech.token)).toEqual([]);
    expect(await names('search=3035557777', tech.token)).toEqual([]);
    expect(await names('search=longg', tech.token)).toEqual(['Longgone']);
    const owners = (await call('GET', '/api/dormant_clients?sort=name')).json().data;
    expect(owners.find((row: { last_name: string }) => row.last_name === 'Longgone')).toMatchObject({
      email: 'long@example.com',
      phone: '3035557777',
    });
    expect(await names('search=long%40example.com')).toEqual(['Longgone']);

    const reactivate = await call(
      'POST',
      `/api/dormant_clients/${ids.edge}/win_back`,
      { action: 'reactivate' },
      tech.token,
    );
    expect(reactivate.statusCode).toBe(403);
    const message = await call(
      'POST',
      `/api/dormant_clients/${ids.longGone}/win_back`,
      { action: 'message', channel: 'email', message: 'Come back' },
      tech.token,
    );
    expect(message.statusCode).toBe(403);
    expect(await names('sort=name', tech.token)).toEqual(['Edge', 'Lapsed', 'Longgone']);
    expect(await latestOutboxMessages(t.db, { to: 'long@example.com', limit: 1 })).toEqual([]);

    const otherTech = await createMember(t.db, (await createOrganization(t.db, { now: t.clock.now() })).id, {
      role: 'Field Tech',
    });
    expect(await names('', otherTech.token)).toEqual([]);
  });

  it('wins a client back with a message through the provider, or by reactivating', async () => {
    const mailed = await call('POST', `/api/dormant_clients/${ids.longGone}/win_back`, {
      action: 'message',
      channel: 'email',
      message: 'We miss you: 20% off',
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(mailed.json()).toMatchObject({ sent: 'email', client: { status: 'inactive' } });
    expect((await lastMessageTo(t.db, 'long@example.com')).body).toBe('We miss you: 20% off');
    await call('POST', `/api/dormant_clients/${ids.longGone}/win_back`, {
      action: 'message',
      channel: 'sms',
      message: 'Come back!',
    });
    expect((await lastMessageTo(t.db, '3035557777')).body).toBe('Come back!');

    await t.db.update(clients).set({ phone: null }).where(eq(clients.id, ids.longGone!));
    const noPhone = await call('POST', `/api/dormant_clients/${ids.longGone}/win_back`, {
      action: 'message',
      channel: 'sms',
      message: 'Hi',
    });
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().errors).toEqual({ channel: ['This client has no phone number.'] });
    const empty = await call('POST', `/api/dormant_clients/${ids.longGone}/win_back`, {
      action: 'message',
      channel: 'email',
      message: ' ',
    });
    expect(empty.json().errors).toEqual({ message: [messages.required] });

    const back = await call('POST', `/api/dormant_clients/${ids.longGone}/win_back`, { action: 'reactivate' });
    expect(back.json()).toMatchObject({ sent: null, client: { status: 'active', inactive_reason: null } });
    const history = (await call('GET', `/api/clients/${ids.longGone}/activity`))
      .json()
      .data.map((entry: { summary: string }) => entry.summary);
    expect(history.slice(0, 3)).toEqual([
      'Reactivated: Won back',
      'Win-back message sent by SMS',
      'Win-back message sent by e-mail',
    ]);
    expect(await names('inactive_for_days=120')).toEqual([]);
  });

  it('lets no other organization win its clients back', async () => {
    const response = await call(
      'POST',
      `/api/dormant_clients/${ids.lapsed}/win_back`,
      { action: 'reactivate' },
      outsider,
    );
    expect(response.statusCode).toBe(404);
    expect((await t.db.select().from(clients).where(eq(clients.id, ids.lapsed!)))[0]!.status).toBe('inactive');
  });
});

describe('linking clients into households', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.ann = await create({
      first_name: 'Ann',
      last_name: 'Home',
      email: 'fam@example.com',
      phone: '3035551000',
      locations: [locationBody({ address_line1: '5 Maple St', zip: '80204' })],
    });
    ids.bob = await create({
      first_name: 'Bob',
      last_name: 'Home',
      alternate_email: 'FAM@example.com',
      phone: '3035552000',
      locations: [locationBody({ address_line1: ' 5  maple st', zip: '80204' })],
    });
    ids.cy = await create({ first_name: 'Cy', last_name: 'Kin', phone: '303-555-1000' });
    ids.dee = await create({ first_name: 'Dee', last_name: 'Solo' });
  });

  const candidates = async (as = token) => (await call('GET', '/api/link_clients/candidates', undefined, as)).json();

  it('finds records sharing an e-mail, a phone or an address', async () => {
    const { data, meta } = await candidates();
    expect(meta.total).toBe(3);
    expect(
      data.map((group: { reason: string; value: string; clients: { id: number }[] }) => [
        group.reason,
        group.value,
        group.clients.map((client) => client.id),
      ]),
    ).toEqual([
      ['email', 'fam@example.com', [ids.ann, ids.bob]],
      ['phone', '3035551000', [ids.ann, ids.cy]],
      ['address', '5 maple st, 80204', [ids.ann, ids.bob]],
    ]);
    expect((await candidates(outsider)).data).toEqual([]);
  });

  it('links records to one payer, whose billing contact they share', async () => {
    const linked = await call('POST', `/api/clients/${ids.bob}/link`, { billing_client_id: ids.ann });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().client).toMatchObject({
      billing_client_id: ids.ann,
      billing_contact: { client_id: ids.ann, first_name: 'Ann', email: 'fam@example.com' },
    });
    expect((await candidates()).data.map((group: { reason: string }) => group.reason)).toEqual(['phone']);

    // Naming a member as payer means its payer.
    const cy = (await call('POST', `/api/clients/${ids.cy}/link`, { billing_client_id: ids.bob })).json().client;
    expect(cy.billing_client_id).toBe(ids.ann);
    expect(cy.linked_clients.map((client: { first_name: string }) => client.first_name)).toEqual(['Ann', 'Bob']);
    expect((await candidates()).meta.total).toBe(0);

    const ann = (await call('GET', `/api/clients/${ids.ann}`)).json().client;
    expect(ann.billing_contact.client_id).toBe(ids.ann);
    expect(ann.linked_clients.map((client: { first_name: string }) => client.first_name)).toEqual(['Bob', 'Cy']);
    const households = (await call('GET', '/api/link_clients/households')).json();
    expect(households.meta.total).toBe(1);
    expect(households.data[0].payer).toMatchObject({ id: ids.ann, first_name: 'Ann' });
    expect(households.data[0].members.map((member: { id: number }) => member.id)).toEqual([ids.bob, ids.cy]);
    expect((await call('GET', '/api/link_clients/households?search=kin')).json().meta.total).toBe(1);
    expect((await call('GET', '/api/link_clients/households?search=solo')).json().meta.total).toBe(0);
    expect((await call('GET', '/api/link_clients/households', undefined, outsider)).json().data).toEqual([]);

    const activity = (await call('GET', `/api/clients/${ids.ann}/activity`))
      .json()
      .data.map((entry: { summary: string }) => entry.summary);
    expect(activity.slice(0, 2)).toEqual(['Now pays for Cy Kin', 'Now pays for Bob Home']);
  });

  it('refuses a payer of others, a client paying for itself and another organization’s records', async () => {
    const payer = await call('POST', `/api/clients/${ids.ann}/link`, { billing_client_id: ids.dee });
    expect(payer.statusCode).toBe(409);
    expect(payer.json()).toEqual({
      error: 'client_is_payer',
      message: 'This client pays for other clients: unlink them first.',
    });
    const self = await call('POST', `/api/clients/${ids.dee}/link`, { billing_client_id: ids.dee });
    expect(self.json().errors).toEqual({ billing_client_id: ['A client cannot pay for itself.'] });
    const toMember = await call('POST', `/api/clients/${ids.ann}/link`, { billing_client_id: ids.bob });
    expect(toMember.statusCode).toBe(422);

    const foreign = await call('POST', '/api/clients', clientBody({}), outsider);
    const foreignId = foreign.json().client.id;
    expect((await call('POST', `/api/clients/${ids.dee}/link`, { billing_client_id: foreignId })).statusCode).toBe(404);
    expect((await call('POST', `/api/clients/${foreignId}/link`, { billing_client_id: ids.ann })).statusCode).toBe(404);
    expect((await call('POST', `/api/clients/${ids.bob}/unlink`, undefined, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/clients/${ids.dee}`)).json().client.billing_client_id).toBeNull();
  });

  it('unlinks a record, recording it on both sides', async () => {
    const unlinked = await call('POST', `/api/clients/${ids.cy}/unlink`);
    expect(unlinked.json().client).toMatchObject({
      billing_client_id: null,
      billing_contact: { client_id: ids.cy },
      linked_clients: [],
    });
    const again = await call('POST', `/api/clients/${ids.cy}/unlink`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('not_linked');
    expect((await call('GET', `/api/clients/${ids.ann}/activity`)).json().data[0].summary).toBe(
      'No longer pays for Cy Kin',
    );
    expect((await call('GET', `/api/clients/${ids.cy}/activity`)).json().data[0]).toMatchObject({
      action: 'unlinked',
      changes: [{ field: 'billing_client_id', from: ids.ann, to: null }],
    });
  });
});
