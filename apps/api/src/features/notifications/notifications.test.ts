import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { createNotification } from './notifications.service.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function member(role: 'Owner' | 'Field Tech' = 'Owner') {
  const organization = await createOrganization(t.db);
  const user = await createUser(t.db, { organizationId: organization.id, role });
  return { organization, user, token: await sessionTokenFor(t.db, user.id) };
}

const count = async (token: string) =>
  (await t.injectAs(token, { method: 'GET', url: '/api/notification/count_unread_notifications' })).json()
    .notifications as number;

async function notify(organizationId: number, title = 'New client registration') {
  const created = await createNotification(t.db, organizationId, { kind: 'client_registration', title }, t.clock.now());
  await created.announce(t.deps);
  return created.row;
}

function openSocket(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

describe('unread count and the bell', () => {
  it('counts new notifications, clears on seen, and counts again after', async () => {
    const { organization, token } = await member();
    expect(await count(token)).toBe(0);
    await notify(organization.id);
    await notify(organization.id);
    expect(await count(token)).toBe(2);
    expect((await t.injectAs(token, { method: 'PUT', url: '/api/notification/seen' })).json()).toEqual({
      notifications: 0,
    });
    expect(await count(token)).toBe(0);
    t.clock.advance(1000);
    await notify(organization.id, 'After the look');
    expect(await count(token)).toBe(1);
  });

  it('keeps read state per user and never shows another organization', async () => {
    const first = await member();
    const other = await member();
    const row = await notify(first.organization.id, 'Only for first');
    await notify(other.organization.id, 'Only for other');
    const list = (await t.injectAs(first.token, { method: 'GET', url: '/api/notifications' })).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: row.id, title: 'Only for first', read_at: null });

    const read = await t.injectAs(first.token, { method: 'PUT', url: `/api/notifications/${row.id}/read` });
    expect(read.json().notification.read_at).not.toBeNull();
    expect(
      (await t.injectAs(other.token, { method: 'PUT', url: `/api/notifications/${row.id}/read` })).statusCode,
    ).toBe(404);
    const unread = (await t.injectAs(first.token, { method: 'GET', url: '/api/notifications?unread=1' })).json();
    expect(unread.meta.total).toBe(0);
  });

  it('marks all read in one go and paginates', async () => {
    const { organization, token } = await member();
    for (let index = 0; index < 12; index++) await notify(organization.id, `Registration ${index}`);
    const page = (await t.injectAs(token, { method: 'GET', url: '/api/notifications?per_page=5&page=3' })).json();
    expect(page.data).toHaveLength(2);
    expect(page.meta).toEqual({ page: 3, per_page: 5, total: 12 });
    expect((await t.injectAs(token, { method: 'PUT', url: '/api/notifications/read_all' })).json()).toEqual({
      updated: 12,
    });
    expect((await t.injectAs(token, { method: 'GET', url: '/api/notifications?unread=1' })).json().meta.total).toBe(0);
  });

  it('lets a field tech see the count but not the list without the permission', async () => {
    const { token } = await member('Field Tech');
    expect(
      (await t.injectAs(token, { method: 'GET', url: '/api/notification/count_unread_notifications' })).statusCode,
    ).toBe(200);
    const withoutPermission = await member('Field Tech');
    await t.db.execute(`update memberships set permissions = '[]'::jsonb where user_id = ${withoutPermission.user.id}`);
    expect((await t.injectAs(withoutPermission.token, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(
      403,
    );
  });
});

describe('live events', () => {
  it('reaches every socket of the organization and no other', async () => {
    const first = await member();
    const other = await member();
    const [tabOne, tabTwo, otherTab] = await Promise.all([
      openSocket(first.token),
      openSocket(first.token),
      openSocket(other.token),
    ]);
    const received: string[] = [];
    tabOne.on('client_registration_created', () => received.push('tab one'));
    tabTwo.on('client_registration_created', () => received.push('tab two'));
    otherTab.on('client_registration_created', () => received.push('other organization'));
    await notify(first.organization.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.sort()).toEqual(['tab one', 'tab two']);
    for (const socket of [tabOne, tabTwo, otherTab]) socket.close();
  });

  it('refuses a socket without a valid token', async () => {
    await expect(openSocket('not-a-token')).rejects.toThrow('Unauthenticated.');
  });
});
