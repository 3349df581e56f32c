/**
 * Dashboard money: sales are finalized invoices (open or paid, as the money reports count them) by issue day, after
 * discounts and without sales tax (the sum of their lines after line discounts, which is also subtotal − discount),
 * read from the stored sales days (sales-store.repository.ts); payments are succeeded payments by the day received,
 * less refunds by the day refunded.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DateRange, SeriesBucket } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf, whole } from '../money-reports/index.ts';

const between = (column: SQL, range: DateRange) => sql`${column} between ${range.from}::date and ${range.to}::date`;
const salesDaysOf = (organizationId: number, range: DateRange) =>
  sql`d.organization_id = ${organizationId} and ${between(sql`d.issue_date`, range)}`;

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
        select sum(d.sales_cents) filter (where d.segment = 'residential') as residential,
          sum(d.sales_cents) filter (where d.segment = 'commercial') as commercial
        from sales_days d where ${salesDaysOf(organizationId, period)}`,
      );
      return { residential: whole(row?.residential), commercial: whole(row?.commercial) };
    }),
  );
}

export async function salesByBucket(db: Db, organizationId: number, range: DateRange, bucket: SeriesBucket) {
  const rows = await rowsOf<{ period: string; value: unknown }>(
    db,
    sql`
    select date_trunc(${sql.raw(`'${bucket}'`)}, d.issue_date::timestamp)::date::text as period,
      sum(d.sales_cents) as value
    from sales_days d where ${salesDaysOf(organizationId, range)} group by 1 order by 1`,
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
    select case d.kind
        when 'plan' then coalesce(sp.name, ${UNNAMED_PLAN_LABEL})
        when 'cross_sell' then coalesce(cs.name, ${OTHER_SALES_LABEL})
        when 'one_time_job' then ${ONE_TIME_JOBS_LABEL}
        when 'tip' then ${TIPS_LABEL}
        else ${OTHER_SALES_LABEL}
      end as label,
      sum(d.sales_cents) as value
    from sales_days d
    left join service_plans sp on d.kind = 'plan' and sp.organization_id = d.organization_id and sp.id = d.item_id
    left join cross_sells cs on d.kind = 'cross_sell' and cs.organization_id = d.organization_id and cs.id = d.item_id
    where ${salesDaysOf(organizationId, range)}
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
      // One pass over the period's payments for both methods; refunds are a small table of their own.
      const [row] = await rowsOf<{ card: unknown; check: unknown; refunded: unknown }>(
        db,
        sql`
        select sum(p.amount_cents) filter (where p.method = 'card') as card,
          sum(p.amount_cents) filter (where p.method = 'check') as check,
          (select sum(r.amount_cents) from payment_refunds r where r.organization_id = ${organizationId}
            and ${between(sql`r.refunded_on`, period)}) as refunded
        from payments p
        where p.organization_id = ${organizationId} and p.status = 'succeeded' and ${between(sql`p.received_on`, period)}`,
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
