/**
 * Many rows in one INSERT of a single JSON parameter the database unpacks, as the jobs feature inserts its planned
 * visits: a year of invoices, payments and shifts as thousands of bind parameters costs the embedded database three
 * times as much. Every row must carry the same columns (a column left out takes its default in every row).
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client.ts';

/** A document per chunk keeps each statement's JSON a few megabytes at most. */
const CHUNK = 2000;

function recordsetOf(table: PgTable, rows: readonly Record<string, unknown>[]) {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => rows[0]![key] !== undefined);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { name: column.name, type: column.getSQLType() };
  });
  const list = sql.raw(names.map((column) => column.name).join(', '));
  const types = sql.raw(names.map((column) => `${column.name} ${column.type}`).join(', '));
  return { list, types };
}

/** The rows of the document with their place in it, to insert in that order. */
function rowsOf(document: string, list: SQL, types: SQL) {
  return sql`rows from (jsonb_to_recordset(${document}::jsonb) as (${types})) with ordinality as row_values(${list}, row_order)`;
}

/** Inserts the rows; answers the columns asked for of each inserted row, in the order given. */
export async function insertJsonRows<Returned extends Record<string, unknown> = Record<string, never>>(
  db: Db,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  returning: readonly (keyof Returned & string)[] = [],
): Promise<Returned[]> {
  if (rows.length === 0) return [];
  const { list, types } = recordsetOf(table, rows);
  const answer: Returned[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const document = JSON.stringify(chunk);
    // Rows asked back go in (and come back) in the document's order: identities follow it, as a VALUES list's do.
    const result = (await db.execute(
      returning.length
        ? sql`insert into ${table} (${list}) select ${list} from ${rowsOf(document, list, types)}
            order by row_order returning ${sql.raw(returning.join(', '))}`
        : sql`insert into ${table} (${list})
            select ${list} from jsonb_to_recordset(${document}::jsonb) as row_values(${types})`,
    )) as unknown as { rows: Returned[] };
    answer.push(...result.rows);
  }
  return answer;
}
