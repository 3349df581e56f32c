import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import {
  agingBucketLabels,
  openBalanceKindLabels,
  openBalanceKinds,
  openBalanceSorts,
  type OpenBalanceReportResponse,
  type OpenBalanceRow,
  type OpenBalanceSort,
} from '@employee-portal/core/billing/money-reports.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FilterSelect, optionsFrom } from '../../../components/data-table/filter-select.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useCsvExport, useListParams } from '../../../components/data-table/use-list-params.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import {
  exportOpenBalancesCsv,
  useOpenBalanceReport,
  useSendReminders,
  type OpenBalanceFilters,
} from '../api/money-reports.ts';
import { oneOf, reportCell, type ReportLine } from '../components/report-line.tsx';

const PER_PAGE = 25;
const DEFAULT_SORT: OpenBalanceSort = '-total';
const NONE = '—';

type Client = Pick<OpenBalanceRow, 'kind' | 'id' | 'name'>;
const keyOf = (client: Pick<Client, 'kind' | 'id'>) => `${client.kind}:${client.id}`;

interface Line extends ReportLine {
  row: OpenBalanceRow | null;
  name: string;
  days_0_30: number;
  days_31_60: number;
  days_61_90: number;
  over_90: number;
  total: number;
}

const totalLine = (totals: OpenBalanceReportResponse['totals']): Line => ({
  key: 'total',
  summary: true,
  row: null,
  name: `Total (${totals.clients} ${totals.clients === 1 ? 'client' : 'clients'})`,
  ...totals,
});

/**
 * Spec /open_balance_report (issue 16 point 9): each residential client and commercial customer with open invoices,
 * their balance by days past due, and a reminder e-mail with a statement of what is open, for one or several.
 */
