import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteOptions, wrapPglite } from '../src/platform/db/client.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { databaseUrlFor, withAdminClient } from './support/databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/** Migrates once; every test file then starts from a copy of this database (a fresh PGlite or a TEMPLATE clone). */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = `ep_template_${process.pid}`;
    await withAdminClient(baseUrl, async (client) => {
      await client.query(`drop database if exists ${template}`);
      await client.query(`create database ${template}`);
    });
    const handle = await openPostgres(databaseUrlFor(baseUrl, template), 1);
    await runMigrations(handle);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await withAdminClient(baseUrl, (client) => client.query(`drop database if exists ${template}`));
    };
  }
  const client = await PGlite.create(pgliteOptions());
  const handle = wrapPglite(client);
  await runMigrations(handle);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const templatePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ep-template-')), 'template.tar');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(templatePath), { recursive: true, force: true });
}
