import type { InjectOptions } from 'fastify';
import type { TestApp } from '../../../test/support/test-app.ts';
import { jobSetting } from '../../../test/support/job-factories.ts';
import { createStandinCompany } from '../../platform/providers/accounting/standin-mode.ts';
import { createDbStandinStore } from '../../platform/providers/accounting/quickbooks-standin-store.ts';
import { createOpenInvoice } from '../../../test/support/payment-factories.ts';
import { residentialClient } from '../invoices/index.ts';
import { findLink } from './quickbooks.repository.ts';
import { workQueue } from './quickbooks-push.service.ts';

/** The stand-in company's seeded chart (see the stand-in's seed): what a valid mapping names. */
export const validMappings = {
  default_item_id: '20',
  tip_item_id: '23',
  tax_code_id: '2',
  deposit_account_id: '35',
  fee_expense_account_id: '11',
  items: [],
};

export function quickbooksHarness(t: TestApp) {
  const standin = createStandinCompany(t.deps.config, t.db, () => t.clock.now());
  const books = createDbStandinStore(t.db);
  const call = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.injectAs(token, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  /** Starts the consent, approves it at the stand-in, and hands the answer back as /quick_books_oauth would. */
  async function connect(token: string) {
    const start = await call(token, 'POST', '/api/quickbooks/connect');
    if (start.statusCode !== 200) throw new Error(`connect failed: ${start.body}`);
    const state = new URL(start.json().authorize_url).searchParams.get('state')!;
    const { code, realmId } = await standin.connect();
    const back = await call(token, 'POST', '/api/quickbooks/oauth_return', { code, state, realmId });
    return { back, state, code, realmId };
  }

  /** An organization connected, mapped and matched: ready for its first sync. */
  async function readyOrganization(name: string) {
    const setting = await jobSetting(t, name);
    const token = setting.owner.token;
    const { back, realmId } = await connect(token);
    if (back.statusCode !== 200) throw new Error(`oauth return failed: ${back.body}`);
    const mapped = await call(token, 'PUT', '/api/quickbooks/mappings', validMappings);
    if (mapped.statusCode !== 200) throw new Error(`mapping failed: ${mapped.body}`);
    const done = await call(token, 'POST', '/api/quickbooks/customer_matches/complete');
    if (done.statusCode !== 200) throw new Error(`matching failed: ${done.body}`);
    return { ...setting, token, realmId };
  }

  /** A ready organization whose first invoice has reached QuickBooks, with its customer. */
  async function pushedInvoice(name: string, amount = 6000) {
    const ready = await readyOrganization(name);
    const invoice = await createOpenInvoice(t.db, ready.organization.id, residentialClient(ready.client.id), {
      amount_cents: amount,
    });
    await call(token(ready), 'POST', '/api/quickbooks/sync');
    await workQueue(t.deps);
    const link = await findLink(t.db, ready.organization.id, 'invoice', invoice.id);
    const customer = await findLink(t.db, ready.organization.id, 'customer', ready.client.id);
    if (!link || !customer) throw new Error('the invoice did not reach QuickBooks');
    return { ...ready, invoice, link, customer };
  }
  const token = (ready: { token: string }) => ready.token;

  return { standin, books, call, connect, readyOrganization, pushedInvoice };
}
