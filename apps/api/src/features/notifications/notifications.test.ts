import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import type { NotificationSubject, RolePresetName } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, presetRole, sessionTokenFor } from '../../../test/support/factories.ts';
import { memberships } from '../../platform/identity/users.table.ts';
import { notificationReads } from './notifications.table.ts';
import { createNotification } from './notifications.service.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function member(role: RolePresetName = 'Owner', organization?: { id: number }) {
  const organizationOfMember = organization ?? (await createOrganization(t.db));
  const user = await createUser(t.db, { organizationId: organizationOfMember.id, role });
  return { organization: organizationOfMember, user, token: await sessionTokenFor(t.db, user.id) };
}

const count = async (token: string) =>
  (await t.injectAs(token, { method: 'GET', url: '/api/notification/count_unread_notifications' })).json()
    .notifications as number;

const aLead: NotificationSubject = { route: 'lead', params: { id: 1 } };

async function notify(organizationId: number, title = 'New client registration', about = aLead) {
  const created = await createNotification(
    t.db,
    organizationId,
    { kind: 'client_registration', title, body: '80202 · pat@example.com · 3035550177', about },
    t.clock.now(),
  );
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

const listOf = async (token: string) =>
  (await t.injectAs(token, { method: 'GET', url: '/api/notifications' })).json() as {
    data: { id: number; title: string }[];
    meta: { total: number };
  };

describe('who receives a notification', () => {
  it('reaches only the members who may open what it is about, before and after they look', async () => {
    const owner = await member('Owner');
    const office = await member('Office', owner.organization);
    const tech = await member('Field Tech', owner.organization);
    const registration = await notify(owner.organization.id, 'New client registration: Pat Visitor');
    const changeRequest = await notify(owner.organization.id, 'Change request: Pat Visitor', {
      route: 'change_requests',
    });
    const declined = await notify(owner.organization.id, 'Autopay declined', { route: 'invoice', params: { id: 9 } });

    expect(await count(owner.token)).toBe(3);
    // The office opens leads, change requests and invoices.
    expect((await listOf(office.token)).data.map((row) => row.id).sort()).toEqual(
      [registration.id, changeRequest.id, declined.id].sort(),
    );
    // A field tech opens none of those pages: no count, no list, no reading by id, nothing marked read.
    expect(await count(tech.token)).toBe(0);
    expect(await listOf(tech.token)).toMatchObject({ data: [], meta: { total: 0 } });
    const readOne = await t.injectAs(tech.token, { method: 'PUT', url: `/api/notifications/${registration.id}/read` });
    expect(readOne.statusCode).toBe(404);
    expect(readOne.body).not.toContain('pat@example.com');
    const readAll = await t.injectAs(tech.token, { method: 'PUT', url: '/api/notifications/read_all' });
    expect(readAll.json()).toEqual({ updated: 0 });
    expect(await t.db.select().from(notificationReads).where(eq(notificationReads.user_id, tech.user.id))).toEqual([]);
  });

  it('stops reaching a member whose permissions are taken away', async () => {
    const owner = await member('Owner');
    const office = await member('Office', owner.organization);
    const row = await notify(owner.organization.id, 'New client registration: Pat Visitor');
    expect(await count(office.token)).toBe(1);
    expect((await listOf(office.token)).meta.total).toBe(1);

    const [membership] = await t.db.select().from(memberships).where(eq(memberships.user_id, office.user.id));
    const fieldTech = await presetRole(t.db, owner.organization.id, 'Field Tech');
    const demoted = await t.injectAs(owner.token, {
      method: 'PUT',
      url: `/api/staff/${membership!.id}/permissions`,
      payload: { role_id: fieldTech.id, extra_permissions: [] },
    });
    expect(demoted.statusCode).toBe(200);

    expect(await count(office.token)).toBe(0);
    expect(await listOf(office.token)).toMatchObject({ data: [], meta: { total: 0 } });
    expect(
      (await t.injectAs(office.token, { method: 'PUT', url: `/api/notifications/${row.id}/read` })).statusCode,
    ).toBe(404);
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

  it("tells the room only that something arrived, never the prospect's name or contact details", async () => {
    const owner = await member('Owner');
    const tech = await member('Field Tech', owner.organization);
    const socket = await openSocket(tech.token);
    const heard = new Promise<unknown>((resolve) => socket.once('client_registration_created', resolve));
    const row = await notify(owner.organization.id, 'New client registration: Pat Visitor');
    expect(await heard).toEqual({ notification_id: row.id });
    socket.close();
  });

  it('refuses a socket without a valid token', async () => {
    await expect(openSocket('not-a-token')).rejects.toThrow('Unauthenticated.');
  });
});
