import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  mismatchKindLabels,
  type MismatchListResponse,
  type MismatchWire,
  type QuickbooksStatusWire,
} from '@employee-portal/core/accounting/quickbooks.schema';
import { formatCents } from '@employee-portal/core/billing/money';
import { DataLoadError, DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useFixMismatch, useMismatches, useReconcileNow } from '../api/reconciliation.ts';
import { syncEntityLabels } from '../quickbooks-labels.ts';
import { NotConnectedNote } from './not-connected-note.tsx';
import type { QuickbooksTab } from './quickbooks-tabs.ts';

const centsOrNoData = (cents: number | null) => (cents === null ? NO_DATA : formatCents(cents));

function TotalsTable({ totals }: { totals: MismatchListResponse['totals'] }) {
  const rows = [
    ['Open balances', totals.ours_open_cents, totals.theirs_open_cents],
    ['Invoiced', totals.ours_invoiced_cents, totals.theirs_invoiced_cents],
  ] as const;
  return (
    <Table size="small" aria-label="Totals on both sides" sx={{ maxWidth: 560, mb: 3 }}>
      <TableHead>
        <TableRow>
          <TableCell>Total</TableCell>
          <TableCell align="right">Here</TableCell>
          <TableCell align="right">QuickBooks</TableCell>
          <TableCell align="right">Difference</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([name, ours, theirs]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              {name}
            </TableCell>
            <TableCell align="right">{formatCents(ours)}</TableCell>
            <TableCell align="right">{formatCents(theirs)}</TableCell>
            <TableCell align="right">{formatCents(ours - theirs)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function FixButton({ mismatch }: { mismatch: MismatchWire }) {
  const fix = useFixMismatch();
  const notify = useNotify();
  return (
    <Button
      size="small"
      aria-label={`Fix ${mismatch.label}`}
      loading={fix.isPending}
      onClick={() =>
        fix.mutate(mismatch.id, {
          onSuccess: () => notify(`${mismatch.label} is being put right.`),
          onError: (error) => notify(serverMessage(error), 'error'),
        })
      }
    >
      Fix
    </Button>
  );
}

/** The daily comparison of both sides (or one run now), and each difference with its fix. */
export function ReconciliationSection({
  status,
  onOpenTab,
}: {
  status: QuickbooksStatusWire;
  onOpenTab: (tab: QuickbooksTab) => void;
}) {
  const { formatDateTime } = useDateFormatters();
  const mismatches = useMismatches(status.connected);
  const reconcile = useReconcileNow();
  const notify = useNotify();

  if (!status.connected) {
    return (
      <NotConnectedNote
        why="the totals and open balances are compared with those of your QuickBooks company."
        onConnect={() => onOpenTab('connection')}
      />
    );
  }

  const checkNow = () =>
    reconcile.mutate(undefined, {
      onSuccess: (answer) =>
        notify(
          answer.data.length === 0
            ? 'Both sides agree.'
            : answer.data.length === 1
              ? '1 difference was found.'
              : `${answer.data.length} differences were found.`,
        ),
    });

  const columns: DataTableColumn<MismatchWire>[] = [
    { key: 'kind', header: 'Difference', render: (row) => mismatchKindLabels[row.kind] },
    { key: 'entity', header: 'Entity', render: (row) => syncEntityLabels[row.entity] },
    { key: 'record', header: 'Record', render: (row) => row.label },
    { key: 'quickbooks_id', header: 'QuickBooks ID', render: (row) => row.quickbooks_id ?? '—' },
    { key: 'ours', header: 'Here', align: 'right', render: (row) => centsOrNoData(row.ours_cents) },
    { key: 'theirs', header: 'QuickBooks', align: 'right', render: (row) => centsOrNoData(row.theirs_cents) },
    { key: 'found', header: 'Found', render: (row) => formatDateTime(row.found_at) },
    { key: 'actions', header: 'Actions', align: 'right', render: (row) => <FixButton mismatch={row} /> },
  ];

  const data = mismatches.data;
  return (
    <Box component="section" aria-labelledby="quickbooks-reconciliation-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="quickbooks-reconciliation-heading" variant="h6" component="h2">
            Reconciliation
          </Typography>
          <Typography color="text.secondary">
            Every day the invoiced totals and open balances here are compared with QuickBooks, invoice by invoice.{' '}
            {data?.checked_at ? `Last checked ${formatDateTime(data.checked_at)}.` : data ? 'Not checked yet.' : ''}
          </Typography>
        </Box>
        <Button variant="contained" onClick={checkNow} loading={reconcile.isPending}>
          Check Now
        </Button>
      </Box>
      {reconcile.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage(reconcile.error)}
        </Alert>
      )}
      {mismatches.isError ? (
        <DataLoadError error={{ text: serverMessage(mismatches.error), retry: () => void mismatches.refetch() }} />
      ) : !data ? (
        <Box aria-busy="true" aria-label="Loading the reconciliation">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} />
          ))}
        </Box>
      ) : (
        <>
          {data.checked_at && <TotalsTable totals={data.totals} />}
          <DataTable
            label="Differences"
            columns={columns}
            rows={data.data}
            rowKey={(row) => row.id}
            page={1}
            perPage={Math.max(data.data.length, 1)}
            total={data.data.length}
            onPageChange={() => undefined}
            loading={false}
            emptyText={
              data.checked_at
                ? 'No differences: both sides agree.'
                : 'Not checked yet. "Check Now" compares both sides straight away.'
            }
          />
        </>
      )}
    </Box>
  );
}
