import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CancelReasonWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { ActiveRowActions, ActiveStatusChip } from '../../../components/data-table/active-row-actions.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useCancelReasons, useSaveCancelReason } from '../api/cancel-reasons.ts';
import { CancelReasonDialog } from './cancel-reason-dialog.tsx';
import { DeleteCancelReasonDialog } from './delete-cancel-reason-dialog.tsx';

const usesText = (uses: number) => (uses === 1 ? '1 time' : `${uses} times`);

/** Activates or deactivates one reason in place; the row's button shows the wait. */
function useToggleActive() {
  const save = useSaveCancelReason();
  const notify = useNotify();
  const toggle = (reason: CancelReasonWire) =>
    save.mutate(
      { id: reason.id, body: { name: reason.name, is_active: !reason.is_active } },
      {
        onSuccess: () => notify(reason.is_active ? `${reason.name} is now inactive.` : `${reason.name} is now active.`),
        onError: (error) => notify(serverMessage(error), 'error'),
      },
    );
  const pendingId = save.isPending ? save.variables.id : null;
  return { toggle, pendingId };
}

/**
 * Pricing setup's cancel reasons: why clients leave, chosen when a subscription is cancelled and counted on the
 * dashboard. Inactive reasons stay on past cancellations but are no longer offered.
 */
export function CancelReasonsSection() {
  const reasons = useCancelReasons();
  const [editing, setEditing] = useState<CancelReasonWire | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CancelReasonWire | null>(null);
  const { toggle, pendingId } = useToggleActive();
  const rows = reasons.data ?? [];

  const columns: DataTableColumn<CancelReasonWire>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (reason) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {reason.name}
          {reason.built_in && <Chip size="small" variant="outlined" label="Built in" />}
        </Box>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (reason) => <ActiveStatusChip active={reason.is_active} />,
    },
    { key: 'churn', header: 'Counts as Churn', render: (reason) => (reason.counts_as_churn ? 'Yes' : 'No') },
    { key: 'uses', header: 'Times Used', align: 'right', render: (reason) => usesText(reason.uses) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (reason) =>
        reason.built_in ? (
          <Typography variant="body2" color="text.secondary">
            Always offered, never churn
          </Typography>
        ) : (
          <ActiveRowActions
            name={reason.name}
            active={reason.is_active}
            pending={pendingId === reason.id}
            busy={pendingId !== null && pendingId !== reason.id}
            onToggle={() => toggle(reason)}
            onEdit={() => setEditing(reason)}
            onDelete={() => setDeleting(reason)}
          />
        ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="cancel-reasons-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="cancel-reasons-heading" variant="h6" component="h2">
            Cancel Reasons
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Chosen when a subscription is cancelled and counted on the dashboard. A reason that was used can be made
            inactive, not deleted. A reason that does not count as churn, like the built-in Entered by mistake, leaves
            the cancelled subscription out of the dashboard's client figures.
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => setEditing('new')}>
          New Cancel Reason
        </Button>
      </Box>
      <DataTable
        label="Cancel reasons"
        columns={columns}
        rows={reasons.data}
        rowKey={(reason) => reason.id}
        page={1}
        perPage={Math.max(rows.length, 1)}
        total={rows.length}
        onPageChange={() => undefined}
        loading={reasons.isPending}
        error={reasons.isError ? { text: serverMessage(reasons.error), retry: () => void reasons.refetch() } : null}
        emptyText="No cancel reasons yet. Add the first one with New Cancel Reason."
      />
      {editing !== null && (
        <CancelReasonDialog reason={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting !== null && <DeleteCancelReasonDialog reason={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
