import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardWidgetKeys } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(organizationId: number, role?: 'Field Tech' | 'Owner') {
  const user = await createUser(t.db, { organizationId, ...(role ? { role } : {}) });
  return sessionTokenFor(t.db, user.id);
}
const layoutOf = async (token: string, url = '/api/dashboard/layout') =>
  (await t.injectAs(token, { method: 'GET', url })).json();
const save = (token: string, widgets: unknown, url = '/api/dashboard/layout') =>
  t.injectAs(token, { method: 'PUT', url, payload: { widgets } });

describe('dashboard layout', () => {
  it('starts with every widget in the standard order', async () => {
    const organization = await createOrganization(t.db);
    const layout = await layoutOf(await member(organization.id));
    expect(layout.source).toBe('standard');
    expect(layout.widgets).toEqual(dashboardWidgetKeys.map((key) => ({ key, hidden: false })));
  });

  it('is remembered per user: one user reorders and hides, another still sees the organization default', async () => {
    const organization = await createOrganization(t.db);
    const owner = await member(organization.id);
    const tech = await member(organization.id, 'Field Tech');
    const saved = await save(tech, [
      { key: 'churn_rate', hidden: false },
      { key: 'total_sales', hidden: true },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().source).toBe('user');
    expect(saved.json().widgets.slice(0, 3)).toEqual([
      { key: 'churn_rate', hidden: false },
      { key: 'total_sales', hidden: true },
      { key: 'referral_sources', hidden: false },
    ]);
    expect((await layoutOf(tech)).widgets[0].key).toBe('churn_rate');
    expect((await layoutOf(owner)).source).toBe('standard');

    // The owner sets the default: users without their own arrangement see it, the tech keeps theirs.
    const byDefault = await save(owner, [{ key: 'lifetime_value', hidden: false }], '/api/dashboard/layout/default');
    expect(byDefault.statusCode).toBe(200);
    const newcomer = await member(organization.id, 'Owner');
    const seen = await layoutOf(newcomer);
    expect(seen.source).toBe('organization');
    expect(seen.widgets[0]).toEqual({ key: 'lifetime_value', hidden: false });
    expect((await layoutOf(tech)).source).toBe('user');

    // Back to the default.
    const reset = await t.injectAs(tech, { method: 'DELETE', url: '/api/dashboard/layout' });
    expect(reset.json().source).toBe('organization');
    expect(reset.json().widgets[0].key).toBe('lifetime_value');
  });

  it('keeps each organization to itself', async () => {
    const mine = await createOrganization(t.db);
    const theirs = await createOrganization(t.db);
    const theirOwner = await member(theirs.id);
    await save(theirOwner, [{ key: 'total_payments', hidden: true }], '/api/dashboard/layout/default');
    expect((await layoutOf(await member(mine.id))).source).toBe('standard');
  });

  it('lets only the customize-dashboard permission set the default, and refuses unknown or repeated widgets', async () => {
    const organization = await createOrganization(t.db);
    const tech = await member(organization.id, 'Field Tech');
    const refused = await save(tech, [{ key: 'total_sales', hidden: false }], '/api/dashboard/layout/default');
    expect(refused.statusCode).toBe(403);
    expect((await save(tech, [{ key: 'made_up', hidden: false }])).statusCode).toBe(422);
    const repeated = await save(tech, [
      { key: 'total_sales', hidden: false },
      { key: 'total_sales', hidden: true },
    ]);
    expect(repeated.statusCode).toBe(422);
  });
});
