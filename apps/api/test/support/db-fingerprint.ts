import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/client.ts';

/** Table name → `rows:md5`; two equal fingerprints mean no row was added, removed or changed. */
export type DatabaseFingerprint = Record<string, string>;

export interface FingerprintOptions {
  /** Tables left out entirely (counters that any request may legitimately touch). */
  ignoreTables?: readonly string[];
  /** Columns left out of the hash, per table (bookkeeping such as a token's last use). */
  ignoreColumns?: Readonly<Record<string, readonly string[]>>;
}

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Row count and an md5 over every row of every table in the public schema. Rows are hashed as jsonb text
 * and sorted by that text, so the fingerprint needs no knowledge of each table's primary key and stays
 * correct when features add tables.
 */
export async function databaseFingerprint(db: Db, options: FingerprintOptions = {}): Promise<DatabaseFingerprint> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  const ignored = new Set(options.ignoreTables ?? []);
  const selects = tables.rows
    .map((row) => row.tablename)
    .filter((table) => !ignored.has(table))
    .map((table) => {
      const columns = options.ignoreColumns?.[table] ?? [];
      const rowText =
        columns.length > 0
          ? `(to_jsonb(x) - array[${columns.map(literal).join(', ')}]::text[])::text`
          : 'to_jsonb(x)::text';
      return `select ${literal(table)} as name, count(*)::int as total, coalesce(md5(string_agg(r, '|' order by r)), '') as hash
        from (select ${rowText} as r from ${identifier(table)} x) s`;
    });
  if (selects.length === 0) return {};
  const result = (await db.execute(sql.raw(selects.join(' union all ')))) as unknown as {
    rows: { name: string; total: number; hash: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.total}:${row.hash}`]));
}

/** Names of the tables whose fingerprint differs, for a readable failure message. */
export function changedTables(before: DatabaseFingerprint, after: DatabaseFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * The next transaction id the database will assign. Every write takes a transaction id and reads do not, so an
 * unchanged value means nothing was written and a fingerprint can be skipped. Other databases on the same
 * PostgreSQL server move it too, which costs only a needless fingerprint.
 */
export async function nextTransactionId(db: Db): Promise<string> {
  const result = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`)) as unknown as {
    rows: { xmax: string }[];
  };
  return result.rows[0]?.xmax ?? '';
}
