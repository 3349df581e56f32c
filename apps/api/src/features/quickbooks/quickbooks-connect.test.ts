import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { jobSetting } from '../../../test/support/job-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { createOpenInvoice } from '../../../test/support/payment-factories.ts';
import { residentialClient } from '../invoices/index.ts';
import { quickbooksConnections } from './quickbooks.table.ts';
import { quickbooksHarness, validMappings } from './quickbooks.test-support.ts';

let t: TestApp;
let qb: ReturnType<typeof quickbooksHarness>;
beforeAll(async () => {
  t = await createTestApp();
  qb = quickbooksHarness(t);
});
afterAll(() => t.close());

describe('connecting QuickBooks', () => {
  it('connects through the consent page once per state, keeping the tokens sealed', async () => {
    const { owner, organization } = await jobSetting(t, 'Connect Co');
    const before = await qb.call(owner.token, 'GET', '/api/quickbooks');
    expect(before.json().quickbooks).toMatchObject({ connected: false, environment: 'sandbox', company_name: null });

    const { back, state, code, realmId } = await qb.connect(owner.token);
    expect(back.statusCode).toBe(200);
    expect(back.json().quickbooks).toMatchObject({ connected: true, realm_id: realmId, matching_done: false });
    expect(back.json().quickbooks.company_name).toMatch(/^Sandbox Company_US_/);

    const again = await qb.call(owner.token, 'POST', '/api/quickbooks/oauth_return', { code, state, realmId });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.state).toBeDefined();

    const [row] = await t.db
      .select()
      .from(quickbooksConnections)
      .where(eq(quickbooksConnections.organization_id, organization.id));
    expect(row!.access_token_sealed).toMatch(/^v1\./);
    expect(row!.refresh_token_sealed).toMatch(/^v1\./);
  });

  it('forgets an older consent once a newer one starts', async () => {
    const { owner } = await jobSetting(t, 'Twice Co');
    const first = await qb.call(owner.token, 'POST', '/api/quickbooks/connect');
    await qb.call(owner.token, 'POST', '/api/quickbooks/connect');
    const state = new URL(first.json().authorize_url).searchParams.get('state')!;
    const { code, realmId } = await qb.standin.connect();
    const back = await qb.call(owner.token, 'POST', '/api/quickbooks/oauth_return', { code, state, realmId });
    expect(back.statusCode).toBe(422);
    expect((await qb.call(owner.token, 'GET', '/api/quickbooks')).json().quickbooks.connected).toBe(false);
  });

  it('disconnects: the tokens are forgotten and the page shows it', async () => {
    const { owner, organization } = await jobSetting(t, 'Leaving Co');
    await qb.connect(owner.token);
    const gone = await qb.call(owner.token, 'DELETE', '/api/quickbooks');
    expect(gone.json().quickbooks.connected).toBe(false);
    const [row] = await t.db
      .select()
      .from(quickbooksConnections)
      .where(eq(quickbooksConnections.organization_id, organization.id));
    expect(row!.refresh_token_sealed).toBeNull();
  });
});

