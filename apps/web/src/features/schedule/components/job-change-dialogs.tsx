/** The office's changes to an open job's plan (tech, day, notes) and the re-clean of a done one: one dialog each. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { JobRecordWire } from '@employee-portal/core/jobs/job.responses';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage, showServerFailure } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useJobNotes, useMoveJob, useReassignJob, useReCleanJob } from '../../jobs/index.ts';
import { useScheduleTechs } from '../api/schedule-options.ts';
import { UNASSIGNED, moveForm, notesForm, reCleanForm, reassignForm } from '../job-forms.ts';

export interface JobDialogProps {
  job: JobRecordWire;
  onClose: () => void;
}

/** The techs as select options, with 'Unassigned' first; the failure to load them goes in the dialog's alert. */
function useTechOptions() {
  const techs = useScheduleTechs();
  const options = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(techs.data ?? []).map((tech) => ({ value: String(tech.id), label: tech.name })),
  ];
  return { options, failure: techs.isError ? serverMessage(techs.error) : null };
}

const techValue = (job: JobRecordWire) => (job.assigned_user_id === null ? UNASSIGNED : String(job.assigned_user_id));

export function ReassignDialog({ job, onClose }: JobDialogProps) {
  const reassign = useReassignJob(job.id);
  const notify = useNotify();
  const techs = useTechOptions();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof reassignForm>,
    unknown,
    z.output<typeof reassignForm>
  >({ resolver: zodResolver(reassignForm), defaultValues: { assigned_user_id: techValue(job) } });
  const submit = handleSubmit((body) => {
    setFailure(null);
    reassign.mutate(body.assigned_user_id, {
      onSuccess: (answer) => {
        notify(
          `The job is now ${answer.job.assigned_user_name ? `${answer.job.assigned_user_name}'s` : 'unassigned'}.`,
        );
        onClose();
      },
      onError: (error) => setFailure(showServerFailure(error, ['assigned_user_id'], setError)),
    });
  });
  return (
    <FormDialog
      title="Reassign Job"
      submitLabel="Reassign"
      dirty={formState.isDirty}
      busy={reassign.isPending}
      failure={failure ?? techs.failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormSelectField control={control} name="assigned_user_id" label="Tech" options={techs.options} required />
    </FormDialog>
  );
}

export function MoveDialog({ job, onClose }: JobDialogProps) {
  const move = useMoveJob(job.id);
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof moveForm>,
    unknown,
    z.output<typeof moveForm>
  >({ resolver: zodResolver(moveForm), defaultValues: { service_date: job.service_date } });
  const submit = handleSubmit((body) => {
    setFailure(null);
    move.mutate(body.service_date, {
      onSuccess: (answer) => {
        notify(`The job was moved to ${formatCalendarDate(answer.job.service_date, dateFormat)}.`);
        onClose();
      },
      onError: (error) => setFailure(showServerFailure(error, ['service_date'], setError)),
    });
  });
  return (
    <FormDialog
      title="Move Job"
      submitLabel="Move"
      dirty={formState.isDirty}
      busy={move.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormTextField control={control} name="service_date" label="New Date" type="date" required />
    </FormDialog>
  );
}

export function NotesDialog({ job, onClose }: JobDialogProps) {
  const notes = useJobNotes(job.id);
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof notesForm>,
    unknown,
    z.output<typeof notesForm>
  >({ resolver: zodResolver(notesForm), defaultValues: { office_notes: job.office_notes ?? '' } });
  const submit = handleSubmit((body) => {
    setFailure(null);
    notes.mutate(body.office_notes ?? '', {
      onSuccess: () => {
        notify('The notes for the tech were saved.');
        onClose();
      },
      onError: (error) => setFailure(showServerFailure(error, ['office_notes'], setError)),
    });
  });
  return (
    <FormDialog
      title="Notes for the Tech"
      submitLabel="Save Notes"
      dirty={formState.isDirty}
      busy={notes.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormTextField control={control} name="office_notes" label="Notes for the Tech" maxLength={2000} />
    </FormDialog>
  );
}

export function ReCleanDialog({ job, onClose, onCreated }: JobDialogProps & { onCreated: (id: number) => void }) {
  const reClean = useReCleanJob(job.id);
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const today = useOrganizationToday();
  const techs = useTechOptions();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof reCleanForm>,
    unknown,
    z.output<typeof reCleanForm>
  >({ resolver: zodResolver(reCleanForm), defaultValues: { service_date: today, assigned_user_id: techValue(job) } });
  const submit = handleSubmit((body) => {
    setFailure(null);
    reClean.mutate(body, {
      onSuccess: (answer) => {
        notify(`A re-clean was scheduled for ${formatCalendarDate(answer.job.service_date, dateFormat)}.`);
        onCreated(answer.job.id);
      },
      onError: (error) => setFailure(showServerFailure(error, ['service_date', 'assigned_user_id'], setError)),
    });
  });
  return (
    <FormDialog
      title="Re-clean"
      submitLabel="Schedule Re-clean"
      dirty={formState.isDirty}
      busy={reClean.isPending}
      failure={failure ?? techs.failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <FormTextField control={control} name="service_date" label="Date" type="date" required />
      <FormSelectField control={control} name="assigned_user_id" label="Tech" options={techs.options} required />
    </FormDialog>
  );
}
