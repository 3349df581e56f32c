import { formatCents } from '@employee-portal/core/billing/money';
import { GROSS_PAY_NOTE, grossPayParts, signedPartCents } from '@employee-portal/core/payroll/gross-pay';
import type { PayTotals } from '@employee-portal/core/payroll/payroll-reports.responses';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { cell, hoursText, type Line } from './report-cells.tsx';

type PayFigures = Omit<PayTotals, 'periods'>;

/**
 * The pay columns shared by the per-member table and one person's slips: the hours, then every part of gross pay in
 * its own column (deductions negative), then the gross they add up to.
 */
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
  ...grossPayParts.map(
    (part): DataTableColumn<Row> => ({
      key: part.key,
      header: part.label,
      align: 'right',
      render: cell((row) => formatCents(signedPartCents(part, row))),
    }),
  ),
  {
    key: 'gross',
    header: 'Gross',
    align: 'right',
    sortKey: 'gross',
    render: cell((row) => formatCents(row.gross_cents)),
  },
];

export const PAYROLL_NOTE = `Finalized pay runs whose period starts in the range. ${GROSS_PAY_NOTE}`;
