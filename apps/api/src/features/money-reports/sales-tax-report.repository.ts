import { sql } from 'drizzle-orm';
import { DEFAULT_TAX_RATE_NAME, type SalesTaxPeriod } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { FINALIZED, rowsOf, whole } from './money-reports.sql.ts';

interface Range {
  date_from: string;
  date_to: string;
  period: SalesTaxPeriod;
}

interface RawRateRow {
  period_start: string;
  tax_rate_name: string;
  tax_rate_millipercent: number;
  invoices: unknown;
  taxable_cents: unknown;
  tax_invoiced_cents: unknown;
  tax_collected_cents: unknown;
}

/**
 * Per period and rate: what was invoiced (finalized invoices by issue day, the taxable amount from their taxable
 * lines after discounts) and what was collected (money received in the period on any finalized invoice, its tax
 * share rounded per invoice). A full join, so a period with only payments or only invoices still shows.
 */
export async function salesTaxByRate(db: Db, organizationId: number, range: Range) {
  const unit = sql.raw(`'${range.period}'`);
  const rateName = sql`coalesce(i.tax_rate_name, ${DEFAULT_TAX_RATE_NAME})`;
  const rows = await rowsOf<RawRateRow>(
    db,
    sql`
    with invoiced as (
      select date_trunc(${unit}, i.issue_date::timestamp)::date::text as period_start, ${rateName} as tax_rate_name,
        i.tax_rate_millipercent, count(*) as invoices, sum(i.tax_cents) as tax_invoiced_cents,
        sum(greatest(0, coalesce(taxable.cents, 0))) as taxable_cents
      from invoices i
      left join lateral (
        select sum(case when l.taxable then l.amount_cents - l.discount_cents else 0 end) as cents
        from invoice_lines l where l.organization_id = i.organization_id and l.invoice_id = i.id
      ) taxable on true
      where i.organization_id = ${organizationId} and i.status in ${sql.raw(FINALIZED)} and not i.tax_exempt
        and i.issue_date between ${range.date_from}::date and ${range.date_to}::date
      group by 1, 2, 3
    ),
    shares as (
      select date_trunc(${unit}, p.received_on::timestamp)::date::text as period_start, ${rateName} as tax_rate_name,
        i.tax_rate_millipercent, round(sum(a.amount_cents)::numeric * i.tax_cents / i.total_cents) as cents
      from payment_applications a
      join payments p on p.organization_id = a.organization_id and p.id = a.payment_id
      join invoices i on i.organization_id = a.organization_id and i.id = a.invoice_id
      where a.organization_id = ${organizationId} and p.status = 'succeeded'
        and p.received_on between ${range.date_from}::date and ${range.date_to}::date
        and i.status in ${sql.raw(FINALIZED)} and not i.tax_exempt and i.tax_cents > 0 and i.total_cents > 0
      group by 1, 2, 3, i.id, i.tax_cents, i.total_cents
    ),
    collected as (
      select period_start, tax_rate_name, tax_rate_millipercent, sum(cents) as tax_collected_cents from shares group by 1, 2, 3
    )
    select period_start, tax_rate_name, tax_rate_millipercent, invoiced.invoices, invoiced.taxable_cents,
      invoiced.tax_invoiced_cents, collected.tax_collected_cents
    from invoiced full join collected using (period_start, tax_rate_name, tax_rate_millipercent)
    order by period_start, tax_rate_name, tax_rate_millipercent`,
  );
  return rows.map((row) => ({
    period_start: row.period_start,
    tax_rate_name: row.tax_rate_name,
    tax_rate_millipercent: whole(row.tax_rate_millipercent),
    invoices: whole(row.invoices),
    taxable_cents: whole(row.taxable_cents),
    tax_invoiced_cents: whole(row.tax_invoiced_cents),
    tax_collected_cents: whole(row.tax_collected_cents),
  }));
}

/** Tax-exempt clients' finalized invoices in the range: reported apart, as they carry no tax. */
export async function taxExemptInvoices(db: Db, organizationId: number, range: Omit<Range, 'period'>) {
  const [row] = await rowsOf<{ invoices: unknown; total_cents: unknown }>(
    db,
    sql`
    select count(*) as invoices, sum(total_cents) as total_cents from invoices
    where organization_id = ${organizationId} and status in ${sql.raw(FINALIZED)} and tax_exempt
      and issue_date between ${range.date_from}::date and ${range.date_to}::date`,
  );
  return { invoices: whole(row?.invoices), total_cents: whole(row?.total_cents) };
}
