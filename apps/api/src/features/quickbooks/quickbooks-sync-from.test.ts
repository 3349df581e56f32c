import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOpenInvoice } from '../../../test/support/payment-factories.ts';
import { residentialClient } from '../invoices/index.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { findLink } from './quickbooks.repository.ts';
import { workQueue } from './quickbooks-push.service.ts';
import { quickbooksHarness } from './quickbooks.test-support.ts';

let t: TestApp;
let qb: ReturnType<typeof quickbooksHarness>;
beforeAll(async () => {
  t = await createTestApp();
  qb = quickbooksHarness(t);
});
afterAll(() => t.close());

describe('the day the sync starts from', () => {
  it('refuses a day in the future or over two years back, and moved earlier sends what it now covers (with its customer)', async () => {
    const ready = await qb.readyOrganization('Older History Co');
    const old = await createOpenInvoice(t.db, ready.organization.id, residentialClient(ready.client.id));
    const oldDay = new Date(t.clock.now().getTime() - 90 * 86_400_000).toISOString().slice(0, 10);
    await t.db.update(invoices).set({ issue_date: oldDay }).where(eq(invoices.id, old.id));
    await qb.call(ready.token, 'POST', '/api/quickbooks/sync');
    await workQueue(t.deps);
    expect(await findLink(t.db, ready.organization.id, 'invoice', old.id)).toBeNull();

    const put = (day: string) => qb.call(ready.token, 'PUT', '/api/quickbooks/sync_from', { sync_from: day });
    const future = await put('2099-01-01');
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ sync_from: ['Cannot be in the future'] });
    const tooEarly = await put('2020-01-01');
    expect(tooEarly.json().errors).toEqual({ sync_from: ['Cannot be more than 2 years ago'] });
    expect((await put('not-a-day')).json().errors.sync_from).toEqual(['Not valid']);

    const moved = await put(oldDay);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().quickbooks).toMatchObject({ sync_from: oldDay, queued_count: 2 });
    await workQueue(t.deps);
    expect(await findLink(t.db, ready.organization.id, 'invoice', old.id)).not.toBeNull();
  });
});
