import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { CancelReasonWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { isCancelReasonInUse, useDeleteCancelReason, useSaveCancelReason } from '../api/cancel-reasons.ts';

interface DeleteCancelReasonDialogProps {
  reason: CancelReasonWire;
  onClose: () => void;
}

/**
 * Confirms a delete. A reason a cancellation used cannot be deleted (409 `cancel_reason_in_use`), since the dashboard
 * still counts it: the dialog shows the server's sentence and offers to make the reason inactive instead.
 */
export function DeleteCancelReasonDialog({ reason, onClose }: DeleteCancelReasonDialogProps) {
  const remove = useDeleteCancelReason();
  const save = useSaveCancelReason();
  const notify = useNotify();
  const [inUseMessage, setInUseMessage] = useState<string | null>(null);
  const failure = remove.isError && !inUseMessage ? serverMessage(remove.error) : save.isError ? serverMessage(save.error) : null;

  const confirmDelete = () =>
    remove.mutate(reason.id, {
      onSuccess: () => {
        notify(`${reason.name} was deleted.`);
        onClose();
      },
      onError: (error) => {
        if (isCancelReasonInUse(error)) setInUseMessage(serverMessage(error));
      },
    });

  const makeInactive = () =>
    save.mutate(
      { id: reason.id, body: { name: reason.name, is_active: false } },
      {
        onSuccess: () => {
          notify(`${reason.name} is now inactive.`);
          onClose();
        },
      },
    );

  if (inUseMessage) {
    const canDeactivate = reason.is_active;
    return (
      <ConfirmDialog
        open
        title="Cancel Reason In Use"
        confirmLabel={canDeactivate ? 'Make Inactive' : 'Close'}
        cancelLabel={canDeactivate ? 'Keep Active' : 'Back'}
        busy={save.isPending}
        onConfirm={canDeactivate ? makeInactive : onClose}
        onCancel={onClose}
      >
        <Alert severity="warning">{inUseMessage}</Alert>
        {canDeactivate && <Box sx={{ mt: 1 }}>An inactive reason is no longer offered when cancelling; past cancellations keep it.</Box>}
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog open title="Delete Cancel Reason" confirmLabel="Delete" destructive busy={remove.isPending} onConfirm={confirmDelete} onCancel={onClose}>
      Delete the cancel reason {reason.name}? This cannot be undone.
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
