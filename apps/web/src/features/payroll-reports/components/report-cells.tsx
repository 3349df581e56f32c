import type { ReactNode } from 'react';
import { formatCents } from '@employee-portal/core/billing/money';
import type { ProductivityFigures } from '@employee-portal/core/payroll/payroll-reports.responses';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';

/** A table line: a data row, or the total line set in bold. */
export interface Line {
  key: string;
  summary?: boolean;
}

export const cell =
  <Row extends Line>(pick: (row: Row) => ReactNode) =>
  (row: Row) => {
    const value = pick(row);
    return row.summary ? <strong>{value}</strong> : value;
  };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day from the URL, or undefined for anything else. */
export const dayParam = (raw: string | null | undefined) => (raw && DAY.test(raw) ? raw : undefined);

export const hoursText = (minutes: number) => (minutes / 60).toFixed(2);
const orDash = (value: number | null, show: (value: number) => string) => (value === null ? '—' : show(value));

/** The productivity columns shared by the per-tech table and one tech's trend. */
export const productivityColumns = <Row extends Line & ProductivityFigures>(): DataTableColumn<Row>[] => [
  { key: 'jobs', header: 'Jobs', align: 'right', sortKey: 'jobs', render: cell((row) => row.jobs_completed) },
  {
    key: 'hours',
    header: 'Hours Worked',
    align: 'right',
    sortKey: 'hours',
    render: cell((row) => hoursText(row.worked_minutes)),
  },
  {
    key: 'jobs_per_hour',
    header: 'Jobs / Hour',
    align: 'right',
    render: cell((row) => orDash(row.jobs_per_hour, (value) => value.toFixed(2))),
  },
  {
    key: 'revenue',
    header: 'Revenue',
    align: 'right',
    sortKey: 'revenue',
    render: cell((row) => formatCents(row.job_revenue_cents)),
  },
  {
    key: 'revenue_per_hour',
    header: 'Revenue / Hour',
    align: 'right',
    render: cell((row) => orDash(row.revenue_per_hour_cents, formatCents)),
  },
  {
    key: 'payroll_share',
    header: 'Payroll % of Revenue',
    align: 'right',
    render: cell((row) => orDash(row.payroll_share_basis_points, (value) => `${(value / 100).toFixed(1)}%`)),
  },
  {
    key: 'minutes_per_job',
    header: 'Avg Minutes / Job',
    align: 'right',
    render: cell((row) =>
      orDash(
        row.average_minutes_per_job,
        (value) => `${value.toFixed(0)}${row.average_minutes_basis === 'worked' ? ' (worked)' : ''}`,
      ),
    ),
  },
  {
    key: 'miles_per_job',
    header: 'Miles / Job',
    align: 'right',
    render: cell((row) => orDash(row.miles_per_job, (value) => value.toFixed(1))),
  },
];

export const PRODUCTIVITY_NOTE =
  'Figures come from finalized pay slips of periods starting in the range: jobs completed, hours worked (shifts less ' +
  'breaks), job revenue, miles and gross pay. Average minutes per job are on site (arrival to completion) for jobs ' +
  'with both times; marked "worked" when no job was timed, they are hours worked spread over the jobs.';
