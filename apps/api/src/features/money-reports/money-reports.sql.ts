/** Reading raw aggregate rows the same way on both drivers: sums come back as text or bigint, dates as text. */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A count or sum of cents from an aggregate (null when nothing was summed). */
export const whole = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** Invoices the business has issued: finalized (open or paid), never drafts or voided ones. */
export const FINALIZED = `('open', 'paid')`;
