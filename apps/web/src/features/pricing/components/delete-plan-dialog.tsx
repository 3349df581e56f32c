import type { ServicePlanWire } from '@employee-portal/core/subscriptions/pricing.schema';
import { DeleteOrDeactivateDialog } from '../../../components/confirm-dialog/delete-or-deactivate-dialog.tsx';
import { useDeleteServicePlan, useUpdateServicePlan } from '../api/pricing.ts';
import { planFormValuesOf, servicePlanFormSchema } from '../pricing-form.ts';

interface DeletePlanDialogProps {
  plan: ServicePlanWire;
  onClose: () => void;
  onDeleted?: () => void;
}

/** A plan that subscriptions use cannot be deleted; inactive, it is no longer offered and its subscriptions keep it. */
export function DeletePlanDialog({ plan, onClose, onDeleted }: DeletePlanDialogProps) {
  const remove = useDeleteServicePlan();
  const save = useUpdateServicePlan(plan.id);
  return (
    <DeleteOrDeactivateDialog
      noun="Service Plan"
      name={plan.name}
      isActive={plan.is_active}
      inUse={plan.in_use}
      inUseText="Subscriptions use this plan."
      inUseCode="plan_in_use"
      onDelete={() => remove.mutateAsync(plan.id)}
      onDeactivate={() =>
        save.mutateAsync(servicePlanFormSchema.parse({ ...planFormValuesOf(plan), is_active: false }))
      }
      keepLabel="Keep Active"
      deactivateNote="An inactive plan is no longer offered for new subscriptions; its subscriptions keep it."
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