export default function OpenBalanceReportPage() {
  const { params, search, searchText, setSearchText, page, setParam, setPage } = useListParams();
  const dateFormat = useDateFormat();
  const { formatDateTime } = useDateFormatters();
  const notify = useNotify();
  const filters: OpenBalanceFilters = {
    search,
    kind: oneOf(openBalanceKinds, params.get('kind')),
    sort: oneOf(openBalanceSorts, params.get('sort')) ?? DEFAULT_SORT,
  };
  const report = useOpenBalanceReport({ ...filters, page, per_page: PER_PAGE });
  const { exporting, download } = useCsvExport(() => exportOpenBalancesCsv(filters));
  const sendReminders = useSendReminders();
  const [selected, setSelected] = useState<Map<string, Client>>(new Map());
  const [asking, setAsking] = useState<Client[] | null>(null);

  const toggle = (client: Client) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(keyOf(client))) next.delete(keyOf(client));
      else next.set(keyOf(client), { kind: client.kind, id: client.id, name: client.name });
      return next;
    });
  const confirmReminders = async () => {
    if (!asking) return;
    try {
      const answer = await sendReminders.mutateAsync({
        clients: asking.map((client) => ({ kind: client.kind, id: client.id })),
      });
      const skipped = answer.skipped.map((client) => `${client.name}: ${client.reason}`).join('; ');
      notify(skipped ? `${answer.message} ${skipped}.` : answer.message, answer.sent > 0 ? 'success' : 'error');
      setSelected((current) => {
        const next = new Map(current);
        for (const client of asking) next.delete(keyOf(client));
        return next;
      });
      setAsking(null);
    } catch (error) {
      notify(serverMessage(error), 'error');
    }
  };

  const answer = report.data;
  const listed = pageQueryProps(report);
  const lines: Line[] | undefined = listed.rows && [
    ...listed.rows.map((row) => ({ ...row, key: keyOf(row), row })),
    ...(answer && listed.rows.length > 0 ? [totalLine(answer.totals)] : []),
  ];
  const cell = reportCell<Line>;
  const money = (pick: (line: Line) => number) => cell((line) => formatCents(pick(line)));
  const ofRow = (pick: (row: OpenBalanceRow) => string) => (line: Line) => (line.row ? pick(line.row) : '');
  const columns: DataTableColumn<Line>[] = [
    {
      key: 'select',
      header: 'Select',
      render: (line) =>
        line.row && (
          <Checkbox
            size="small"
            checked={selected.has(line.key)}
            onChange={() => toggle(line.row!)}
            slotProps={{ input: { 'aria-label': `Select ${line.row.name}` } }}
          />
        ),
    },
    { key: 'name', header: 'Client', sortKey: 'name', render: cell((line) => line.name) },
    { key: 'kind', header: 'Kind', render: ofRow((row) => openBalanceKindLabels[row.kind]) },
    ...(['days_0_30', 'days_31_60', 'days_61_90', 'over_90', 'total'] as const).map(
      (bucket): DataTableColumn<Line> => ({
        key: bucket,
        header: bucket === 'total' ? 'Total' : agingBucketLabels[bucket],
        sortKey: bucket,
        align: 'right',
        render: money((line) => line[bucket]),
      }),
    ),
    {
      key: 'oldest_due_date',
      header: 'Oldest Due Date',
      sortKey: 'oldest_due_date',
      render: ofRow((row) => formatCalendarDate(row.oldest_due_date, dateFormat)),
    },
    {
      key: 'last_payment_date',
      header: 'Last Payment',
      sortKey: 'last_payment_date',
      render: ofRow((row) => (row.last_payment_date ? formatCalendarDate(row.last_payment_date, dateFormat) : NONE)),
    },
    {
      key: 'last_reminded_at',
      header: 'Last Reminder',
      sortKey: 'last_reminded_at',
      render: ofRow((row) => (row.last_reminded_at ? formatDateTime(row.last_reminded_at) : NONE)),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (line) =>
        line.row && (
          <Button
            size="small"
            onClick={() => setAsking([line.row!])}
            aria-label={`Send Reminder to ${line.row.name}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Send Reminder
          </Button>
        ),
    },
  ];
  const filtered = Boolean(filters.search || filters.kind);
  const chosen = [...selected.values()];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Open Balance Report"
        actions={
          <>
            <Button variant="contained" disabled={chosen.length === 0} onClick={() => setAsking(chosen)}>
              Send Reminders{chosen.length > 0 ? ` (${chosen.length})` : ''}
            </Button>
            <Button variant="outlined" onClick={() => void download()} loading={exporting}>
              Export CSV
            </Button>
          </>
        }
        search={{ value: searchText, onChange: setSearchText, helperText: 'Name or e-mail' }}
      >
        <FilterSelect
          label="Kind"
          allLabel="All clients"
          value={filters.kind}
          options={optionsFrom(openBalanceKinds, openBalanceKindLabels)}
          onChange={(value) => setParam('kind', value)}
        />
      </ListToolbar>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        What each client still owes on open invoices, by days past the due date
        {answer ? ` as of ${formatCalendarDate(answer.today, dateFormat)}` : ''}; invoices not yet due count in 0–30
        Days. The Total line covers every page.
      </Typography>
      <DataTable
        label="Open balances by client"
        columns={columns}
        stickyColumns={2}
        {...listed}
        rows={lines}
        rowKey={(line) => line.key}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        sort={filters.sort}
        onSortChange={(next) => setParam('sort', next === DEFAULT_SORT ? undefined : next)}
        emptyText={filtered ? 'No open balances match these filters.' : 'No client has an open balance.'}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.length === 1 ? 'Send Reminder' : 'Send Reminders'}
        confirmLabel="Send"
        busy={sendReminders.isPending}
        onConfirm={() => void confirmReminders()}
        onCancel={() => setAsking(null)}
      >
        <Box component="span">
          {asking?.length === 1
            ? `E-mail ${asking[0]!.name} a statement of their open invoices (number, due date and balance)?`
            : `E-mail each of the ${asking?.length ?? 0} selected clients a statement of their open invoices (number, due date and balance)?`}
        </Box>
      </ConfirmDialog>
    </Paper>
  );
}
