import { formatCents } from '@employee-portal/core/billing/money';
import type { PayTotals } from '@employee-portal/core/payroll/payroll-reports.responses';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { cell, hoursText, type Line } from './report-cells.tsx';

type PayFigures = Omit<PayTotals, 'periods'>;

/** The pay columns shared by the per-member table and one person's slips. */
export const payColumns = <Row extends Line & PayFigures>(): DataTableColumn<Row>[] => [
  {
    key: 'regular',
    header: 'Regular Hours',
    align: 'right',
    sortKey: 'hours',
    render: cell((row) => hoursText(row.regular_minutes)),
  },
  {
    key: 'overtime',
    header: 'Overtime Hours',
    align: 'right',
    sortKey: 'overtime',
    render: cell((row) => hoursText(row.overtime_minutes)),
  },
  { key: 'piece', header: 'Piece Pay', align: 'right', render: cell((row) => formatCents(row.piece_rate_pay_cents)) },
  { key: 'commission', header: 'Commission', align: 'right', render: cell((row) => formatCents(row.commission_cents)) },
  { key: 'salary', header: 'Salary', align: 'right', render: cell((row) => formatCents(row.salary_cents)) },
  { key: 'tips', header: 'Tips', align: 'right', render: cell((row) => formatCents(row.tips_cents)) },
  { key: 'mileage', header: 'Mileage', align: 'right', render: cell((row) => formatCents(row.mileage_cents)) },
  {
    key: 'adjustments',
    header: 'Adjustments',
    align: 'right',
    render: cell((row) => formatCents(row.adjustments_cents)),
  },
  {
    key: 'gross',
    header: 'Gross',
    align: 'right',
    sortKey: 'gross',
    render: cell((row) => formatCents(row.gross_cents)),
  },
];

export const PAYROLL_NOTE =
  'Finalized pay runs whose period starts in the range. Adjustments are bonuses and reimbursements less deductions, ' +
  'plus corrections of earlier periods.';
