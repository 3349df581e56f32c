import type { CancelReasonWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { DeleteOrDeactivateDialog } from '../../../components/confirm-dialog/delete-or-deactivate-dialog.tsx';
import { useDeleteCancelReason, useSaveCancelReason } from '../api/cancel-reasons.ts';

/** A reason a cancellation used cannot be deleted, since the dashboard still counts it; it can be made inactive. */
export function DeleteCancelReasonDialog({ reason, onClose }: { reason: CancelReasonWire; onClose: () => void }) {
  const remove = useDeleteCancelReason();
  const save = useSaveCancelReason();
  return (
    <DeleteOrDeactivateDialog
      noun="Cancel Reason"
      name={reason.name}
      isActive={reason.is_active}
      inUse={reason.in_use}
      inUseText="Cancelled subscriptions name this reason."
      inUseCode="cancel_reason_in_use"
      onDelete={() => remove.mutateAsync(reason.id)}
      onDeactivate={() => save.mutateAsync({ id: reason.id, body: { name: reason.name, is_active: false } })}
      keepLabel="Keep Active"
      deactivateNote="An inactive reason is no longer offered when cancelling; past cancellations keep it."
      onClose={onClose}
    />
  );
}
