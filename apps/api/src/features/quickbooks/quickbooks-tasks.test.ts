import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { AccountingProvider } from '../../platform/providers/accounting/accounting.ts';
import { quickbooksConnections } from './quickbooks.table.ts';
import { runQuickbooksSync } from './quickbooks-push.service.ts';
import { runQuickbooksPull } from './quickbooks-pull.service.ts';
import { quickbooksHarness } from './quickbooks.test-support.ts';

let t: TestApp;
let qb: ReturnType<typeof quickbooksHarness>;
beforeAll(async () => {
  t = await createTestApp();
  qb = quickbooksHarness(t);
});
afterAll(() => t.close());

const connectionOf = async (organizationId: number) =>
  (
    await t.db.select().from(quickbooksConnections).where(eq(quickbooksConnections.organization_id, organizationId))
  )[0]!;

/** Counts every call the sync makes to QuickBooks while `work` runs. */
async function callsDuring(work: () => Promise<unknown>) {
  const accounting = t.deps.accounting as unknown as Record<string, unknown>;
  const originals = new Map<string, unknown>();
  let calls = 0;
  for (const [name, value] of Object.entries(accounting))
    if (typeof value === 'function' && name !== 'readWebhook') {
      originals.set(name, value);
      accounting[name] = (...args: unknown[]) => {
        calls += 1;
        return (value as (...args: unknown[]) => unknown).apply(t.deps.accounting as AccountingProvider, args);
      };
    }
  try {
    await work();
  } finally {
    for (const [name, value] of originals) accounting[name] = value;
  }
  return calls;
}

describe('the QuickBooks tasks and reads', () => {
  it('GET /chart never refreshes a token: past its end it answers 409, and the sync task renews it', async () => {
    const ready = await qb.pushedInvoice('Expired Token Co');
    const before = await connectionOf(ready.organization.id);
    t.clock.advance(3_601_000);
    const refused = await qb.call(ready.token, 'GET', '/api/quickbooks/chart');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The QuickBooks connection is being renewed. Try again in a minute.');
    expect((await connectionOf(ready.organization.id)).access_token_sealed).toBe(before.access_token_sealed);

    await runQuickbooksSync(t.deps);
    const renewed = await connectionOf(ready.organization.id);
    expect(renewed.access_token_sealed).not.toBe(before.access_token_sealed);
    expect((await qb.call(ready.token, 'GET', '/api/quickbooks/chart')).statusCode).toBe(200);
  });

  it('with nothing due, a pass of the sync and the pull calls QuickBooks not once', async () => {
    await qb.pushedInvoice('Idle Co');
    // Every connection's first scan, change feed read and token renewal done: nothing is due after them.
    await runQuickbooksSync(t.deps);
    await runQuickbooksPull(t.deps);
    t.clock.advance(10_000);
    expect(await callsDuring(() => Promise.all([runQuickbooksSync(t.deps), runQuickbooksPull(t.deps)]))).toBe(0);
  });
});
