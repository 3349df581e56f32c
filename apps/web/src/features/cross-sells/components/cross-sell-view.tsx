import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { crossSellFrequencyLabels } from '@employee-portal/core/subscriptions/cross-sell.schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FactList, NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { deleteActionLabel } from '../../../components/confirm-dialog/delete-or-deactivate-dialog.tsx';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useDateFormat, useHasPermission } from '../../../lib/session-store.ts';
import { useCrossSell, type CrossSellResponse } from '../api/cross-sells.ts';
import {
  buyerParty,
  crossSellKind,
  subscriptionStatusLabel,
  type CrossSellBuyer,
  type CrossSellKind,
} from '../cross-sell-kinds.ts';
import { ActiveChip } from './active-chip.tsx';
import { CrossSellDialog } from './cross-sell-dialog.tsx';
import { DeleteCrossSellDialog } from './delete-cross-sell-dialog.tsx';

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'default'> = {
  active: 'success',
  paused: 'warning',
  cancelled: 'default',
};

/** Spec /{kind}_cross_sell/{id}/show: one cross-sell's facts and the subscriptions that include it. */
export function CrossSellView({ kind, id }: { kind: CrossSellKind; id: number | null }) {
  const config = crossSellKind(kind);
  const detail = useCrossSell(kind, id);
  const canManage = useHasPermission(config.managePermission);
  const backToList = canManage && (
    <Button component={RouterLink} to={config.listPath}>
      Back to {config.listTitle}
    </Button>
  );
  if (detail.isPending || detail.isError)
    return <RecordLoadState id={id} query={detail} label={config.showTitle.toLowerCase()} back={backToList} />;
  return <CrossSellDetails kind={kind} answer={detail.data} canManage={canManage} backToList={backToList} />;
}

interface CrossSellDetailsProps {
  kind: CrossSellKind;
  answer: CrossSellResponse;
  canManage: boolean;
  backToList: ReactNode;
}

/** Its own component, so opening and closing the dialogs never re-renders the cross-sell's query (gone once deleted). */
function CrossSellDetails({ kind, answer, canManage, backToList }: CrossSellDetailsProps) {
  const config = crossSellKind(kind);
  const navigate = useNavigate();
  const dateFormat = useDateFormat();
  const { formatDate } = useDateFormatters();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { cross_sell: crossSell, buyers } = answer;
  const deleteLabel = deleteActionLabel(crossSell);
  const columns: DataTableColumn<CrossSellBuyer>[] = [
    {
      key: 'party',
      header: config.buyerHeader,
      render: (buyer) => {
        const party = buyerParty(kind, buyer);
        return party.path ? (
          <Link component={RouterLink} to={party.path}>
            {party.name}
          </Link>
        ) : (
          party.name
        );
      },
    },
    { key: 'address', header: 'Address', render: (buyer) => buyer.address ?? '' },
    { key: 'price', header: 'Price', align: 'right', render: (buyer) => formatCents(buyer.price_cents) },
    { key: 'since', header: 'Since', render: (buyer) => formatCalendarDate(buyer.added_on, dateFormat) },
    {
      key: 'status',
      header: 'Subscription',
      render: (buyer) => (
        <Chip
          size="small"
          label={subscriptionStatusLabel(buyer.status)}
          color={STATUS_COLORS[buyer.status] ?? 'default'}
        />
      ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="overline" color="text.secondary">
              {config.showTitle}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h5" component="h1">
                {crossSell.name}
              </Typography>
              <ActiveChip active={crossSell.is_active} />
            </Box>
          </Box>
          {backToList}
          {canManage && (
            <>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                Edit
              </Button>
              {deleteLabel && (
                <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
                  {deleteLabel}
                </Button>
              )}
            </>
          )}
        </Box>
        <FactList
          label="Cross-sell details"
          facts={[
            ['Description', crossSell.description || NO_DATA],
            ['Price', formatCents(crossSell.price_cents)],
            ['Frequency', crossSellFrequencyLabels[crossSell.frequency]],
            [
              'Status',
              crossSell.is_active
                ? 'Active: offered on new subscriptions'
                : 'Inactive: not offered on new subscriptions',
            ],
            // Paused subscriptions still buy it; cancelled ones are listed below but not counted.
            ['Current Buyers', String(crossSell.buyers)],
            ['Created', formatDate(crossSell.created_at)],
          ]}
        />
        <Box component="section" aria-labelledby="cross-sell-buyers-title">
          <Typography variant="h6" component="h2" id="cross-sell-buyers-title" sx={{ mb: 1 }}>
            Who Buys It
          </Typography>
          <DataTable
            label="Who buys it"
            columns={columns}
            rows={buyers}
            rowKey={(buyer) => buyer.subscription_id}
            page={1}
            perPage={Math.max(buyers.length, 1)}
            total={buyers.length}
            onPageChange={() => undefined}
            loading={false}
            emptyText="No subscriptions include this cross-sell yet"
          />
        </Box>
      </Stack>
      {editing && <CrossSellDialog kind={kind} crossSell={crossSell} onClose={() => setEditing(false)} />}
      {deleting && (
        <DeleteCrossSellDialog
          kind={kind}
          crossSell={crossSell}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(config.listPath)}
        />
      )}
    </Paper>
  );
}
