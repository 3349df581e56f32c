import type { CrossSellWire } from '@employee-portal/core/subscriptions/cross-sell.schema';
import { DeleteOrDeactivateDialog } from '../../../components/confirm-dialog/delete-or-deactivate-dialog.tsx';
import { crossSellFormSchema, crossSellFormValues } from '../cross-sell-form.ts';
import type { CrossSellKind } from '../cross-sell-kinds.ts';
import { useDeleteCrossSell, useSaveCrossSell } from '../api/cross-sells.ts';

interface DeleteCrossSellDialogProps {
  kind: CrossSellKind;
  crossSell: CrossSellWire;
  onClose: () => void;
  onDeleted?: () => void;
}

/** A cross-sell that subscriptions include cannot be deleted; inactive, it stops new sales and keeps existing ones. */
export function DeleteCrossSellDialog({ kind, crossSell, onClose, onDeleted }: DeleteCrossSellDialogProps) {
  const remove = useDeleteCrossSell(kind);
  const save = useSaveCrossSell(kind, crossSell.id);
  return (
    <DeleteOrDeactivateDialog
      noun="Cross-Sell"
      name={crossSell.name}
      isActive={crossSell.is_active}
      inUse={crossSell.in_use}
      inUseText="Subscriptions include this cross-sell."
      inUseCode="cross_sell_in_use"
      onDelete={() => remove.mutateAsync(crossSell.id)}
      onDeactivate={() =>
        save.mutateAsync(crossSellFormSchema.parse({ ...crossSellFormValues(crossSell), is_active: false }))
      }
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
