import { useState } from 'react';
import Alert from '@mui/material/Alert';
import type { CrossSellWire } from '@employee-portal/core/subscriptions/cross-sell.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { crossSellFormSchema, crossSellFormValues } from '../cross-sell-form.ts';
import type { CrossSellKind } from '../cross-sell-kinds.ts';
import { useDeleteCrossSell, useSaveCrossSell } from '../api/cross-sells.ts';

const isInUse = (error: unknown) => isApiError(error) && typeof error.body === 'object' && error.body !== null && 'error' in error.body && error.body.error === 'cross_sell_in_use';

interface DeleteCrossSellDialogProps {
  kind: CrossSellKind;
  crossSell: CrossSellWire;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Confirms a delete. A cross-sell that subscriptions include cannot be deleted (409 `cross_sell_in_use`): the dialog
 * then says so and offers to make it inactive, which stops new sales and keeps the existing ones.
 */
export function DeleteCrossSellDialog({ kind, crossSell, onClose, onDeleted }: DeleteCrossSellDialogProps) {
  const remove = useDeleteCrossSell(kind);
  const save = useSaveCrossSell(kind, crossSell.id);
  const notify = useNotify();
  const [inUseMessage, setInUseMessage] = useState<string | null>(null);
  const failure = remove.isError && !inUseMessage ? serverMessage(remove.error) : save.isError ? serverMessage(save.error) : null;

  const confirmDelete = () =>
    remove.mutate(crossSell.id, {
      onSuccess: () => {
        notify(`${crossSell.name} was deleted.`);
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        if (isInUse(error)) setInUseMessage(serverMessage(error));
      },
    });

  const makeInactive = () =>
    save.mutate(crossSellFormSchema.parse({ ...crossSellFormValues(crossSell), is_active: false }), {
      onSuccess: () => {
        notify(`${crossSell.name} is now inactive.`);
        onClose();
      },
    });

  if (inUseMessage) {
    const canDeactivate = crossSell.is_active;
    return (
      <ConfirmDialog
        open
        title="Cross-Sell In Use"
        confirmLabel={canDeactivate ? 'Make Inactive' : 'Close'}
        cancelLabel={canDeactivate ? 'Cancel' : 'Back'}
        busy={save.isPending}
        onConfirm={canDeactivate ? makeInactive : onClose}
        onCancel={onClose}
      >
        <Alert severity="warning">{inUseMessage}</Alert>
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog open title="Delete Cross-Sell" confirmLabel="Delete" destructive busy={remove.isPending} onConfirm={confirmDelete} onCancel={onClose}>
      Delete the cross-sell {crossSell.name}? This cannot be undone.
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
