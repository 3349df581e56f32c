import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/** Arbitrary but fixed: every instance asks for the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 727_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async (db) => {
    if (handle.kind === 'postgres') await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
    else await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  });
}
