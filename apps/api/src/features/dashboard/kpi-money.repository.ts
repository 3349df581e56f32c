/**
 * Dashboard money: sales are finalized invoices (open or paid, as the money reports count them) by issue day, after
 * discounts and without sales tax (subtotal − discount, which is also the sum of their lines after line discounts);
 * payments are succeeded payments by the day received, less refunds by the day refunded.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DateRange, SeriesBucket } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { FINALIZED, rowsOf, whole } from '../money-reports/index.ts';

const between = (column: SQL, range: DateRange) => sql`${column} between ${range.from}::date and ${range.to}::date`;
const finalizedInvoices = (organizationId: number, range: DateRange) =>
  sql`i.organization_id = ${organizationId} and i.status in ${sql.raw(FINALIZED)} and ${between(sql`i.issue_date`, range)}`;

export interface SegmentSales {
  residential: number;
  commercial: number;
}

/** Sales of each period, split into residential clients and commercial customers. */
export async function salesBySegment(db: Db, organizationId: number, periods: readonly DateRange[]) {
  return Promise.all(
    periods.map(async (period): Promise<SegmentSales> => {
      const [row] = await rowsOf<{ residential: unknown; commercial: unknown }>(
        db,
        sql`
        select sum(i.subtotal_cents - i.discount_cents) filter (where i.commercial_customer_id is null) as residential,
          sum(i.subtotal_cents - i.discount_cents) filter (where i.commercial_customer_id is not null) as commercial
        from invoices i where ${finalizedInvoices(organizationId, period)}`,
      );
      return { residential: whole(row?.residential), commercial: whole(row?.commercial) };
    }),
  );
}

export async function salesByBucket(db: Db, organizationId: number, range: DateRange, bucket: SeriesBucket) {
  const rows = await rowsOf<{ period: string; value: unknown }>(
    db,
    sql`
    select date_trunc(${sql.raw(`'${bucket}'`)}, i.issue_date::timestamp)::date::text as period,
      sum(i.subtotal_cents - i.discount_cents) as value
    from invoices i where ${finalizedInvoices(organizationId, range)} group by 1 order by 1`,
  );
  return rows.map((row) => ({ period: row.period, value: whole(row.value) }));
}

export const ONE_TIME_JOBS_LABEL = 'One-time jobs';
export const TIPS_LABEL = 'Tips';
export const OTHER_SALES_LABEL = 'Other';
export const UNNAMED_PLAN_LABEL = 'Recurring service';

/**
 * Sales by what was sold: visits (and charged skips, less skipped-visit credits) under their subscription's service
 * plan, cross-sells under their name, one-time jobs, tips and other lines each together. Largest first.
 */
export async function salesByProduct(db: Db, organizationId: number, range: DateRange) {
  const rows = await rowsOf<{ label: string; value: unknown }>(
    db,
    sql`
    select case
        when l.kind in ('visit', 'charged_skip', 'skipped_visit_credit') then coalesce(sp.name, ${UNNAMED_PLAN_LABEL})
        when l.kind = 'cross_sell' then coalesce(cs.name, ${OTHER_SALES_LABEL})
        when l.kind = 'one_time_job' then ${ONE_TIME_JOBS_LABEL}
        when l.kind = 'tip' then ${TIPS_LABEL}
        else ${OTHER_SALES_LABEL}
      end as label,
      sum(l.amount_cents - l.discount_cents) as value
    from invoices i
    join invoice_lines l on l.organization_id = i.organization_id and l.invoice_id = i.id
    left join subscriptions s on s.organization_id = i.organization_id and s.id = i.subscription_id
    left join service_plans sp on sp.organization_id = i.organization_id and sp.id = s.service_plan_id
    left join cross_sells cs on cs.organization_id = i.organization_id and cs.id = l.cross_sell_id
    where ${finalizedInvoices(organizationId, range)}
    group by 1 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ label: row.label, value: whole(row.value) }));
}

export interface PaymentTotals {
  card: number;
  check: number;
  refunded: number;
}

/** Each period's payments received by method and refunds made. */
export async function paymentTotals(db: Db, organizationId: number, periods: readonly DateRange[]) {
  return Promise.all(
    periods.map(async (period): Promise<PaymentTotals> => {
      const [row] = await rowsOf<{ card: unknown; check: unknown; refunded: unknown }>(
        db,
        sql`
        select
          (select sum(p.amount_cents) from payments p where p.organization_id = ${organizationId}
            and p.status = 'succeeded' and p.method = 'card' and ${between(sql`p.received_on`, period)}) as card,
          (select sum(p.amount_cents) from payments p where p.organization_id = ${organizationId}
            and p.status = 'succeeded' and p.method = 'check' and ${between(sql`p.received_on`, period)}) as check,
          (select sum(r.amount_cents) from payment_refunds r where r.organization_id = ${organizationId}
            and ${between(sql`r.refunded_on`, period)}) as refunded`,
      );
      return { card: whole(row?.card), check: whole(row?.check), refunded: whole(row?.refunded) };
    }),
  );
}

/** Payments less refunds per bucket of the range. */
export async function paymentsByBucket(db: Db, organizationId: number, range: DateRange, bucket: SeriesBucket) {
  const rows = await rowsOf<{ period: string; value: unknown }>(
    db,
    sql`
    with moves as (
      select p.received_on as day, p.amount_cents as cents from payments p
      where p.organization_id = ${organizationId} and p.status = 'succeeded' and ${between(sql`p.received_on`, range)}
      union all
      select r.refunded_on, -r.amount_cents from payment_refunds r
      where r.organization_id = ${organizationId} and ${between(sql`r.refunded_on`, range)}
    )
    select date_trunc(${sql.raw(`'${bucket}'`)}, day::timestamp)::date::text as period, sum(cents) as value
    from moves group by 1 order by 1`,
  );
  return rows.map((row) => ({ period: row.period, value: whole(row.value) }));
}
