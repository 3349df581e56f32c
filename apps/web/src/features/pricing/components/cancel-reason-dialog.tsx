import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cancelReasonSchema } from '@employee-portal/core/subscriptions/subscription.schema';
import type { CancelReasonWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useSaveCancelReason } from '../api/cancel-reasons.ts';

type FormInput = z.input<typeof cancelReasonSchema>;
type FormOutput = z.output<typeof cancelReasonSchema>;
const FIELDS = ['name', 'counts_as_churn'] as const;

interface CancelReasonDialogProps {
  /** The reason to edit; null for 'New Cancel Reason'. */
  reason: CancelReasonWire | null;
  onClose: () => void;
}

/**
 * Adds a reason, or renames one and says whether it counts as churn. Mounted only while open, so each opening starts
 * from what is saved.
 */
export function CancelReasonDialog({ reason, onClose }: CancelReasonDialogProps) {
  const save = useSaveCancelReason();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(cancelReasonSchema),
    // Editing keeps the reason's state: that switch lives in the table.
    defaultValues: {
      name: reason?.name ?? '',
      is_active: reason?.is_active ?? true,
      counts_as_churn: reason?.counts_as_churn ?? true,
    },
  });
  const formError = formFailure(save.error, FIELDS);

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: reason?.id ?? null, body },
      {
        onSuccess: () => {
          notify(
            !reason
              ? `${body.name} was added.`
              : reason.name === body.name
                ? `${body.name} was saved.`
                : `${reason.name} was renamed to ${body.name}.`,
          );
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );

  return (
    <FormDialog
      title={reason ? 'Edit Cancel Reason' : 'New Cancel Reason'}
      submitLabel={reason ? 'Save Reason' : 'Add Reason'}
      busy={save.isPending}
      failure={formError}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus maxLength={100} />
      <FormSwitch
        control={control}
        name="counts_as_churn"
        label="Counts as churn"
        helperText="Off for a subscription that should never have been entered (a duplicate, a test): cancelled for this reason, it is left out of the dashboard's new, lost and active clients, churn rate and lifetime value."
      />
    </FormDialog>
  );
}
