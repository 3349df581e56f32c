/**
 * Clients followed through their subscriptions (core's kpi-definitions.ts): each client's start (its earliest
 * subscription start) and end (its last cancellation, once every subscription is cancelled), as the subscriptions
 * feature stores them in client_lifecycles, counted in SQL over its (organization, kind, start, end) indexes.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DateRange } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf, whole } from '../money-reports/index.ts';

export type ClientSegment = 'residential' | 'commercial';

/** One row per client of the segment: `client` (its id), `started_on`, `ended_on` (null while it has a live one). */
export function lifecycleOf(organizationId: number, segment: ClientSegment): SQL {
  const client = sql.raw(segment === 'residential' ? 'l.client_id' : 'l.commercial_customer_id');
  return sql`
    select ${client} as client, l.start_day as started_on, l.end_day as ended_on, l.last_cancel_reason_id
    from client_lifecycles l where l.organization_id = ${organizationId} and l.kind = ${segment}`;
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

/** Clients who started (new) or ended (lost) on each day of the range; days without either are left out. */
export async function newAndLostByDay(db: Db, organizationId: number, segment: ClientSegment, range: DateRange) {
  const rows = await rowsOf<{ day: string; new: unknown; lost: unknown }>(
    db,
    sql`
    with moves as (
      select l.start_day as day, 1 as new, 0 as lost from client_lifecycles l
      where l.organization_id = ${organizationId} and l.kind = ${segment}
        and l.start_day between ${range.from}::date and ${range.to}::date
      union all
      select l.end_day, 0, 1 from client_lifecycles l
      where l.organization_id = ${organizationId} and l.kind = ${segment}
        and l.end_day between ${range.from}::date and ${range.to}::date
    )
    select day::text as day, sum(new) as new, sum(lost) as lost from moves group by 1 order by 1`,
  );
  return rows.map((row) => ({ day: row.day, new: whole(row.new), lost: whole(row.lost) }));
}

/** Where the range's new residential clients heard of the business, most first (ties by name). */
export async function newClientsByReferralSource(db: Db, organizationId: number, range: DateRange) {
  const rows = await rowsOf<{ label: string | null; value: unknown }>(
    db,
    sql`
    with starts as (
      select l.client_id as client from client_lifecycles l
      where l.organization_id = ${organizationId} and l.kind = 'residential'
        and l.start_day between ${range.from}::date and ${range.to}::date
    )
    select nullif(trim(c.referral_source), '') as label, count(*) as value
    from starts join clients c on c.organization_id = ${organizationId} and c.id = starts.client
    group by 1 order by 2 desc, 1 asc nulls last`,
  );
  return rows.map((row) => ({ label: row.label, value: whole(row.value) }));
}