describe('mapping and matching', () => {
  it('refuses an account the company does not have, then keeps a valid mapping', async () => {
    const { owner } = await jobSetting(t, 'Mapping Co');
    await qb.connect(owner.token);
    const chart = await qb.call(owner.token, 'GET', '/api/quickbooks/chart');
    expect(chart.json().expense_accounts.map((account: { id: string }) => account.id)).toContain('11');
    const wrong = await qb.call(owner.token, 'PUT', '/api/quickbooks/mappings', {
      ...validMappings,
      deposit_account_id: '999',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ deposit_account_id: ['Not valid'] });
    const saved = await qb.call(owner.token, 'PUT', '/api/quickbooks/mappings', validMappings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().mappings).toMatchObject({ deposit_account_id: '35', fee_expense_account_id: '11' });
    expect((await qb.call(owner.token, 'GET', '/api/quickbooks')).json().quickbooks.mapping_done).toBe(true);
  });

  it('suggests by name, links a QuickBooks customer to one client only, and refuses the first sync until done', async () => {
    const { owner, organization } = await jobSetting(t, 'Matching Co');
    await qb.connect(owner.token);
    await qb.call(owner.token, 'PUT', '/api/quickbooks/mappings', validMappings);
    const jennifer = await createClient(t.db, organization.id, { first_name: 'Jennifer' });
    await t.db.execute(`update clients set last_name = 'Lee' where id = ${jennifer.id}`);
    const other = await createClient(t.db, organization.id, { first_name: 'Jenny' });

    const refused = await qb.call(owner.token, 'POST', '/api/quickbooks/sync');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Match customers before the first sync');

    const list = await qb.call(owner.token, 'GET', '/api/quickbooks/customer_matches?status=suggested');
    expect(list.json().data).toEqual([
      expect.objectContaining({
        client_id: jennifer.id,
        status: 'suggested',
        method: 'name',
        quickbooks_customer: expect.objectContaining({ id: '61', display_name: 'Jennifer Lee' }),
      }),
    ]);
    const accepted = await qb.call(owner.token, 'POST', '/api/quickbooks/customer_matches/accept_suggestions');
    expect(accepted.json()).toEqual({ accepted: 1 });

    const twice = await qb.call(owner.token, 'PUT', `/api/quickbooks/customer_matches/${other.id}`, {
      quickbooks_customer_id: '61',
    });
    expect(twice.statusCode).toBe(422);

    const done = await qb.call(owner.token, 'POST', '/api/quickbooks/customer_matches/complete');
    expect(done.json().quickbooks.matching_done).toBe(true);
    const counts = (await qb.call(owner.token, 'GET', '/api/quickbooks/customer_matches')).json().counts;
    expect(counts).toMatchObject({ matched: 1, suggested: 0, unmatched: 0 });
    expect(counts.create).toBeGreaterThanOrEqual(2);
  });
});

describe('another organization', () => {
  it('never sees this one’s QuickBooks data', async () => {
    const ours = await qb.readyOrganization('Private Books Co');
    await createOpenInvoice(t.db, ours.organization.id, residentialClient(ours.client.id), { amount_cents: 4200 });
    await qb.call(ours.token, 'POST', '/api/quickbooks/sync');
    const stranger = await jobSetting(t, 'Stranger Co');
    const { realmId: theirRealm } = await qb.connect(stranger.owner.token);
    const token = stranger.owner.token;

    const status = (await qb.call(token, 'GET', '/api/quickbooks')).json().quickbooks;
    expect(status).toMatchObject({ connected: true, realm_id: theirRealm, queued_count: 0, last_sync_at: null });
    expect(theirRealm).not.toBe(ours.realmId);
    expect((await qb.call(token, 'GET', '/api/quickbooks/sync_log')).json().data).toEqual([]);
    expect((await qb.call(token, 'GET', '/api/quickbooks/mappings')).json().mappings).toBeNull();
    const matches = (await qb.call(token, 'GET', '/api/quickbooks/customer_matches?per_page=100')).json().data;
    expect(matches.map((row: { client_id: number }) => row.client_id)).not.toContain(ours.client.id);
    const theirMatch = await qb.call(token, 'PUT', `/api/quickbooks/customer_matches/${ours.client.id}`, {
      quickbooks_customer_id: null,
      create: true,
    });
    expect(theirMatch.statusCode).toBe(404);
  });
});

describe('webhooks', () => {
  it('refuses a body whose signature does not match', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quickbooks/webhooks',
      headers: { 'content-type': 'application/json', 'intuit-signature': 'bm90IHRoZSBzaWduYXR1cmU=' },
      payload: JSON.stringify({ eventNotifications: [] }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses to start connecting in production when the server has no QuickBooks keys', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      const { owner } = await jobSetting(production, 'Unkeyed Co');
      const started = await production.injectAs(owner.token, { method: 'POST', url: '/api/quickbooks/connect' });
      expect(started.statusCode).toBe(409);
      expect(started.json().message).toBe('QuickBooks is not set up on this server yet. Please contact support.');
    } finally {
      await production.close();
    }
  });
});
