import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { addMembership, createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string, query = '') => t.injectAs(token, { method: 'GET', url: `/api/auth/employee_user${query}` });

describe('current user and organizations', () => {
  it('switches organization with organization_id and remembers it for the next requests', async () => {
    const first = await createOrganization(t.db, { name: 'First Scoop' });
    const second = await createOrganization(t.db, { name: 'Second Scoop' });
    const user = await createUser(t.db, { organizationId: first.id });
    await addMembership(t.db, user.id, second.id, { role: 'Field Tech' });
    const token = await sessionTokenFor(t.db, user.id);

    const initial = (await me(token)).json().user;
    expect(initial).toMatchObject({ organization_id: first.id, organization_name: 'First Scoop' });
    expect(initial.organizations.map((entry: { name: string }) => entry.name)).toEqual(['First Scoop', 'Second Scoop']);

    const switched = (await me(token, `?organization_id=${second.id}`)).json().user;
    expect(switched).toMatchObject({ organization_id: second.id, organization_name: 'Second Scoop' });
    expect(switched.permissions).not.toContain('clients');
    expect((await me(token)).json().user.organization_id).toBe(second.id);
  });

  it('refuses an organization the user is not a member of', async () => {
    const mine = await createOrganization(t.db);
    const theirs = await createOrganization(t.db);
    const user = await createUser(t.db, { organizationId: mine.id });
    const token = await sessionTokenFor(t.db, user.id);
    const response = await me(token, `?organization_id=${theirs.id}`);
    expect(response.statusCode).toBe(403);
    expect(JSON.stringify(response.json())).not.toContain(theirs.name);
  });

  it('logout revokes the token', async () => {
    const organization = await createOrganization(t.db);
    const user = await createUser(t.db, { organizationId: organization.id });
    const token = await sessionTokenFor(t.db, user.id);
    expect((await t.injectAs(token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await me(token)).json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('lets an organization without subscription or trial reach only the dashboard and its session', async () => {
    const organization = await createOrganization(t.db, { access: 'trial_expired' });
    const user = await createUser(t.db, { organizationId: organization.id });
    const token = await sessionTokenFor(t.db, user.id);
    expect((await me(token)).statusCode).toBe(200);
    expect(
      (
        await t.injectAs(token, {
          method: 'GET',
          url: '/api/dashboard/kpis/active_residential?date_from=2026-01-01&date_to=2026-01-31',
        })
      ).statusCode,
    ).toBe(200);
  });
});
