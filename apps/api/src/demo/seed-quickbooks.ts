/**
 * Issue 17's demo: Demo Scoopers connected to a stand-in sandbox company, accounts mapped, customers matched, a sync
 * history (one change that failed once and went through on the retry) and one mismatch: a payment the accountant
 * entered in QuickBooks that the webhook has not brought here yet. All through the feature's front door and the
 * real adapter against the stand-in, so the settings page shows what a real connection would.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../platform/deps.ts';
import { createStandinCompany } from '../platform/providers/accounting/standin-mode.ts';
import { organizations } from '../platform/identity/organizations.table.ts';
import {
  acceptSuggestionsOf,
  completeMatchingOf,
  connectWithCode,
  firstPushedOpenInvoice,
  queueMissing,
  reconcile,
  saveMappingsFor,
  startChangeFeedNow,
  startSyncingFrom,
  workQueue,
} from '../features/quickbooks/index.ts';

const DEMO_NAME = 'Demo Scoopers';
/**
 * Invoices posted while seeding, with their customers. The rest of the demo's history stays out (the sync starts
 * today), so a demo server never spends its first minutes posting three months of records.
 */
const SEEDED_INVOICES = 6;

export async function seedQuickbooksDemo(deps: AppDeps) {
  if (deps.config.quickbooks.provider !== 'standin') return false;
  const [demo] = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, DEMO_NAME));
  if (!demo) return false;
  const standin = createStandinCompany(deps.config, deps.db, () => deps.clock.now());
  const { code, realmId } = await standin.connect();
  await connectWithCode(deps, demo.id, null, code, realmId);
  await saveMappingsFor(deps, demo.id, {
    default_item_id: '20',
    tip_item_id: '23',
    tax_code_id: '2',
    deposit_account_id: '35',
    fee_expense_account_id: '11',
    refund_account_id: '1',
    items: [],
  });
  await acceptSuggestionsOf(deps, demo.id);
  await completeMatchingOf(deps, demo.id);
  await queueMissing(deps, demo.id, { invoiceLimit: SEEDED_INVOICES });

  // The first customer's answer is lost once; the retry, with the same request id, gets the customer made the first time.
  await standin.loseNextAnswer(realmId);
  await workQueue(deps, { budgetMs: 60_000 });
  await workQueue(deps, { at: new Date(deps.clock.now().getTime() + 61_000), budgetMs: 60_000 });
  await startSyncingFrom(deps, demo.id, deps.clock.now().toISOString().slice(0, 10));

  // Half an invoice paid by check in QuickBooks: only there until the change feed brings it (the one mismatch).
  const pushed = await firstPushedOpenInvoice(deps.db, demo.id);
  if (pushed) {
    const half = Math.floor(pushed.total_cents / 2);
    await standin.recordPaymentInQuickBooks(realmId, {
      customer_id: pushed.customer_quickbooks_id,
      txn_date: pushed.issue_date,
      amount_cents: half,
      applied: [{ invoice_id: pushed.quickbooks_id, amount_cents: half }],
      reference: '2207',
    });
  }
  await reconcile(deps, demo.id, { onlyLinked: true });
  await startChangeFeedNow(deps, demo.id);
  return true;
}
