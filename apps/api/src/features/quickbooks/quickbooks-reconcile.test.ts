import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { workQueue } from './quickbooks-push.service.ts';
import { quickbooksHarness } from './quickbooks.test-support.ts';

let t: TestApp;
let qb: ReturnType<typeof quickbooksHarness>;
beforeAll(async () => {
  t = await createTestApp();
  qb = quickbooksHarness(t);
});
afterAll(() => t.close());

interface Mismatch {
  id: number;
  kind: string;
  entity: string;
  local_id: number | null;
}

describe('fixing a reconciliation mismatch', () => {
  it('an invoice whose total was changed in QuickBooks gets our lines and total back', async () => {
    const ready = await qb.pushedInvoice('Edited There Co', 6000);
    const stored = (await qb.books.find(ready.realmId, 'Invoice', ready.link.quickbooks_id))!;
    // The accountant typed another amount over ours in QuickBooks.
    await qb.books.save({ ...stored, body: { ...stored.body, TotalAmt: 45, Balance: 45 } });

    const found = (await qb.call(ready.token, 'POST', '/api/quickbooks/reconcile')).json().data as Mismatch[];
    const mismatch = found.find((row) => row.kind === 'invoice_total' && row.local_id === ready.invoice.id);
    expect(mismatch).toMatchObject({ ours_cents: 6000, theirs_cents: 4500 });

    const fixed = await qb.call(ready.token, 'POST', `/api/quickbooks/mismatches/${mismatch!.id}/fix`);
    expect(fixed.statusCode).toBe(200);
    await workQueue(t.deps);

    const theirs = (await qb.books.find(ready.realmId, 'Invoice', ready.link.quickbooks_id))!.body;
    expect(theirs).toMatchObject({ TotalAmt: 60, Balance: 60, DocNumber: String(ready.invoice.number) });
    const again = (await qb.call(ready.token, 'POST', '/api/quickbooks/reconcile')).json().data as Mismatch[];
    expect(again.filter((row) => row.entity === 'invoice' && row.local_id === ready.invoice.id)).toEqual([]);
    const log = (await qb.call(ready.token, 'GET', '/api/quickbooks/sync_log?entity=invoice&status=ok')).json().data;
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ operation: 'update', label: `Invoice #${ready.invoice.number}` }),
      ]),
    );
  });
});
