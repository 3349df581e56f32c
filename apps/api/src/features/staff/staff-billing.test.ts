import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const estimate = async (token: string) =>
  (
    await t.injectAs(token, {
      method: 'GET',
      url: '/api/organization_subscription/estimated_charges?pricing_plan_id=1',
    })
  ).json().estimated_charges;

describe('active staff and the Estimated Charges', () => {
  it('bills only active staff: deactivating a tech lowers the next invoice, reactivating raises it again', async () => {
    const organization = await createOrganization(t.db, { access: 'trial' });
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const tech = await createMember(t.db, organization.id, { role: 'Field Tech' });
    await createMember(t.db, organization.id, { role: 'Field Tech' });

    expect((await estimate(owner.token)).next).toMatchObject({ active_users: 3, total: 4500 });
    expect(
      (await t.injectAs(owner.token, { method: 'POST', url: `/api/staff/${tech.membership.id}/deactivate` }))
        .statusCode,
    ).toBe(200);
    expect((await estimate(owner.token)).next).toMatchObject({ active_users: 2, total: 3000 });
    const me = (await t.injectAs(owner.token, { method: 'GET', url: '/api/auth/employee_user' })).json().user;
    expect(me.active_users).toBe(2);
    await t.injectAs(owner.token, { method: 'POST', url: `/api/staff/${tech.membership.id}/reactivate` });
    expect((await estimate(owner.token)).next.active_users).toBe(3);
  });

  it('does not bill an invited member until the invitation is accepted', async () => {
    const organization = await createOrganization(t.db, { access: 'trial' });
    const owner = await createMember(t.db, organization.id, { role: 'Owner' });
    const roles = (await t.injectAs(owner.token, { method: 'GET', url: '/api/roles' })).json().roles as {
      id: number;
      name: string;
    }[];
    const fieldTech = roles.find((role) => role.name === 'Field Tech')!;
    const invited = await t.injectAs(owner.token, {
      method: 'POST',
      url: '/api/staff/invitations',
      payload: { first_name: 'Ivy', last_name: 'Invitee', email: 'ivy@example.com', role_id: fieldTech.id },
    });
    expect(invited.statusCode).toBe(200);
    expect((await estimate(owner.token)).next.active_users).toBe(1);
  });
});
