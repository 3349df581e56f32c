import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { bulkSkipSchema } from '@employee-portal/core/jobs/job.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useSkipReasons } from '../../jobs/index.ts';
import { useBulkSkip } from '../api/dispatch.ts';
import type { BulkDialogProps } from './bulk-move-dialogs.tsx';

/** The request's fields but the jobs (the selection); the reason is picked as text and sent as its id. */
const skipFormSchema = bulkSkipSchema
  .omit({ job_ids: true })
  .extend({ skip_reason_id: z.string().min(1, { error: messages.required }) });
type SkipInput = z.input<typeof skipFormSchema>;
type SkipOutput = z.output<typeof skipFormSchema>;
const FIELDS = ['skip_reason_id', 'note', 'notify_client'] as const;

/** Skip the selected visits with one reason (bad weather): the clients hear why unless the toggle says not. */
export function BulkSkipDialog({ jobIds, onClose, onDone }: BulkDialogProps) {
  const reasons = useSkipReasons();
  const skip = useBulkSkip();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<SkipInput, unknown, SkipOutput>({
    resolver: zodResolver(skipFormSchema),
    defaultValues: { skip_reason_id: '', note: '', notify_client: true },
  });
  const options = (reasons.data ?? [])
    .filter((reason) => reason.is_active)
    .map((reason) => ({
      value: String(reason.id),
      label: reason.is_charged ? `${reason.name} (charged)` : reason.name,
    }));
  const submit = handleSubmit((values) =>
    skip.mutate(
      {
        job_ids: jobIds,
        skip_reason_id: Number(values.skip_reason_id),
        note: values.note ?? '',
        notify_client: values.notify_client,
      },
      {
        onSuccess: (answer) => {
          notify(answer.message);
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );
  return (
    <FormDialog
      title="Skip Jobs"
      submitLabel="Skip"
      destructive
      dirty={formState.isDirty}
      busy={skip.isPending}
      failure={formFailure(skip.error, FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <DialogContentText>
        {jobIds.length === 1 ? 'One job' : `${jobIds.length} jobs`} will be skipped. Completed and skipped jobs stay as
        they are.
      </DialogContentText>
      <FormSelectField control={control} name="skip_reason_id" label="Skip Reason" options={options} required />
      <FormTextField control={control} name="note" label="Note to the client" maxLength={500} />
      <FormSwitch control={control} name="notify_client" label="Tell the clients" />
    </FormDialog>
  );
}
