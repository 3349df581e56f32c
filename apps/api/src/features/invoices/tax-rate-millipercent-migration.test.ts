import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPostgres, pgliteOptions, wrapPglite, type DatabaseHandle } from '../../platform/db/client.ts';
import { migrationsFolder } from '../../platform/db/migrate.ts';
import { databaseUrlFor, withAdminClient } from '../../../test/support/databases.ts';

/**
 * Rates stored in basis points before 0021 keep their value as thousandths of a percent: 8.25 % stays 8.25 %, on the
 * billing settings, the sales tax rates and the invoices already written.
 */

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((entry) => entry.tag);
const MILLIPERCENT_MIGRATION = '0021_tax_rate_millipercent';

let handle: DatabaseHandle;
let dropDatabase: () => Promise<void> = async () => undefined;

async function apply(tag: string) {
  const text = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.trim()) await handle.db.execute(sql.raw(statement));
}

const run = (query: string) => handle.db.execute(sql.raw(query));
const rows = async <T>(query: string) => ((await run(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `ep_tax_rate_migration_${randomBytes(4).toString('hex')}`;
    await withAdminClient(baseUrl, (client) => client.query(`create database ${name}`));
    handle = await openPostgres(databaseUrlFor(baseUrl, name), 1);
    dropDatabase = () =>
      withAdminClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      );
  } else {
    handle = wrapPglite(await PGlite.create(pgliteOptions()));
  }
  for (const tag of tags.slice(0, tags.indexOf(MILLIPERCENT_MIGRATION))) await apply(tag);
});
afterAll(async () => {
  await handle.close();
  await dropDatabase();
});

describe('the tax rate millipercent migration', () => {
  it('keeps every stored rate, and the rate check then allows three decimals up to 100 %', async () => {
    await run(`insert into organizations (name) values ('Old Scoopers')`);
    const [organization] = await rows<{ id: number }>(`select id from organizations where name = 'Old Scoopers'`);
    const org = organization!.id;
    await run(`insert into billing_settings (organization_id, default_tax_rate_bps) values (${org}, 290)`);
    await run(`insert into sales_tax_rates (organization_id, name, rate_bps, zip) values
      (${org}, 'Denver', 881, '80202'), (${org}, 'Everything', 10000, '80203'), (${org}, 'None', 0, '80204')`);
    await run(`insert into clients (organization_id, first_name, last_name) values (${org}, 'Pat', 'Doe')`);
    const [client] = await rows<{ id: number }>(`select id from clients where organization_id = ${org}`);
    await run(`insert into invoices (organization_id, number, kind, client_id, status, issue_date, due_date, bill_to,
        tax_rate_bps, tax_rate_name, subtotal_cents, tax_cents, total_cents, amount_due_cents)
      values (${org}, 1001, 'one_time', ${client!.id}, 'open', '2026-03-02', '2026-03-02', '{"name":"Pat Doe"}',
        825, 'Denver', 10000, 825, 10825, 10825)`);

    await apply(MILLIPERCENT_MIGRATION);

    expect(
      await rows(`select default_tax_rate_millipercent from billing_settings where organization_id = ${org}`),
    ).toEqual([{ default_tax_rate_millipercent: 2900 }]);
    expect(
      await rows(`select name, rate_millipercent from sales_tax_rates where organization_id = ${org} order by zip`),
    ).toEqual([
      { name: 'Denver', rate_millipercent: 8810 },
      { name: 'Everything', rate_millipercent: 100_000 },
      { name: 'None', rate_millipercent: 0 },
    ]);
    expect(
      await rows(`select tax_rate_millipercent, tax_cents, total_cents from invoices where organization_id = ${org}`),
    ).toEqual([{ tax_rate_millipercent: 8250, tax_cents: 825, total_cents: 10825 }]);

    await run(`insert into sales_tax_rates (organization_id, name, rate_millipercent, zip)
      values (${org}, 'New York City', 8875, '10001')`);
    await expect(
      run(`insert into sales_tax_rates (organization_id, name, rate_millipercent, zip)
        values (${org}, 'Too much', 100001, '10002')`),
    ).rejects.toThrow();
  });
});
