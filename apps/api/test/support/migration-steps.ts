/**
 * A scratch database migrated step by step, to test a data migration on rows written before it: PGlite, or a
 * database of its own on the PostgreSQL that DATABASE_URL names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPostgres, pgliteOptions, wrapPglite, type DatabaseHandle } from '../../src/platform/db/client.ts';
import { migrationsFolder } from '../../src/platform/db/migrate.ts';
import { databaseUrlFor, withAdminClient } from './databases.ts';

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((entry) => entry.tag);

export interface MigrationSteps {
  /** Applies every migration before `tag`, not `tag` itself. */
  applyBefore(tag: string): Promise<void>;
  /** Applies `tag` alone, or with `andAfter` every one after it too. */
  apply(tag: string, options?: { andAfter?: boolean }): Promise<void>;
  run(query: string): Promise<unknown>;
  rows<T>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function openMigrationSteps(label: string): Promise<MigrationSteps> {
  const baseUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDatabase = async () => undefined;
  if (baseUrl) {
    const name = `ep_${label}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(baseUrl, (client) => client.query(`create database ${name}`));
    handle = await openPostgres(databaseUrlFor(baseUrl, name), 1);
    dropDatabase = async () => {
      await withAdminClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    };
  } else {
    handle = wrapPglite(await PGlite.create(pgliteOptions()));
  }
  const run = (query: string) => handle.db.execute(sql.raw(query));
  const applyOne = async (tag: string) => {
    const text = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await run(statement);
  };
  const indexOf = (tag: string) => {
    const index = tags.indexOf(tag);
    if (index < 0) throw new Error(`No migration ${tag} in the journal`);
    return index;
  };
  return {
    async applyBefore(tag) {
      for (const earlier of tags.slice(0, indexOf(tag))) await applyOne(earlier);
    },
    async apply(tag, options = {}) {
      const start = indexOf(tag);
      for (const next of tags.slice(start, options.andAfter ? undefined : start + 1)) await applyOne(next);
    },
    run,
    rows: async <T>(query: string) => ((await run(query)) as unknown as { rows: T[] }).rows,
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}
