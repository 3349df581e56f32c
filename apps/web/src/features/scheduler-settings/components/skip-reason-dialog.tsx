import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { skipReasonSchema } from '@employee-portal/core/jobs/job.schema';
import type { SkipReasonWire } from '@employee-portal/core/jobs/job.responses';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useSaveSkipReason } from '../api/scheduler-settings.ts';

type FormInput = z.input<typeof skipReasonSchema>;
type FormOutput = z.output<typeof skipReasonSchema>;
const FIELDS = ['name', 'is_charged'] as const;

/** Adds or edits a reason. Mounted only while open, so each opening starts from the saved values. */
export function SkipReasonDialog({ reason, onClose }: { reason: SkipReasonWire | null; onClose: () => void }) {
  const save = useSaveSkipReason();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(skipReasonSchema),
    defaultValues: {
      name: reason?.name ?? '',
      is_charged: reason?.is_charged ?? false,
      is_active: reason?.is_active ?? true,
    },
  });
  const submit = handleSubmit((body) =>
    save.mutate(
      { id: reason?.id ?? null, body },
      {
        onSuccess: () => {
          notify(reason ? `${body.name} was saved.` : `${body.name} was added.`);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );
  return (
    <FormDialog
      title={reason ? 'Edit Skip Reason' : 'New Skip Reason'}
      submitLabel={reason ? 'Save' : 'Add Reason'}
      busy={save.isPending}
      failure={formFailure(save.error, FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus maxLength={80} />
      <FormSwitch
        control={control}
        name="is_charged"
        label="Still charged"
        helperText="A charged skip is billed as if the visit was done (a locked gate, a dog in the yard)."
      />
    </FormDialog>
  );
}
