import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cancelReasonSchema } from '@employee-portal/core/subscriptions/subscription.schema';
import type { CancelReasonWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useSaveCancelReason } from '../api/cancel-reasons.ts';

type FormInput = z.input<typeof cancelReasonSchema>;
type FormOutput = z.output<typeof cancelReasonSchema>;
const FIELDS = ['name'] as const;

interface CancelReasonDialogProps {
  /** The reason to rename; null for 'New Cancel Reason'. */
  reason: CancelReasonWire | null;
  onClose: () => void;
}

/** Adds or renames a reason. Mounted only while open, so each opening starts from the saved name. */
export function CancelReasonDialog({ reason, onClose }: CancelReasonDialogProps) {
  const save = useSaveCancelReason();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(cancelReasonSchema),
    // Renaming keeps the reason's state: the switch lives in the table.
    defaultValues: { name: reason?.name ?? '', is_active: reason?.is_active ?? true },
  });
  const formError = formFailure(save.error, FIELDS);

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: reason?.id ?? null, body },
      {
        onSuccess: () => {
          notify(reason ? `${reason.name} was renamed to ${body.name}.` : `${body.name} was added.`);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );

  return (
    <FormDialog
      title={reason ? 'Rename Cancel Reason' : 'New Cancel Reason'}
      submitLabel={reason ? 'Save Name' : 'Add Reason'}
      busy={save.isPending}
      failure={formError}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus maxLength={100} />
    </FormDialog>
  );
}
