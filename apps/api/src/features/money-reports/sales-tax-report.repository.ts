import { type SQL, sql } from 'drizzle-orm';
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
 * lines after discounts) and what was collected, net of refunds. A full join, so a period with only payments or only
 * invoices still shows. Voided invoices count in neither column, nor do their payments and refunds.
 *
 * Collected: each succeeded payment carries, for each finalized taxed invoice it paid, its tax share: applied × tax ÷
 * total, rounded to the cent on its own (half away from zero), in the period the money came in.
 * A refund takes tax back in the period it is made. It first gives back the part of the payment no invoice took (an
 * overpayment left as credit carried no tax), then the rest in proportion to what the payment paid on each invoice,
 * at that invoice's tax ÷ total. The tax taken back is rounded on the payment's running refunded total, each refund
 * taking the difference, so partial refunds never take back a cent more or less than a full refund would, and a
 * payment refunded in full collected exactly nothing.
 */
export async function salesTaxByRate(db: Db, organizationId: number, range: Range) {
  const unit = sql.raw(`'${range.period}'`);
  const inRange = (day: SQL) => sql`${day} between ${range.date_from}::date and ${range.date_to}::date`;
  const rows = await rowsOf<RawRateRow>(
    db,
    sql`
    with invoiced as (
      select date_trunc(${unit}, i.issue_date::timestamp)::date::text as period_start,
        coalesce(i.tax_rate_name, ${DEFAULT_TAX_RATE_NAME}) as tax_rate_name,
        i.tax_rate_millipercent, count(*) as invoices, sum(i.tax_cents) as tax_invoiced_cents,
        sum(greatest(0, coalesce(taxable.cents, 0))) as taxable_cents
      from invoices i
      left join lateral (
        select sum(case when l.taxable then l.amount_cents - l.discount_cents else 0 end) as cents
        from invoice_lines l where l.organization_id = i.organization_id and l.invoice_id = i.id
      ) taxable on true
      where i.organization_id = ${organizationId} and i.status in ${sql.raw(FINALIZED)} and not i.tax_exempt
        and ${inRange(sql`i.issue_date`)}
      group by 1, 2, 3
    ),
    -- Payments received in the range, or refunded in it: only those move this report's collected figures.
    -- Two index-friendly halves rather than one OR, which would read every payment the organization ever had.
    moving_payments as (
      select p.id, p.amount_cents, p.received_on from payments p
      where p.organization_id = ${organizationId} and p.status = 'succeeded' and ${inRange(sql`p.received_on`)}
      union
      select p.id, p.amount_cents, p.received_on from payment_refunds r
      join payments p on p.organization_id = r.organization_id and p.id = r.payment_id
      where r.organization_id = ${organizationId} and p.status = 'succeeded' and ${inRange(sql`r.refunded_on`)}
    ),
    applied as (
      select a.payment_id, a.invoice_id, sum(a.amount_cents) as cents
      from payment_applications a join moving_payments p on p.id = a.payment_id
      where a.organization_id = ${organizationId}
      group by 1, 2
    ),
    -- What each payment paid on each taxed invoice, with what the payment left unapplied and applied in all.
    through as (
      select a.payment_id, a.cents, p.received_on, i.tax_cents, i.total_cents,
        p.amount_cents - sum(a.cents) over (partition by a.payment_id) as unapplied_cents,
        sum(a.cents) over (partition by a.payment_id) as applied_cents,
        taxed.tax_rate_name, taxed.tax_rate_millipercent, taxed.is_taxed
      from applied a
      join moving_payments p on p.id = a.payment_id
      join invoices i on i.organization_id = ${organizationId} and i.id = a.invoice_id
      cross join lateral (
        select coalesce(i.tax_rate_name, ${DEFAULT_TAX_RATE_NAME}) as tax_rate_name, i.tax_rate_millipercent,
          i.status in ${sql.raw(FINALIZED)} and not i.tax_exempt and i.tax_cents > 0 and i.total_cents > 0 as is_taxed
      ) taxed
    ),
    refunds as (
      select r.payment_id, r.refunded_on,
        sum(r.amount_cents) over (partition by r.payment_id order by r.refunded_on, r.id) as running_cents,
        sum(r.amount_cents) over (partition by r.payment_id order by r.refunded_on, r.id) - r.amount_cents
          as running_before_cents
      from payment_refunds r join moving_payments p on p.id = r.payment_id
      where r.organization_id = ${organizationId}
    ),
    movements as (
      select received_on as day, tax_rate_name, tax_rate_millipercent,
        round(cents::numeric * tax_cents / total_cents) as cents
      from through where is_taxed and ${inRange(sql`received_on`)}
      union all
      select r.refunded_on, t.tax_rate_name, t.tax_rate_millipercent,
        round(greatest(0, r.running_before_cents - t.unapplied_cents)::numeric * t.cents * t.tax_cents
          / (t.applied_cents * t.total_cents))
        - round(greatest(0, r.running_cents - t.unapplied_cents)::numeric * t.cents * t.tax_cents
          / (t.applied_cents * t.total_cents))
      from refunds r join through t on t.payment_id = r.payment_id
      where t.is_taxed and ${inRange(sql`r.refunded_on`)}
    ),
    collected as (
      select date_trunc(${unit}, day::timestamp)::date::text as period_start, tax_rate_name, tax_rate_millipercent,
        sum(cents) as tax_collected_cents
      from movements group by 1, 2, 3
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
