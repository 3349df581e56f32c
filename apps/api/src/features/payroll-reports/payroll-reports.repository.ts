/**
 * The payroll and productivity reports read finalized pay slips, the figures payroll paid on, so a
 * report never disagrees with the slips. A run counts when its period starts inside the range.
 */
import { sql, type SQL } from 'drizzle-orm';
import { grossPayParts, type PayrollReportSort, type ProductivityReportSort } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';

// Aggregates come back as text or bigint depending on the driver.
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
const whole = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

export interface ReportRange {
  date_from: string;
  date_to: string;
}

/** The finalized slips of periods starting in the range, optionally one member's, with their minutes on site. */
function finalizedSlips(organizationId: number, range: ReportRange, membershipId?: number) {
  return sql`
    select ps.id as pay_slip_id, ps.pay_run_id, ps.membership_id, ps.full_name,
      r.start_date::text as start_date, r.end_date::text as end_date,
      ps.regular_minutes, ps.overtime_minutes, ps.worked_minutes, ps.regular_pay_cents, ps.overtime_pay_cents,
      ps.piece_rate_pay_cents, ps.commission_cents, ps.salary_cents, ps.tips_cents, ps.mileage_cents, ps.bonus_cents,
      ps.reimbursement_cents, ps.deduction_cents, ps.prior_period_correction_cents, ps.miles, ps.jobs_completed,
      ps.job_revenue_cents, ps.gross_cents, coalesce(t.timed_jobs, 0) as timed_jobs, coalesce(t.on_site_minutes, 0) as on_site_minutes
    from pay_slips ps
    join pay_runs r on r.organization_id = ps.organization_id and r.id = ps.pay_run_id
    join memberships m on m.organization_id = ps.organization_id and m.id = ps.membership_id
    left join lateral (
      select count(*) as timed_jobs,
        round(sum(extract(epoch from (j.completed_at - j.arrived_at)) / 60)) as on_site_minutes
      from jobs j
      where j.organization_id = ps.organization_id and j.assigned_user_id = m.user_id and j.status = 'completed'
        and j.service_date between r.start_date and r.end_date
        and j.arrived_at is not null and j.completed_at > j.arrived_at
    ) t on true
    where ps.organization_id = ${organizationId} and r.status = 'finalized'
      and r.start_date between ${range.date_from}::date and ${range.date_to}::date
      ${membershipId === undefined ? sql`` : sql`and ps.membership_id = ${membershipId}`}`;
}

type Raw = Record<string, unknown>;
const FIGURES = [
  'regular_minutes',
  'overtime_minutes',
  'worked_minutes',
  ...grossPayParts.map((part) => part.key),
  'miles',
  'jobs_completed',
  'job_revenue_cents',
  'gross_cents',
  'timed_jobs',
  'on_site_minutes',
] as const;
const SUMS = sql.raw(['count(*) as periods', ...FIGURES.map((figure) => `sum(${figure}) as ${figure}`)].join(', '));
export type SlipSums = Record<(typeof FIGURES)[number] | 'periods', number>;
const sumsOf = (row: Raw | undefined): SlipSums =>
  Object.fromEntries(['periods', ...FIGURES].map((key) => [key, whole(row?.[key])])) as SlipSums;

const PAYROLL_SORTS: Record<PayrollReportSort, string> = {
  name: 'lower(full_name) asc',
  '-name': 'lower(full_name) desc',
  periods: 'periods asc',
  '-periods': 'periods desc',
  hours: 'regular_minutes + overtime_minutes asc',
  '-hours': 'regular_minutes + overtime_minutes desc',
  overtime: 'overtime_minutes asc',
  '-overtime': 'overtime_minutes desc',
  gross: 'gross_cents asc',
  '-gross': 'gross_cents desc',
};
const PRODUCTIVITY_SORTS: Record<ProductivityReportSort, string> = {
  name: 'lower(full_name) asc',
  '-name': 'lower(full_name) desc',
  jobs: 'jobs_completed asc',
  '-jobs': 'jobs_completed desc',
  hours: 'worked_minutes asc',
  '-hours': 'worked_minutes desc',
  revenue: 'job_revenue_cents asc',
  '-revenue': 'job_revenue_cents desc',
};

export interface MemberSums extends SlipSums {
  membership_id: number;
  full_name: string;
}

/** Per member sums, one page, sorted; the name is the one of the member's latest slip in the range. */
export async function sumsPerMember(
  db: Db,
  organizationId: number,
  range: ReportRange,
  order: { sort: PayrollReportSort | ProductivityReportSort; limit: number; offset: number },
) {
  const sorts: Record<string, string> = { ...PAYROLL_SORTS, ...PRODUCTIVITY_SORTS };
  const orderBy: SQL = sql.raw(`${sorts[order.sort] ?? sorts.name}, membership_id`);
  const rows = await rowsOf<Raw>(
    db,
    sql`select *, count(*) over () as total from (
        select membership_id, (array_agg(full_name order by start_date desc))[1] as full_name, ${SUMS}
        from (${finalizedSlips(organizationId, range)}) s group by membership_id
      ) g order by ${orderBy} limit ${order.limit} offset ${order.offset}`,
  );
  const data: MemberSums[] = rows.map((row) => ({
    ...sumsOf(row),
    membership_id: Number(row.membership_id),
    full_name: String(row.full_name),
  }));
  return { data, total: whole(rows[0]?.total) };
}

/** Sums over every slip of the range, or of one member. */
export async function sumsOverall(db: Db, organizationId: number, range: ReportRange, membershipId?: number) {
  const [row] = await rowsOf<Raw>(
    db,
    sql`select ${SUMS} from (${finalizedSlips(organizationId, range, membershipId)}) s`,
  );
  return sumsOf(row);
}

export interface SlipLine extends SlipSums {
  pay_slip_id: number;
  pay_run_id: number;
  start_date: string;
  end_date: string;
  full_name: string;
}

/** One member's finalized slips, latest period first. */
export async function slipsOfMember(db: Db, organizationId: number, range: ReportRange, membershipId: number) {
  const rows = await rowsOf<Raw>(
    db,
    sql`select *, 1 as periods from (${finalizedSlips(organizationId, range, membershipId)}) s
      order by start_date desc`,
  );
  return rows.map(
    (row): SlipLine => ({
      ...sumsOf(row),
      pay_slip_id: Number(row.pay_slip_id),
      pay_run_id: Number(row.pay_run_id),
      start_date: String(row.start_date),
      end_date: String(row.end_date),
      full_name: String(row.full_name),
    }),
  );
}

/** The member's current name, or null when the membership is not this organization's. */
export async function memberName(db: Db, organizationId: number, membershipId: number) {
  const [row] = await rowsOf<{ full_name: string }>(
    db,
    sql`select u.first_name || ' ' || u.last_name as full_name from memberships m join users u on u.id = m.user_id
      where m.organization_id = ${organizationId} and m.id = ${membershipId}`,
  );
  return row?.full_name ?? null;
}
