import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { clients } from '../clients/clients.table.ts';
import { pullChanges } from './quickbooks-pull.service.ts';
import { quickbooksHarness } from './quickbooks.test-support.ts';

let t: TestApp;
let qb: ReturnType<typeof quickbooksHarness>;
beforeAll(async () => {
  t = await createTestApp();
  qb = quickbooksHarness(t);
});
afterAll(() => t.close());

type Ready = Awaited<ReturnType<typeof qb.pushedInvoice>>;

/** The accountant edits the customer in QuickBooks: new sync token, new last-updated time. */
async function editInQuickBooks(ready: Ready, changes: Record<string, unknown>) {
  const record = (await qb.books.find(ready.realmId, 'Customer', ready.customer.quickbooks_id))!;
  const at = t.clock.now();
  await qb.books.save({
    ...record,
    sync_token: String(Number(record.sync_token) + 1),
    body: {
      ...record.body,
      ...changes,
      SyncToken: String(Number(record.sync_token) + 1),
      MetaData: { ...(record.body.MetaData as object), LastUpdatedTime: at.toISOString() },
    },
    updated_at: at,
  });
}

const clientOf = async (id: number) => (await t.db.select().from(clients).where(eq(clients.id, id)))[0]!;

describe('customer edits made in QuickBooks', () => {
  it('reach a client unchanged here since the last push, are logged, and are not sent back', async () => {
    const ready = await qb.pushedInvoice('Renamed There Co');
    t.clock.advance(60_000);
    await editInQuickBooks(ready, {
      FamilyName: 'Clientworth',
      DisplayName: 'Morgan Clientworth',
      PrimaryEmailAddr: { Address: 'morgan@new.example' },
      PrimaryPhone: { FreeFormNumber: '(303) 555-0199' },
    });
    expect(await pullChanges(t.deps, ready.organization.id)).toBe(1);

    expect(await clientOf(ready.client.id)).toMatchObject({
      last_name: 'Clientworth',
      email: 'morgan@new.example',
      phone: '(303) 555-0199',
    });
    const log = (await qb.call(ready.token, 'GET', '/api/quickbooks/sync_log?entity=customer')).json().data;
    expect(log[0]).toMatchObject({
      direction: 'pull',
      operation: 'update',
      status: 'ok',
      message: expect.stringMatching(/Took the last name, e-mail, phone from QuickBooks/),
    });
    expect((await qb.call(ready.token, 'POST', '/api/quickbooks/sync')).json().queued).toBe(0);
  });

  it('leave a client edited here since, and later than the QuickBooks edit: ours goes out instead', async () => {
    const ready = await qb.pushedInvoice('Edited Both Co');
    t.clock.advance(60_000);
    await editInQuickBooks(ready, { PrimaryEmailAddr: { Address: 'theirs@example.com' } });
    t.clock.advance(60_000);
    await t.db
      .update(clients)
      .set({ email: 'ours@example.com', updated_at: t.clock.now() })
      .where(eq(clients.id, ready.client.id));
    expect(await pullChanges(t.deps, ready.organization.id)).toBe(0);
    expect((await clientOf(ready.client.id)).email).toBe('ours@example.com');
    expect((await qb.call(ready.token, 'POST', '/api/quickbooks/sync')).json().queued).toBe(1);
  });
});
