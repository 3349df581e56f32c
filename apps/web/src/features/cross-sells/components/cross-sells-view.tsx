import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { crossSellFrequencyLabels, type CrossSellWire } from '@employee-portal/core/subscriptions/cross-sell.schema';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useCrossSells } from '../api/cross-sells.ts';
import { crossSellKind, crossSellPath, searchCrossSells, type CrossSellKind } from '../cross-sell-kinds.ts';
import { CrossSellDialog } from './cross-sell-dialog.tsx';
import { DeleteCrossSellDialog } from './delete-cross-sell-dialog.tsx';
import { ActiveChip } from './active-chip.tsx';

type Editing = { crossSell: CrossSellWire | null };

/** Spec /settings/{kind}_cross_sells: the kind's add-on services and products, with their price and who buys them. */
export function CrossSellsView({ kind }: { kind: CrossSellKind }) {
  const config = crossSellKind(kind);
  const list = useCrossSells(kind);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CrossSellWire | null>(null);
  const rows = list.data ? searchCrossSells(list.data, search) : undefined;

  const columns: DataTableColumn<CrossSellWire>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (crossSell) => (
        <Link component={RouterLink} to={crossSellPath(kind, crossSell.id)}>
          {crossSell.name}
        </Link>
      ),
    },
    { key: 'description', header: 'Description', render: (crossSell) => crossSell.description ?? '' },
    { key: 'price', header: 'Price', align: 'right', render: (crossSell) => formatCents(crossSell.price_cents) },
    { key: 'frequency', header: 'Frequency', render: (crossSell) => crossSellFrequencyLabels[crossSell.frequency] },
    { key: 'status', header: 'Status', render: (crossSell) => <ActiveChip active={crossSell.is_active} /> },
    { key: 'buyers', header: 'Current Buyers', align: 'right', render: (crossSell) => crossSell.buyers },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (crossSell) => (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setEditing({ crossSell })} aria-label={`Edit ${crossSell.name}`}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setDeleting(crossSell)}
            aria-label={`Delete ${crossSell.name}`}
          >
            Delete
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title={config.listTitle}
        actions={
          <>
            <Button component={RouterLink} to={pathTo('settings')}>
              Back to Settings
            </Button>
            <Button variant="contained" onClick={() => setEditing({ crossSell: null })}>
              New Cross-Sell
            </Button>
          </>
        }
        intro={
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Add-on services and products sold with {kind} subscriptions. A new price applies to new sales; subscriptions
            keep the price they were sold at.
          </Typography>
        }
        search={{ value: search, onChange: setSearch }}
      />
      <DataTable
        label={config.listTitle}
        columns={columns}
        rows={rows}
        rowKey={(crossSell) => crossSell.id}
        page={1}
        perPage={Math.max(rows?.length ?? 0, 1)}
        total={rows?.length ?? 0}
        onPageChange={() => undefined}
        loading={list.isPending}
        error={list.isError ? { text: serverMessage(list.error), retry: () => void list.refetch() } : null}
        emptyText={
          search.trim()
            ? 'No cross-sells match this search.'
            : 'No cross-sells yet. Add the extras you sell with a cleanup, such as a yard deodorizer.'
        }
      />
      {editing && <CrossSellDialog kind={kind} crossSell={editing.crossSell} onClose={() => setEditing(null)} />}
      {deleting && <DeleteCrossSellDialog kind={kind} crossSell={deleting} onClose={() => setDeleting(null)} />}
    </Paper>
  );
}
