import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { sessionTokenFor } from '../../test/support/factories.ts';
import { users } from '../platform/identity/users.table.ts';
import '../features/quickbooks/quickbooks.test-support.ts';
import { seedDemo } from './seed-demo.ts';
import { seedQuickbooksDemo } from './seed-quickbooks.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock.now());
  expect(await seedQuickbooksDemo(t.deps)).toBe(true);
  const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  token = await sessionTokenFor(t.db, owner!.id);
}, 300_000);
afterAll(() => t.close());

const get = async (url: string) => (await t.injectAs(token, { method: 'GET', url })).json();

describe('the demo’s QuickBooks', () => {
  it('is connected to a sandbox company, mapped and matched', async () => {
    const { quickbooks } = await get('/api/quickbooks');
    expect(quickbooks).toMatchObject({
      connected: true,
      environment: 'sandbox',
      mapping_done: true,
      matching_done: true,
      mismatch_count: 1,
    });
    expect(quickbooks.last_sync_at).not.toBeNull();
    const matched = await get('/api/quickbooks/customer_matches?status=matched');
    expect(matched.data.length).toBeGreaterThan(0);
  });

  it('shows a sync history with a change that failed once and went through on the retry', async () => {
    const log = await get('/api/quickbooks/sync_log?per_page=100');
    const retried = log.data.find((row: { status: string }) => row.status === 'retrying');
    expect(retried).toMatchObject({ entity: 'customer', attempts: 1 });
    const posted = log.data.filter((row: { status: string }) => row.status === 'ok');
    expect(posted.some((row: { entity: string }) => row.entity === 'invoice')).toBe(true);
    expect(posted.some((row: { local_id: number }) => row.local_id === retried.local_id)).toBe(true);
  });

  it('lists one mismatch: a payment entered only in QuickBooks', async () => {
    const mismatches = await get('/api/quickbooks/mismatches');
    expect(mismatches.data).toEqual([expect.objectContaining({ kind: 'missing_here', entity: 'payment' })]);
  });
});

describe('the demo’s settings hub', () => {
  it('shows Demo Scoopers branded, listed, with its client portal on, an API key and QuickBooks connected', async () => {
    const { states } = await get('/api/settings/overview');
    expect(states).toMatchObject({
      branding_settings: 'Customized',
      client_portal_settings: 'On',
      directory_listing: 'Published',
      quickbooks_online: 'Connected',
    });
    expect(states.open_api).toMatch(/^1 active key, 1 webhook$/);
    // Demo Scoopers is in no franchise: nothing about royalties.
    expect(states).not.toHaveProperty('royalty_payments');
  });
});

describe('the demo’s franchise', () => {
  const tokenOf = async (email: string) => {
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    return sessionTokenFor(t.db, user!.id);
  };
  const getAs = async (as: string, url: string) => (await t.injectAs(as, { method: 'GET', url })).json();

  it('gives Scoop Squad North paid royalty months and a due one, and Scoop Squad HQ their roll-up', async () => {
    const member = await getAs(await tokenOf('franchise@demo.test'), '/api/royalty_payments');
    expect(member.is_franchisor).toBe(false);
    const statuses = member.data.map((invoice: { status: string }) => invoice.status);
    expect(statuses.filter((status: string) => status === 'due')).toHaveLength(1);
    expect(statuses.filter((status: string) => status === 'paid').length).toBeGreaterThanOrEqual(3);

    const hq = await tokenOf('hq@demo.test');
    expect((await getAs(hq, '/api/royalty_payments')).is_franchisor).toBe(true);
    const { months } = await getAs(hq, '/api/royalty_payments/rollup');
    expect(months.length).toBe(member.data.length);
    for (const month of months) {
      expect(month.members.map((row: { organization_name: string }) => row.organization_name)).toEqual([
        'Scoop Squad North',
      ]);
      expect(month.royalty_cents).toBeGreaterThan(0);
    }
  });
});
