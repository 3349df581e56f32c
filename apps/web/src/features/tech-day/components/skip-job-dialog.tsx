import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { skipJobSchema } from '@employee-portal/core/jobs/job.schema';
import type { TechStopWire } from '@employee-portal/core/jobs/tech-day.responses';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useSkipJob, useSkipReasons } from '../../jobs/index.ts';
import { useRefreshDay } from '../api/tech-day.ts';
import { PhotoPicker } from './photo-picker.tsx';

const FIELDS = ['skip_reason_id', 'note'] as const;

/** Core's rule, with the reason as the select holds it (its id as text). */
const formSchema = skipJobSchema.extend({
  skip_reason_id: z.string().min(1, { error: messages.required }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** 'Skip': one of the organization's reasons, a note the client reads, and a photo (of the locked gate, say). */
export function SkipJobDialog({ stop, onClose }: { stop: TechStopWire; onClose: () => void }) {
  const skip = useSkipJob(stop.id);
  const reasons = useSkipReasons();
  const refresh = useRefreshDay();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { skip_reason_id: '', note: '', notify_client: true },
  });
  const options = (reasons.data ?? [])
    .filter((reason) => reason.is_active)
    .map((reason) => ({ value: String(reason.id), label: reason.name }));

  const submit = handleSubmit((values) =>
    skip.mutate(
      { ...values, skip_reason_id: Number(values.skip_reason_id) },
      {
        onSuccess: () => {
          refresh();
          notify(`${stop.address} is skipped.`);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );

  return (
    <FormDialog
      title="Skip Job"
      submitLabel="Skip"
      destructive
      busy={skip.isPending}
      dirty={formState.isDirty}
      failure={formFailure(skip.error, FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormSelectField control={control} name="skip_reason_id" label="Reason" options={options} required native />
      <FormTextField control={control} name="note" label="Note" maxLength={500} />
      <PhotoPicker jobId={stop.id} kind="skip" label="Photo of the Gate" photos={stop.photos} />
    </FormDialog>
  );
}
