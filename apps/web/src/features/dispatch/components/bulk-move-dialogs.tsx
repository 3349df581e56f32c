import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { bulkMoveSchema } from '@employee-portal/core/jobs/job.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField, type SelectOption } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useBulkMove, useBulkReassign } from '../api/dispatch.ts';

export interface BulkDialogProps {
  jobIds: number[];
  /** Cancelled: the selection stays. */
  onClose: () => void;
  /** Done: the server said what changed. */
  onDone: () => void;
}

const jobsPhrase = (count: number) => (count === 1 ? 'One job' : `${count} jobs`);

const moveFormSchema = bulkMoveSchema.omit({ job_ids: true });
type MoveInput = z.input<typeof moveFormSchema>;
const MOVE_FIELDS = ['service_date'] as const;

/** The selected visits go to another day, each at the end of its tech's route there. */
export function BulkMoveDialog({ jobIds, day, onClose, onDone }: BulkDialogProps & { day: string }) {
  const move = useBulkMove();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<MoveInput>({
    resolver: zodResolver(moveFormSchema),
    defaultValues: { service_date: day },
  });
  const submit = handleSubmit((values) =>
    move.mutate(
      { job_ids: jobIds, service_date: values.service_date },
      {
        onSuccess: (answer) => {
          notify(answer.message);
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, MOVE_FIELDS, setError),
      },
    ),
  );
  return (
    <FormDialog
      title="Move to Day"
      submitLabel="Move"
      dirty={formState.isDirty}
      busy={move.isPending}
      failure={formFailure(move.error, MOVE_FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <DialogContentText>{jobsPhrase(jobIds.length)} will move, each keeping its tech.</DialogContentText>
      <FormTextField control={control} name="service_date" label="New Day" type="date" required />
    </FormDialog>
  );
}

const UNASSIGNED = 'unassigned';
/** The tech as the select holds it ('unassigned' for nobody); the request gets the id or null. */
const reassignFormSchema = z.object({ assigned_user_id: z.string().min(1, { error: messages.required }) });
type ReassignInput = z.input<typeof reassignFormSchema>;
const REASSIGN_FIELDS = ['assigned_user_id'] as const;

interface BulkReassignDialogProps extends BulkDialogProps {
  techs: readonly { id: number; name: string }[];
  /** Moving all of one column: its tech is not offered, and the title names them. */
  from?: { id: number | null; name: string };
}

/** The selected visits (or all of one tech's) go to another tech, after that tech's own stops. */
export function BulkReassignDialog({ jobIds, techs, from, onClose, onDone }: BulkReassignDialogProps) {
  const reassign = useBulkReassign();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<ReassignInput>({
    resolver: zodResolver(reassignFormSchema),
    defaultValues: { assigned_user_id: '' },
  });
  const options: SelectOption[] = [
    ...techs.map((tech) => ({ value: String(tech.id), label: tech.name })),
    { value: UNASSIGNED, label: 'Unassigned' },
  ].filter((option) => option.value !== String(from?.id ?? (from ? UNASSIGNED : '')));
  const submit = handleSubmit((values) =>
    reassign.mutate(
      {
        job_ids: jobIds,
        assigned_user_id: values.assigned_user_id === UNASSIGNED ? null : Number(values.assigned_user_id),
      },
      {
        onSuccess: (answer) => {
          notify(answer.message);
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, REASSIGN_FIELDS, setError),
      },
    ),
  );
  return (
    <FormDialog
      title={from ? `Move All Jobs of ${from.name}` : 'Reassign to Tech'}
      submitLabel="Reassign"
      dirty={formState.isDirty}
      busy={reassign.isPending}
      failure={formFailure(reassign.error, REASSIGN_FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <DialogContentText>{jobsPhrase(jobIds.length)} will go to the end of this tech's route.</DialogContentText>
      <FormSelectField control={control} name="assigned_user_id" label="Tech" options={options} required />
    </FormDialog>
  );
}
