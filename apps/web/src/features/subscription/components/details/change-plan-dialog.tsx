import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import type { PricingPlan } from '@employee-portal/core/access/organization-signup.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormDialog } from '../../../../components/form/form-dialog.tsx';
import { serverFailure } from '../../../../lib/api-errors.ts';
import { useChangePlanMutation } from '../../api/manage-subscription.ts';
import { useSubscriptionChanged } from '../../use-subscription-changed.ts';
import { EstimatedChargesPanel } from '../estimated-charges-panel.tsx';
import { PlanSelect } from '../plan-select.tsx';

const schema = z.object({ pricing_plan_id: z.string().min(1, { error: messages.required }) });
type PlanValues = z.infer<typeof schema>;

interface ChangePlanDialogProps {
  open: boolean;
  onClose: () => void;
  plans: readonly PricingPlan[];
  currentPlanId: number | null;
  activeUsers: number;
  coupon: string | null;
}

/** Change plan (issue 4 §9): the new per-staff price and the Estimated Charges are shown before confirming. */
export function ChangePlanDialog({ open, ...props }: ChangePlanDialogProps) {
  // Mounted per opening, so each opening starts from the current plan.
  return open ? <ChangePlanForm {...props} /> : null;
}

function ChangePlanForm({ onClose, plans, currentPlanId, activeUsers, coupon }: Omit<ChangePlanDialogProps, 'open'>) {
  const { control, handleSubmit } = useForm<PlanValues>({
    resolver: zodResolver(schema),
    defaultValues: { pricing_plan_id: currentPlanId ? String(currentPlanId) : '' },
  });
  const chosen = useWatch({ control, name: 'pricing_plan_id' });
  const change = useChangePlanMutation();
  const subscriptionChanged = useSubscriptionChanged();
  const unchanged = chosen === String(currentPlanId);
  const failure = change.isError ? serverFailure(change.error) : null;

  const submit = handleSubmit(({ pricing_plan_id }) =>
    change.mutate(Number(pricing_plan_id), {
      onSuccess: () => {
        onClose();
        void subscriptionChanged('Your plan has been changed.');
      },
    }),
  );

  return (
    <FormDialog
      title="Change plan"
      submitLabel="Change plan"
      submitDisabled={unchanged}
      busy={change.isPending}
      // Shown under the Estimated Charges instead, next to the button that was pressed.
      failure={null}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="md"
    >
      <DialogContentText>
        The new plan applies to the running billing cycle: its invoice uses the plan in force on the billing date.
      </DialogContentText>
      <PlanSelect control={control} plans={plans} activeUsers={activeUsers} autoFocus />
      <EstimatedChargesPanel pricingPlanId={chosen ? Number(chosen) : null} coupon={coupon} />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure.detail ? `${failure.text}: ${failure.detail}` : failure.text}
        </Alert>
      )}
    </FormDialog>
  );
}
