import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';

export interface ReportTableProps<Row> {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading: boolean;
  error?: { text: string; retry: () => void } | null;
  emptyText: string;
}

/** A report answers its whole range at once: the one table component, on a single page. */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const count = props.rows?.length ?? 0;
  return <DataTable {...props} page={1} perPage={Math.max(count, 1)} total={count} onPageChange={() => undefined} />;
}
