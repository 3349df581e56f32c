/**
 * Writing the billing run's drafts: a hundred per transaction (numbers, invoices, tips, lines), since each one alone
 * costs a round of commits while the settings row stays locked. When another instance made some of a batch, or
 * charged one of its visits meanwhile (the database holds a visit on one live invoice), the batch rolls back (giving
 * its numbers back) and its invoices are written one at a time, each made or skipped alone; a skipped one is made by
 * the next run without what was taken.
 */
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { takeInvoiceNumbers } from './billing-settings.repository.ts';
import {
  type InvoiceLineValues,
  insertInvoiceLines,
  insertRecurringInvoices,
  markTipsBilled,
  type NewRecurringInvoice,
} from './recurring-billing.repository.ts';

export interface PreparedInvoice {
  values: Omit<NewRecurringInvoice, 'number'> & { subscription_id: number };
  lines: InvoiceLineValues[];
  tip_ids: number[];
  /** The same invoice without its tips, for when another invoice billed them first. */
  without_tips: PreparedInvoice | null;
}

const BATCH = 100;

class AlreadyInvoiced extends Error {}
class TipsTaken extends Error {}
class VisitTaken extends Error {}

async function writeBatch(db: Db, organizationId: number, batch: readonly PreparedInvoice[]) {
  await db.transaction(async (tx) => {
    const numbers = await takeInvoiceNumbers(tx, organizationId, batch.length);
    const made = await insertRecurringInvoices(
      tx,
      batch.map((invoice, index) => ({ ...invoice.values, number: numbers[index]! })),
    );
    if (made.length !== batch.length) throw new AlreadyInvoiced();
    const idOf = new Map(made.map((row) => [row.subscription_id, row.id]));
    for (const invoice of batch) {
      const invoiceId = idOf.get(invoice.values.subscription_id)!;
      if ((await markTipsBilled(tx, organizationId, invoiceId, invoice.tip_ids)) !== invoice.tip_ids.length)
        throw new TipsTaken();
    }
    await insertInvoiceLines(
      tx,
      organizationId,
      batch.flatMap((invoice) =>
        invoice.lines.map((line, position) => ({
          ...line,
          invoice_id: idOf.get(invoice.values.subscription_id)!,
          position,
        })),
      ),
    ).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new VisitTaken() : error;
    });
  });
}

async function writeOne(db: Db, organizationId: number, invoice: PreparedInvoice): Promise<boolean> {
  try {
    await writeBatch(db, organizationId, [invoice]);
    return true;
  } catch (error) {
    if (error instanceof AlreadyInvoiced || error instanceof VisitTaken) return false;
    if (error instanceof TipsTaken && invoice.without_tips) return writeOne(db, organizationId, invoice.without_tips);
    throw error;
  }
}

/** Answers how many of the invoices this run made. */
export async function writeRecurringInvoices(db: Db, organizationId: number, invoices: readonly PreparedInvoice[]) {
  let made = 0;
  for (let index = 0; index < invoices.length; index += BATCH) {
    const batch = invoices.slice(index, index + BATCH);
    try {
      await writeBatch(db, organizationId, batch);
      made += batch.length;
    } catch (error) {
      if (!(error instanceof AlreadyInvoiced || error instanceof TipsTaken || error instanceof VisitTaken)) throw error;
      for (const invoice of batch) if (await writeOne(db, organizationId, invoice)) made += 1;
    }
  }
  return made;
}
