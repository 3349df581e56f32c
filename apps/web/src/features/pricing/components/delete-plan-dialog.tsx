import Alert from '@mui/material/Alert';
import type { ServicePlanWire } from '@employee-portal/core/subscriptions/pricing.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDeleteServicePlan } from '../api/pricing.ts';

interface DeletePlanDialogProps {
  /** The plan to delete; null keeps the dialog closed. */
  plan: ServicePlanWire | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Asks before deleting a plan. A plan with subscriptions is refused by the server (409 `plan_in_use`): its sentence
 * stays in the dialog, which then only offers to close.
 */
export function DeletePlanDialog({ plan, onClose, onDeleted }: DeletePlanDialogProps) {
  const remove = useDeleteServicePlan();
  const notify = useNotify();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={plan !== null}
      title="Delete Service Plan"
      confirmLabel={remove.isError ? 'Try Again' : 'Delete'}
      cancelLabel={remove.isError ? 'Close' : 'Cancel'}
      destructive
      busy={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!plan) return;
        remove.mutate(plan.id, {
          onSuccess: (answer) => {
            notify(answer.message);
            remove.reset();
            onDeleted?.();
            onClose();
          },
        });
      }}
    >
      {remove.isError ? (
        <Alert severity="error">{serverMessage(remove.error)}</Alert>
      ) : (
        `Delete the service plan ${plan?.name ?? ''}? This cannot be undone.`
      )}
    </ConfirmDialog>
  );
}
