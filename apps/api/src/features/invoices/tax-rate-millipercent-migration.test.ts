import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationSteps, type MigrationSteps } from '../../../test/support/migration-steps.ts';

/**
 * Rates stored in basis points before 0021 keep their value as thousandths of a percent: 8.25 % stays 8.25 %, on the
 * billing settings, the sales tax rates and the invoices already written.
 */

const MILLIPERCENT_MIGRATION = '0021_tax_rate_millipercent';

let steps: MigrationSteps;
beforeAll(async () => {
  steps = await openMigrationSteps('tax_rate_migration');
  await steps.applyBefore(MILLIPERCENT_MIGRATION);
});
afterAll(() => steps.close());

describe('the tax rate millipercent migration', () => {
  it('keeps every stored rate, and the rate check then allows three decimals up to 100 %', async () => {
    await steps.run(`insert into organizations (name) values ('Old Scoopers')`);
    const [organization] = await steps.rows<{ id: number }>(`select id from organizations where name = 'Old Scoopers'`);
    const org = organization!.id;
    await steps.run(`insert into billing_settings (organization_id, default_tax_rate_bps) values (${org}, 290)`);
    await steps.run(`insert into sales_tax_rates (organization_id, name, rate_bps, zip) values
      (${org}, 'Denver', 881, '80202'), (${org}, 'Everything', 10000, '80203'), (${org}, 'None', 0, '80204')`);
    await steps.run(`insert into clients (organization_id, first_name, last_name) values (${org}, 'Pat', 'Doe')`);
    const [client] = await steps.rows<{ id: number }>(`select id from clients where organization_id = ${org}`);
    await steps.run(`insert into invoices (organization_id, number, kind, client_id, status, issue_date, due_date, bill_to,
        tax_rate_bps, tax_rate_name, subtotal_cents, tax_cents, total_cents, amount_due_cents)
      values (${org}, 1001, 'one_time', ${client!.id}, 'open', '2026-03-02', '2026-03-02', '{"name":"Pat Doe"}',
        825, 'Denver', 10000, 825, 10825, 10825)`);

    await steps.apply(MILLIPERCENT_MIGRATION);

    expect(
      await steps.rows(`select default_tax_rate_millipercent from billing_settings where organization_id = ${org}`),
    ).toEqual([{ default_tax_rate_millipercent: 2900 }]);
    expect(
      await steps.rows(
        `select name, rate_millipercent from sales_tax_rates where organization_id = ${org} order by zip`,
      ),
    ).toEqual([
      { name: 'Denver', rate_millipercent: 8810 },
      { name: 'Everything', rate_millipercent: 100_000 },
      { name: 'None', rate_millipercent: 0 },
    ]);
    expect(
      await steps.rows(
        `select tax_rate_millipercent, tax_cents, total_cents from invoices where organization_id = ${org}`,
      ),
    ).toEqual([{ tax_rate_millipercent: 8250, tax_cents: 825, total_cents: 10825 }]);

    await steps.run(`insert into sales_tax_rates (organization_id, name, rate_millipercent, zip)
      values (${org}, 'New York City', 8875, '10001')`);
    await expect(
      steps.run(`insert into sales_tax_rates (organization_id, name, rate_millipercent, zip)
        values (${org}, 'Too much', 100001, '10002')`),
    ).rejects.toThrow();
  });
});
