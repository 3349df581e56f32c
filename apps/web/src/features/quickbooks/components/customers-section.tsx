import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  customerMatchStatuses,
  type CustomerMatchStatus,
  type CustomerMatchWire,
  type QuickbooksStatusWire,
} from '@employee-portal/core/accounting/quickbooks.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import {
  useAcceptSuggestions,
  useCustomerMatches,
  useFinishMatching,
  useSaveCustomerMatch,
} from '../api/customer-matches.ts';
import { finishMatchingSummary, matchMethodLabels, matchStatusLabels } from '../quickbooks-labels.ts';
import { LinkCustomerDialog } from './link-customer-dialog.tsx';
import { NotConnectedNote } from './not-connected-note.tsx';
import type { QuickbooksTab } from './quickbooks-tabs.ts';

const PER_PAGE = 25;
const SEARCH_DELAY_MS = 300;

function RowActions({ match, onLink }: { match: CustomerMatchWire; onLink: () => void }) {
  const save = useSaveCustomerMatch();
  const notify = useNotify();
  const change = (body: { quickbooks_customer_id: string | null; create: boolean }, done: string) =>
    save.mutate(
      { clientId: match.client_id, body: { client_kind: match.client_kind, ...body } },
      { onSuccess: () => notify(done), onError: (error) => notify(serverMessage(error), 'error') },
    );
  const suggestion = match.status === 'suggested' ? match.quickbooks_customer : null;
  if (match.status === 'matched' || match.status === 'create') {
    return (
      <Button
        size="small"
        aria-label={`Undo ${match.client_name}`}
        loading={save.isPending}
        onClick={() => change({ quickbooks_customer_id: null, create: false }, `${match.client_name} is not matched.`)}
      >
        Undo
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
      {suggestion && (
        <Button
          size="small"
          aria-label={`Accept ${suggestion.display_name} for ${match.client_name}`}
          disabled={save.isPending}
          onClick={() =>
            change(
              { quickbooks_customer_id: suggestion.id, create: false },
              `${match.client_name} was linked to ${suggestion.display_name}.`,
            )
          }
        >
          Accept
        </Button>
      )}
      <Button size="small" aria-label={`Link ${match.client_name}`} disabled={save.isPending} onClick={onLink}>
        Link…
      </Button>
      <Button
        size="small"
        aria-label={`Create ${match.client_name} in QuickBooks`}
        disabled={save.isPending}
        onClick={() =>
          change(
            { quickbooks_customer_id: null, create: true },
            `${match.client_name} will be created in QuickBooks at the first sync.`,
          )
        }
      >
        Create in QuickBooks
      </Button>
    </Box>
  );
}

function quickbooksCustomerText(match: CustomerMatchWire) {
  if (match.status === 'create') return 'New customer at the first sync';
  const customer = match.quickbooks_customer;
  if (!customer) return '—';
  const text = customer.email ? `${customer.display_name} (${customer.email})` : customer.display_name;
  return match.status === 'suggested' ? `Suggested: ${text}` : text;
}

/** The matching step: each client linked to the QuickBooks customer it already is, or created new, never both. */
export function CustomersSection({
  status,
  onOpenTab,
}: {
  status: QuickbooksStatusWire;
  onOpenTab: (tab: QuickbooksTab) => void;
}) {
  const [filter, setFilter] = useState<CustomerMatchStatus | undefined>(undefined);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [linking, setLinking] = useState<CustomerMatchWire | null>(null);
  const [finishing, setFinishing] = useState(false);
  const notify = useNotify();
  const list = useCustomerMatches(
    { status: filter, search: search || undefined, page, per_page: PER_PAGE },
    status.connected,
  );
  const accept = useAcceptSuggestions();
  const finish = useFinishMatching();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  if (!status.connected) {
    return (
      <NotConnectedNote
        why="your clients are matched to the customers your QuickBooks company already has."
        onConnect={() => onOpenTab('connection')}
      />
    );
  }

  const counts = list.data?.counts;
  const summary = counts ? finishMatchingSummary(counts) : null;
  const total = counts ? customerMatchStatuses.reduce((sum, name) => sum + counts[name], 0) : 0;
  const chooseFilter = (next: CustomerMatchStatus | undefined) => {
    setFilter(next);
    setPage(1);
  };

  const acceptAll = () =>
    accept.mutate(undefined, {
      onSuccess: ({ accepted }) =>
        notify(accepted === 1 ? '1 suggestion was accepted.' : `${accepted} suggestions were accepted.`),
      onError: (error) => notify(serverMessage(error), 'error'),
    });
  const confirmFinish = () =>
    finish.mutate(undefined, {
      onSuccess: () => {
        setFinishing(false);
        notify('Matching is finished: the first sync may run.');
      },
      onError: (error) => {
        setFinishing(false);
        notify(serverMessage(error), 'error');
      },
    });

  const columns: DataTableColumn<CustomerMatchWire>[] = [
    {
      key: 'client',
      header: 'Client',
      render: (match) => (
        <>
          {match.client_name}
          {(match.client_email || match.client_kind === 'commercial') && (
            <Typography variant="body2" color="text.secondary">
              {[match.client_kind === 'commercial' ? 'Commercial' : null, match.client_email]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'status', header: 'Status', render: (match) => matchStatusLabels[match.status] },
    { key: 'customer', header: 'QuickBooks Customer', render: quickbooksCustomerText },
    { key: 'method', header: 'Matched By', render: (match) => (match.method ? matchMethodLabels[match.method] : '—') },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (match) => <RowActions match={match} onLink={() => setLinking(match)} />,
    },
  ];

  const chip = (value: CustomerMatchStatus | undefined, label: string, count: number | undefined) => {
    const selected = filter === value;
    return (
      <Chip
        key={value ?? 'all'}
        label={count === undefined ? label : `${label} (${count})`}
        clickable
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        aria-pressed={selected}
        onClick={() => chooseFilter(value)}
      />
    );
  };

  return (
    <Box component="section" aria-labelledby="quickbooks-customers-heading">
      <ListToolbar
        intro={
          <>
            <Typography id="quickbooks-customers-heading" variant="h6" component="h2">
              Customer Matching
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Before the first sync, each client is linked to the customer QuickBooks already has (suggested by the same
              e-mail or name, or picked by hand) or marked to be created new. So no customer is ever duplicated: a
              linked client is updated in QuickBooks, never created again.
            </Typography>
            {status.matching_done && (
              <Alert severity="success" sx={{ mb: 2 }}>
                Matching is finished. Clients added from now on are created in QuickBooks when they first sync; you can
                still link or undo a match here.
              </Alert>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              <Button variant="outlined" onClick={acceptAll} loading={accept.isPending} disabled={!counts?.suggested}>
                Accept All Suggestions
              </Button>
              {!status.matching_done && (
                <Button variant="contained" onClick={() => setFinishing(true)} disabled={!summary}>
                  Finish Matching
                </Button>
              )}
            </Box>
            <Box role="group" aria-label="Match status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              {chip(undefined, 'All', counts ? total : undefined)}
              {customerMatchStatuses.map((name) => chip(name, matchStatusLabels[name], counts?.[name]))}
            </Box>
          </>
        }
        search={{ value: searchText, onChange: setSearchText, label: 'Search clients', helperText: 'Name or e-mail' }}
      />
      <DataTable
        label="Customer matches"
        columns={columns}
        {...pageQueryProps(list)}
        rowKey={(match) => `${match.client_kind}-${match.client_id}`}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={search || filter ? 'No client matches these filters.' : 'No clients yet.'}
      />
      {linking && <LinkCustomerDialog match={linking} onClose={() => setLinking(null)} />}
      <ConfirmDialog
        open={finishing}
        title="Finish Matching"
        confirmLabel="Finish Matching"
        busy={finish.isPending}
        onConfirm={confirmFinish}
        onCancel={() => setFinishing(false)}
      >
        {[summary?.text, summary?.suggestionsNote, 'No customer is ever duplicated: linked clients are only updated.']
          .filter(Boolean)
          .join(' ')}
      </ConfirmDialog>
    </Box>
  );
}
