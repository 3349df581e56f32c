import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, sessionTokenFor } from '../../../test/support/factories.ts';
import { createClient, createCommercialCustomer } from '../../../test/support/client-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function owner(access: 'subscribed' | 'trial_expired' = 'subscribed') {
  const organization = await createOrganization(t.db, { access });
  const user = await createUser(t.db, { organizationId: organization.id });
  return { organization, token: await sessionTokenFor(t.db, user.id) };
}

const widget = (token: string, key: string, from: string, to: string) =>
  t.injectAs(token, { method: 'GET', url: `/api/dashboard/widgets/${key}?date_from=${from}&date_to=${to}` });

// Organizations default to America/Denver: UTC-7 in winter, so 2026-01-31T23:30 local is 2026-02-01T06:30Z.
describe('dashboard widgets', () => {
  it('counts new and lost residential clients by calendar days of the organization', async () => {
    const { organization, token } = await owner();
    await createClient(t.db, organization.id, { created_at: new Date('2026-01-10T18:00:00Z') });
    await createClient(t.db, organization.id, { created_at: new Date('2026-02-01T06:30:00Z') });
    await createClient(t.db, organization.id, { created_at: new Date('2025-06-01T12:00:00Z'), deactivated_at: new Date('2026-01-20T12:00:00Z') });
    const january = await widget(token, 'new_lost_residential', '2026-01-01', '2026-01-31');
    expect(january.json()).toEqual({ widget: 'new_lost_residential', value: { kind: 'new_lost', new: 2, lost: 1, net: 1 } });
    const february = await widget(token, 'new_lost_residential', '2026-02-01', '2026-02-28');
    expect(february.json().value).toMatchObject({ new: 0, lost: 0 });
  });

  it('counts clients active at the end of the range, including those who left later', async () => {
    const { organization, token } = await owner();
    await createCommercialCustomer(t.db, organization.id, { created_at: new Date('2025-12-01T12:00:00Z') });
    await createCommercialCustomer(t.db, organization.id, { created_at: new Date('2025-12-01T12:00:00Z'), deactivated_at: new Date('2026-03-05T12:00:00Z') });
    await createCommercialCustomer(t.db, organization.id, { created_at: new Date('2026-02-15T12:00:00Z') });
    expect((await widget(token, 'active_commercial', '2026-01-01', '2026-01-31')).json().value).toEqual({ kind: 'active', active: 2, at: '2026-01-31' });
    expect((await widget(token, 'active_commercial', '2026-03-01', '2026-03-31')).json().value.active).toBe(2);
  });

  it('never counts another organization', async () => {
    const mine = await owner();
    const theirs = await owner();
    await createClient(t.db, theirs.organization.id, { created_at: new Date('2026-01-10T18:00:00Z') });
    expect((await widget(mine.token, 'new_lost_residential', '2026-01-01', '2026-01-31')).json().value.new).toBe(0);
  });

  it('refuses a range that ends before it starts and unknown widgets', async () => {
    const { token } = await owner();
    const reversed = await widget(token, 'active_residential', '2026-02-01', '2026-01-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.date_to).toEqual(['Cannot be before From Date']);
    expect((await widget(token, 'made_up', '2026-01-01', '2026-01-31')).statusCode).toBe(422);
  });

  it('stays open for an organization whose trial ended', async () => {
    const { token } = await owner('trial_expired');
    expect((await widget(token, 'active_residential', '2026-01-01', '2026-01-31')).statusCode).toBe(200);
  });
});

describe('saved time ranges', () => {
  it('remembers a widget range per user and rejects malformed values', async () => {
    const { token } = await owner();
    const value = JSON.stringify({ active_residential: { choice: 'past_quarter' }, new_lost_commercial: { choice: 'custom', from: '2026-01-01', to: '2026-02-01' } });
    const saved = await t.injectAs(token, { method: 'PUT', url: '/api/user_settings/dashboard_time_ranges', payload: { value } });
    expect(saved.statusCode).toBe(200);
    const me = (await t.injectAs(token, { method: 'GET', url: '/api/auth/employee_user' })).json().user;
    expect(me.user_settings).toContainEqual({ key: 'dashboard_time_ranges', value });
    const bad = await t.injectAs(token, { method: 'PUT', url: '/api/user_settings/dashboard_time_ranges', payload: { value: '{"active_residential":{"choice":"forever"}}' } });
    expect(bad.statusCode).toBe(422);
  });
});
