import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const overview = async (token: string) => {
  const answer = await t.injectAs(token, { method: 'GET', url: '/api/settings/overview' });
  expect(answer.statusCode).toBe(200);
  return answer.json().states as Record<string, string>;
};

describe('GET /api/settings/overview', () => {
  it('tells a new organization what is not set up yet, and follows its changes', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    expect(await overview(owner.token)).toMatchObject({
      pricing_setup: 'Not set up',
      quickbooks_online: 'Not connected',
      residential_cross_sells: 'None yet',
      payroll_settings: 'Weekly pay period',
      customize_dashboard: 'Standard layout',
      subscription_details: 'Standard plan',
    });

    const created = await t.injectAs(owner.token, {
      method: 'POST',
      url: '/api/residential_cross_sells',
      payload: { name: 'Deodorizer', price_cents: 800, frequency: 'every_visit' },
    });
    expect(created.statusCode).toBe(201);
    const states = await overview(owner.token);
    expect(states.residential_cross_sells).toBe('1 active');
    expect(states.commercial_cross_sells).toBe('None yet');
  });

  it("never counts another organization's settings", async () => {
    const first = await createOrganization(t.db);
    const firstOwner = await createMember(t.db, first.id, { role: 'Owner' });
    await t.injectAs(firstOwner.token, {
      method: 'POST',
      url: '/api/commercial_cross_sells',
      payload: { name: 'Gate check', price_cents: 500, frequency: 'every_visit' },
    });
    const second = await createOrganization(t.db);
    const secondOwner = await createMember(t.db, second.id, { role: 'Owner' });
    expect((await overview(firstOwner.token)).commercial_cross_sells).toBe('1 active');
    expect((await overview(secondOwner.token)).commercial_cross_sells).toBe('None yet');
  });

  it('reads nothing for pages the member may not open', async () => {
    const organization = await createOrganization(t.db, { access: 'trial' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    const states = await overview(tech.token);
    expect(states).not.toHaveProperty('quickbooks_online');
    expect(states).not.toHaveProperty('billing_settings');
    expect(states).not.toHaveProperty('payroll_settings');
  });

  it('shows when the plan renews or ends', async () => {
    const organization = await createOrganization(t.db);
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    await t.db
      .update(organizations)
      .set({ current_period_end: '2031-03-09' })
      .where(eq(organizations.id, organization.id));
    expect((await overview(owner.token)).subscription_details).toBe('Standard plan, renews Mar 9, 2031');
    await t.db.update(organizations).set({ cancel_at_period_end: true }).where(eq(organizations.id, organization.id));
    expect((await overview(owner.token)).subscription_details).toBe('Standard plan, ends Mar 9, 2031');
  });

  it('shows when the free trial ends', async () => {
    const organization = await createOrganization(t.db, { access: 'trial' });
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    expect((await overview(owner.token)).subscription_details).toMatch(
      /^Free trial until [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
  });
});
