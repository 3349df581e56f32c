import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Both drivers' databases and transactions share this shape; repositories take it. It carries no table map: queries
 * name their tables (nothing uses drizzle's relational `db.query`), and a typed map would make platform import every
 * feature's table (platform never imports features). The tables are assembled for drizzle-kit in `src/db/schema.ts`.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `work` on one connection holding a session-level advisory lock. */
  withAdvisoryLock<T>(key: number, work: (db: Db) => Promise<T>): Promise<T>;
  /** For LISTEN/NOTIFY and other raw needs of the platform. */
  pool: pg.Pool | null;
  close(): Promise<void>;
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async withAdvisoryLock(key, work) {
      const client = await pool.connect();
      try {
        const lockedDb = drizzlePg({ client }) as unknown as Db;
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work(lockedDb);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite, release: () => void = () => undefined): DatabaseHandle {
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pool: null,
    async withAdvisoryLock(key, work) {
      await db.execute(sql`select pg_advisory_lock(${key})`);
      try {
        return await work(db);
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${key})`);
      }
    },
    async close() {
      await client.close();
      release();
    },
  };
}

/** Extensions the migrations create (client search uses trigram indexes); PostgreSQL ships them in contrib. */
export const pgliteOptions = (options: PGliteOptions = {}): PGliteOptions => ({ ...options, extensions: { pg_trgm } });

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(pgliteOptions({ dataDir }));
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
