/** How an open job ends when the office closes it: skipped with one of the organization's reasons, or completed. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage, showServerFailure } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useCompleteJob, useSkipJob, useSkipReasons } from '../../jobs/index.ts';
import { completeForm, skipForm } from '../job-forms.ts';
import type { JobDialogProps } from './job-change-dialogs.tsx';

type SkipBody = z.output<typeof skipForm>;

export function SkipDialog({ job, onClose }: JobDialogProps) {
  const skip = useSkipJob(job.id);
  const reasons = useSkipReasons();
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const [failure, setFailure] = useState<string | null>(null);
  // A skip closes the visit for good (and may text the client): the form's answer is confirmed before it is sent.
  const [confirming, setConfirming] = useState<SkipBody | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<z.input<typeof skipForm>, unknown, SkipBody>({
    resolver: zodResolver(skipForm),
    defaultValues: { skip_reason_id: '', note: '', notify_client: true },
  });
  const options = (reasons.data ?? [])
    .filter((reason) => reason.is_active)
    .map((reason) => ({
      value: String(reason.id),
      label: reason.is_charged ? `${reason.name} (charged)` : reason.name,
    }));

  const send = (body: SkipBody) => {
    setConfirming(null);
    setFailure(null);
    skip.mutate(body, {
      onSuccess: () => {
        notify('The job was skipped.');
        onClose();
      },
      onError: (error) => setFailure(showServerFailure(error, ['skip_reason_id', 'note', 'notify_client'], setError)),
    });
  };
  const submit = handleSubmit((body) => setConfirming(body));
  return (
    <>
      <FormDialog
        title="Skip Job"
        submitLabel="Skip Job"
        destructive
        dirty={formState.isDirty}
        busy={skip.isPending}
        failure={failure ?? (reasons.isError ? serverMessage(reasons.error) : null)}
        onSubmit={(event) => void submit(event)}
        onDiscard={onClose}
      >
        <FormSelectField control={control} name="skip_reason_id" label="Skip Reason" options={options} required />
        <FormTextField control={control} name="note" label="Note to the Client" maxLength={500} />
        <FormSwitch
          control={control}
          name="notify_client"
          label="Notify the client"
          helperText="Sends the 'skipped' message on the client's preferred channel."
        />
      </FormDialog>
      <ConfirmDialog
        open={confirming !== null}
        title="Skip This Job?"
        confirmLabel="Skip Job"
        cancelLabel="Back"
        destructive
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && send(confirming)}
      >
        The visit to {job.client_name} on {formatCalendarDate(job.service_date, dateFormat)} will not be done
        {confirming?.notify_client ? ', and the client will be told' : ''}. A skipped job cannot be reopened here.
      </ConfirmDialog>
    </>
  );
}

export function CompleteDialog({ job, onClose }: JobDialogProps) {
  const complete = useCompleteJob(job.id);
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof completeForm>,
    unknown,
    z.output<typeof completeForm>
  >({
    resolver: zodResolver(completeForm),
    defaultValues: {
      tech_notes: job.tech_notes ?? '',
      gate_closed: job.gate_closed ?? false,
      dog_count: job.dog_count === null ? '' : String(job.dog_count),
    },
  });
  const submit = handleSubmit((body) => {
    setFailure(null);
    complete.mutate(body, {
      onSuccess: () => {
        notify('The job was completed.');
        onClose();
      },
      onError: (error) => setFailure(showServerFailure(error, ['tech_notes', 'gate_closed', 'dog_count'], setError)),
    });
  });
  return (
    <FormDialog
      title="Complete Job"
      submitLabel="Complete Job"
      dirty={formState.isDirty}
      busy={complete.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormTextField control={control} name="tech_notes" label="Tech's Notes" maxLength={2000} />
      <FormTextField control={control} name="dog_count" label="Dogs" inputMode="numeric" maxLength={2} />
      <FormSwitch control={control} name="gate_closed" label="Gate closed" />
    </FormDialog>
  );
}
