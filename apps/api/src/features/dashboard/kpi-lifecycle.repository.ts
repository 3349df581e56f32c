/**
 * Clients followed through their subscriptions (core's kpi-definitions.ts): each client's start (its earliest
 * subscription start) and end (its last cancellation, once every subscription is cancelled), aggregated in SQL from
 * one index-only pass over the segment's subscriptions (subscriptions_organization_*_lifecycle_idx).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DateRange, SeriesBucket } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf, whole } from '../money-reports/index.ts';

export type ClientSegment = 'residential' | 'commercial';

/** One row per client of the segment: `client` (its id), `started_on`, `ended_on` (null while it has a live one). */
export function lifecycleOf(organizationId: number, segment: ClientSegment): SQL {
  const client = sql.raw(segment === 'residential' ? 's.client_id' : 's.commercial_customer_id');
  return sql`
    select ${client} as client, min(s.start_date) as started_on,
      case when bool_and(s.cancelled_on is not null) then max(s.cancelled_on) end as ended_on
    from subscriptions s
    where s.organization_id = ${organizationId} and s.kind = ${segment} and ${client} is not null
    group by ${client}`;
}

export interface LifecycleCounts {
  /** Active the day before the period's first day. */
  active_at_start: number;
  /** Active on the period's last day. */
  active_at_end: number;
  /** Active on at least one day of the period. */
  active_during: number;
  new: number;
  lost: number;
}

/** The lifecycle counts of several periods in one pass over the segment's clients. */
export async function lifecycleCounts(
  db: Db,
  organizationId: number,
  segment: ClientSegment,
  periods: readonly DateRange[],
): Promise<LifecycleCounts[]> {
  const columns = periods.map((period, index) => {
    const from = sql`${period.from}::date`;
    const to = sql`${period.to}::date`;
    const name = (field: string) => sql.raw(`p${index}_${field}`);
    return sql`
      count(*) filter (where started_on < ${from} and (ended_on is null or ended_on >= ${from})) as ${name('start')},
      count(*) filter (where started_on <= ${to} and (ended_on is null or ended_on > ${to})) as ${name('end')},
      count(*) filter (where started_on <= ${to} and (ended_on is null or ended_on > ${from})) as ${name('during')},
      count(*) filter (where started_on between ${from} and ${to}) as ${name('new')},
      count(*) filter (where ended_on between ${from} and ${to}) as ${name('lost')}`;
  });
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from (${lifecycleOf(organizationId, segment)}) lifecycle`,
  );
  return periods.map((_, index) => ({
    active_at_start: whole(row?.[`p${index}_start`]),
    active_at_end: whole(row?.[`p${index}_end`]),
    active_during: whole(row?.[`p${index}_during`]),
    new: whole(row?.[`p${index}_new`]),
    lost: whole(row?.[`p${index}_lost`]),
  }));
}

/** New and lost clients per bucket of the range (only buckets with either; the service fills the gaps). */
export async function newAndLostByBucket(
  db: Db,
  organizationId: number,
  segment: ClientSegment,
  range: DateRange,
  bucket: SeriesBucket,
) {
  const unit = sql.raw(`'${bucket}'`);
  const rows = await rowsOf<{ period: string; new: unknown; lost: unknown }>(
    db,
    sql`
    with lifecycle as (${lifecycleOf(organizationId, segment)}),
    moves as (
      select started_on as day, 1 as new, 0 as lost from lifecycle
      where started_on between ${range.from}::date and ${range.to}::date
      union all
      select ended_on, 0, 1 from lifecycle where ended_on between ${range.from}::date and ${range.to}::date
    )
    select date_trunc(${unit}, day::timestamp)::date::text as period, sum(new) as new, sum(lost) as lost
    from moves group by 1 order by 1`,
  );
  return rows.map((row) => ({ period: row.period, new: whole(row.new), lost: whole(row.lost) }));
}

/** Where the period's new residential clients heard of the business, most first (ties by name). */
export async function newClientsByReferralSource(db: Db, organizationId: number, range: DateRange) {
  const rows = await rowsOf<{ label: string | null; value: unknown }>(
    db,
    sql`
    select nullif(trim(c.referral_source), '') as label, count(*) as value
    from (${lifecycleOf(organizationId, 'residential')}) lifecycle
    join clients c on c.organization_id = ${organizationId} and c.id = lifecycle.client
    where lifecycle.started_on between ${range.from}::date and ${range.to}::date
    group by 1 order by 2 desc, 1 asc nulls last`,
  );
  return rows.map((row) => ({ label: row.label, value: whole(row.value) }));
}
