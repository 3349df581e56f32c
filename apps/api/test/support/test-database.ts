import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, pgliteOptions, wrapPglite, type DatabaseHandle } from '../../src/platform/db/client.ts';
import { databaseUrlFor, withAdminClient } from './databases.ts';

/** A migrated, empty database of its own for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle & { url: string | null }> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `ep_test_${randomBytes(6).toString('hex')}`;
    const template = inject('postgresTemplate');
    await withAdminClient(baseUrl, (client) => client.query(`create database ${name} template ${template}`));
    const handle = await openPostgres(databaseUrlFor(baseUrl, name), 5);
    return {
      ...handle,
      url: databaseUrlFor(baseUrl, name),
      async close() {
        await handle.close();
        await withAdminClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplatePath'));
  const client = await PGlite.create(pgliteOptions({ loadDataDir: new Blob([dump]) }));
  return { ...wrapPglite(client), url: null };
}
