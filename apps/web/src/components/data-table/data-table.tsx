import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { TableScrollArea } from './table-scroll-area.tsx';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The server's sort name of this column ('name' sorts ascending, '-name' descending); with onSortChange its header sorts. */
  sortKey?: string;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Server-side pagination (DESIGN §4 lists): 1-based page, the server's total. */
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  /** A failed load: its text and a retry. */
  error?: { text: string; retry: () => void } | null;
  emptyText: string;
  /** The current sort ('name' or '-name'), for tables whose headers sort. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** Leading columns that stay in view while a wide table scrolls sideways (one unless the row's key is two). */
  stickyColumns?: number;
}

/** The sort a header click asks for: its column ascending, or descending when it is already ascending. */
export function nextSort(current: string | undefined, sortKey: string): string {
  return current === sortKey ? `-${sortKey}` : sortKey;
}

const SKELETON_ROWS = 3;

/** A failed load in place of the rows, with a retry. */
export function DataLoadError({ error }: { error: { text: string; retry: () => void } }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={error.retry}>
          Retry
        </Button>
      }
    >
      {error.text}
    </Alert>
  );
}

/** What shows when there are no rows. */
export function NoRows({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {text}
    </Typography>
  );
}

/** The one table component: a page of server data with its pager, loading rows, an error with retry, or the empty text. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  page,
  perPage,
  total,
  onPageChange,
  loading,
  error,
  emptyText,
  sort,
  onSortChange,
  stickyColumns,
}: DataTableProps<Row>) {
  if (error) return <DataLoadError error={error} />;
  if (!loading && rows?.length === 0) return <NoRows text={emptyText} />;
  return (
    <>
      <TableScrollArea label={label} stickyColumns={stickyColumns}>
        <Table size="small" aria-label={label} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const { sortKey } = column;
                const active = sortKey !== undefined && (sort === sortKey || sort === `-${sortKey}`);
                const direction = active && sort?.startsWith('-') ? 'desc' : 'asc';
                return (
                  <TableCell key={column.key} align={column.align} sortDirection={active ? direction : false}>
                    {sortKey !== undefined && onSortChange ? (
                      <TableSortLabel
                        active={active}
                        direction={direction}
                        onClick={() => onSortChange(nextSort(sort, sortKey))}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows && !loading
              ? rows.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.align}>
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <TableRow key={index}>
                    {columns.map((column) => (
                      <TableCell key={column.key}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableScrollArea>
      {total > perPage && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={[perPage]}
          onPageChange={(_event, next) => onPageChange(next + 1)}
        />
      )}
    </>
  );
}
