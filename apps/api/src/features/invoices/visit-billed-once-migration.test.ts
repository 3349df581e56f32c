import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceTotals } from '@employee-portal/core';
import { openMigrationSteps, type MigrationSteps } from '../../../test/support/migration-steps.ts';

/**
 * A database written before visits were held once: the billing run's later drafts charged visits that earlier
 * invoices already bill. The migration takes those lines off the drafts (totalling them again, or voiding a draft left
 * with nothing to charge), never changes a finalized invoice, and from then on the database holds each visit.
 */

const MIGRATION = '0039_visit_billed_once';

let steps: MigrationSteps;
beforeAll(async () => {
  steps = await openMigrationSteps('visit_billed_once');
  await steps.applyBefore(MIGRATION);
});
afterAll(() => steps.close());

interface LineSpec {
  kind: string;
  cents: number;
  job?: number;
  cross_sell?: number;
  taxable?: boolean;
  discountable?: boolean;
  tip?: number;
}

const one = async <T>(query: string) => (await steps.rows<T>(query))[0]!;

describe('the visit billed once migration', () => {
  it('takes visits billed twice off the later drafts, keeps finalized invoices, and holds each visit after', async () => {
    const { id: org } = await one<{ id: number }>(
      `insert into organizations (name) values ('Twice Scoopers') returning id`,
    );
    const { id: otherOrg } = await one<{ id: number }>(
      `insert into organizations (name) values ('Other') returning id`,
    );
    const { id: client } = await one<{ id: number }>(
      `insert into clients (organization_id, first_name, last_name) values (${org}, 'Melissa', 'Adams') returning id`,
    );
    const { id: otherClient } = await one<{ id: number }>(
      `insert into clients (organization_id, first_name, last_name) values (${otherOrg}, 'Pat', 'Doe') returning id`,
    );
    const { id: location } = await one<{ id: number }>(
      `insert into client_locations (organization_id, client_id, address_line1, city, state, zip)
       values (${org}, ${client}, '3057 E Exposition Ave', 'Denver', 'CO', '80209') returning id`,
    );
    const { id: tippedJob } = await one<{ id: number }>(
      `insert into jobs (organization_id, kind, origin, client_id, client_location_id, service_date, status, price_cents)
       values (${org}, 'residential', 'recurring', ${client}, ${location}, '2026-11-24', 'completed', 2000) returning id`,
    );
    let number = 1000;
    const invoice = async (
      status: string,
      lines: LineSpec[],
      options: { organization?: number; client?: number; coupon?: string; tax?: number; gift?: number } = {},
    ) => {
      const organization = options.organization ?? org;
      number += 1;
      const { id } = await one<{ id: number }>(`insert into invoices (organization_id, number, kind, client_id, status,
          issue_date, due_date, bill_to, coupon_percent_off, coupon_amount_off_cents, tax_rate_millipercent,
          gift_certificate_applied_cents, subtotal_cents, total_cents, amount_due_cents, paid_cents)
        values (${organization}, ${number}, 'recurring', ${options.client ?? client}, '${status}', '2026-12-07',
          '2026-12-22', '{"name":"Melissa Adams"}', ${options.coupon ?? 'null, null'}, ${options.tax ?? 0},
          ${options.gift ?? 0}, 9999, 9999, 9999, ${status === 'paid' ? 9999 : 0})
        returning id`);
      for (const [index, line] of lines.entries())
        await steps.run(`insert into invoice_lines (organization_id, invoice_id, position, kind, description, quantity,
            unit_cents, amount_cents, discount_cents, taxable, discountable, job_id, cross_sell_id, tip_id)
          values (${organization}, ${id}, ${index + 1}, '${line.kind}', '${line.kind}', 1, ${line.cents}, ${line.cents},
            0, ${line.taxable ?? line.kind !== 'tip'}, ${line.discountable ?? line.kind !== 'tip'}, ${line.job ?? 'null'},
            ${line.cross_sell ?? 'null'}, ${line.tip ?? 'null'})`);
      return id;
    };
    const visit = (job: number, cents = 2000): LineSpec => ({ kind: 'visit', cents, job });
    const invoiceRow = (id: number) => one<Record<string, unknown>>(`select * from invoices where id = ${id}`);
    const linesOf = (id: number) =>
      steps.rows<{ kind: string; job_id: number | null; amount_cents: number; discount_cents: number }>(
        `select kind, job_id, amount_cents, discount_cents, charged_job_id from invoice_lines where invoice_id = ${id}
         order by position`,
      );

    // Paid for December from the 1st; the run then billed the same visits again from the 7th.
    const paid = await invoice('paid', [visit(11), visit(12), { kind: 'cross_sell', cents: 500 }, credit(19)]);
    const { id: tip } = await one<{ id: number }>(
      `insert into tips (organization_id, job_id, client_id, amount_cents, source) values (${org}, ${tippedJob},
        ${client}, 300, 'once') returning id`,
    );
    const repeated = await invoice('draft', [
      visit(11),
      visit(12),
      { kind: 'cross_sell', cents: 500, job: 11, cross_sell: 7 },
      credit(19),
      { kind: 'tip', cents: 300, job: tippedJob, tip },
    ]);
    await steps.run(`update tips set invoice_id = ${repeated} where id = ${tip}`);
    // A draft with one visit billed already and others not, a 10 % coupon, 8.875 % tax and a certificate.
    const mixedLines: LineSpec[] = [
      visit(12),
      visit(13, 2100),
      { kind: 'cross_sell', cents: 500, job: 13, cross_sell: 7 },
      { kind: 'custom', cents: 1250, taxable: false },
      { kind: 'tip', cents: 300 },
      credit(18, 2100),
    ];
    const mixed = await invoice('draft', mixedLines, { coupon: '10, null', tax: 8875, gift: 1000 });
    const amountOffLines = [visit(11), visit(15, 1900), visit(16, 1900), visit(17, 1000)];
    const amountOff = await invoice('draft', amountOffLines, { coupon: 'null, 700', tax: 2900 });
    // Two finalized invoices charging one visit: their money stays as it is, for the office to refund.
    const open = await invoice('open', [visit(14)]);
    const alsoPaid = await invoice('paid', [visit(14)]);
    const voided = await invoice('void', [visit(15)]);
    const elsewhere = await invoice('draft', [visit(11)], { organization: otherOrg, client: otherClient });
    const finalizedBefore = await Promise.all([paid, open, alsoPaid, voided, elsewhere].map(invoiceRow));

    await steps.apply(MIGRATION, { andAfter: true });

    expect(await Promise.all([paid, open, alsoPaid, voided, elsewhere].map(invoiceRow))).toEqual(finalizedBefore);
    expect(await invoiceRow(repeated)).toMatchObject({
      status: 'void',
      void_reason: 'Billed twice: its visits are on an earlier invoice',
    });
    expect((await linesOf(repeated)).map((line) => line.kind)).toEqual(['tip']);
    expect(await steps.rows(`select invoice_id from tips where id = ${tip}`)).toEqual([{ invoice_id: null }]);

    const kept = (lines: LineSpec[]) =>
      lines.map((line) => ({
        quantity: 1,
        unit_cents: line.cents,
        taxable: line.taxable ?? line.kind !== 'tip',
        discountable: line.discountable ?? line.kind !== 'tip',
      }));
    const expectTotals = async (id: number, lines: LineSpec[], coupon: object, tax: number, gift: number) => {
      const totals = invoiceTotals({
        lines: kept(lines),
        coupon: { percent_off: null, amount_off_cents: null, ...coupon },
        tax_rate_millipercent: tax,
        tax_exempt: false,
        available_credit_cents: 0,
        available_gift_certificate_cents: gift,
      });
      expect(await invoiceRow(id)).toMatchObject({
        status: 'draft',
        subtotal_cents: totals.subtotal_cents,
        discount_cents: totals.discount_cents,
        tax_cents: totals.tax_cents,
        total_cents: totals.total_cents,
        credit_applied_cents: 0,
        gift_certificate_applied_cents: totals.gift_certificate_applied_cents,
        amount_due_cents: totals.amount_due_cents,
      });
      expect(
        (await linesOf(id)).map((line) => [line.kind, line.job_id, line.amount_cents, line.discount_cents]),
      ).toEqual(
        lines.map((line, index) => [line.kind, line.job ?? null, line.cents, totals.line_discount_cents[index]]),
      );
      return totals;
    };
    const mixedTotals = await expectTotals(mixed, mixedLines.slice(1), { percent_off: 10 }, 8875, 1000);
    // 10 % of 1,750 discountable; 8.875 % of the 382 left taxable; 2,050 − 175 + 34, less the 1,000 certificate.
    expect(mixedTotals).toMatchObject({ discount_cents: 175, tax_cents: 34, total_cents: 1909, amount_due_cents: 909 });
    await expectTotals(amountOff, amountOffLines.slice(1), { amount_off_cents: 700 }, 2900, 0);

    // Each visit is now held by one live line: the first of two finalized ones, never a void invoice's.
    const holders = await steps.rows<{ invoice_id: number; charged_job_id: number }>(
      `select invoice_id, charged_job_id from invoice_lines where organization_id = ${org} and charged_job_id is not null
       and kind <> 'cross_sell' order by charged_job_id`,
    );
    expect(holders).toEqual([
      { invoice_id: paid, charged_job_id: 11 },
      { invoice_id: paid, charged_job_id: 12 },
      { invoice_id: mixed, charged_job_id: 13 },
      { invoice_id: open, charged_job_id: 14 },
      { invoice_id: amountOff, charged_job_id: 15 },
      { invoice_id: amountOff, charged_job_id: 16 },
      { invoice_id: amountOff, charged_job_id: 17 },
    ]);

    // And the database keeps it so: a second charge is refused until the invoice holding the visit is voided.
    const again = `insert into invoice_lines (organization_id, invoice_id, position, kind, description, quantity,
      unit_cents, amount_cents, taxable, discountable, job_id) values (${org}, ${alsoPaid}, 9, 'visit', 'again', 1,
      2100, 2100, true, true, 13)`;
    await expect(steps.run(again)).rejects.toThrow();
    await steps.run(`update invoices set status = 'void' where id = ${mixed}`);
    await steps.run(again);
  });
});

function credit(job: number, cents = 2000): LineSpec {
  return { kind: 'skipped_visit_credit', cents: -cents, job };
}
