import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SkipReasonWire } from '@employee-portal/core/jobs/job.responses';
import { DeleteOrDeactivateDialog } from '../../../components/confirm-dialog/delete-or-deactivate-dialog.tsx';
import { ActiveRowActions, ActiveStatusChip } from '../../../components/data-table/active-row-actions.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDeleteSkipReason, useSaveSkipReason } from '../api/scheduler-settings.ts';
import { SkipReasonDialog } from './skip-reason-dialog.tsx';

const bodyOf = (reason: SkipReasonWire, is_active: boolean) => ({
  name: reason.name,
  is_charged: reason.is_charged,
  is_active,
});

/** The reasons a visit is skipped for, each charged or not; one that jobs name can only be deactivated. */
export function SkipReasonsSection({ reasons }: { reasons: SkipReasonWire[] }) {
  const [editing, setEditing] = useState<SkipReasonWire | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SkipReasonWire | null>(null);
  const save = useSaveSkipReason();
  const remove = useDeleteSkipReason();
  const notify = useNotify();
  const pendingId = save.isPending ? save.variables.id : null;
  const toggle = (reason: SkipReasonWire) =>
    save.mutate(
      { id: reason.id, body: bodyOf(reason, !reason.is_active) },
      {
        onSuccess: () => notify(reason.is_active ? `${reason.name} is now inactive.` : `${reason.name} is now active.`),
        onError: (error) => notify(serverMessage(error), 'error'),
      },
    );

  const columns: DataTableColumn<SkipReasonWire>[] = [
    { key: 'name', header: 'Name', render: (reason) => reason.name },
    { key: 'charged', header: 'Charged', render: (reason) => (reason.is_charged ? 'Charged' : 'Not charged') },
    {
      key: 'status',
      header: 'Status',
      render: (reason) => <ActiveStatusChip active={reason.is_active} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (reason) => (
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
    <Box component="section" aria-labelledby="skip-reasons-heading" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="skip-reasons-heading" variant="h6" component="h2">
            Skip Reasons
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Offered when a visit is skipped. A charged reason is still billed.
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => setEditing('new')}>
          New Skip Reason
        </Button>
      </Box>
      <DataTable
        label="Skip reasons"
        columns={columns}
        rows={reasons}
        rowKey={(reason) => reason.id}
        page={1}
        perPage={Math.max(reasons.length, 1)}
        total={reasons.length}
        onPageChange={() => undefined}
        loading={false}
        emptyText="No skip reasons yet. Add the first one with New Skip Reason."
      />
      {editing !== null && (
        <SkipReasonDialog reason={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting !== null && (
        <DeleteOrDeactivateDialog
          noun="Skip Reason"
          name={deleting.name}
          isActive={deleting.is_active}
          inUse={false}
          inUseText="Skipped jobs name this reason."
          inUseCode="skip_reason_in_use"
          onDelete={() => remove.mutateAsync(deleting.id)}
          onDeactivate={() => save.mutateAsync({ id: deleting.id, body: bodyOf(deleting, false) })}
          keepLabel="Keep Active"
          deactivateNote="An inactive reason is no longer offered when skipping; past skips keep it."
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
