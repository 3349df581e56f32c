import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { workAreaSchema } from '@employee-portal/core/clients/work-area.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useCreateWorkArea } from '../../work-areas/index.ts';

const FIELDS = ['name'] as const;
type NameInput = z.input<typeof workAreaSchema>;
type NameOutput = z.output<typeof workAreaSchema>;

/** Names a new work area; its zip codes and techs are set on its own page. */
export function NewWorkAreaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateWorkArea();
  const notify = useNotify();
  const { control, handleSubmit, setError, reset } = useForm<NameInput, unknown, NameOutput>({
    resolver: zodResolver(workAreaSchema),
    defaultValues: { name: '' },
  });
  const close = () => {
    reset({ name: '' });
    create.reset();
    onClose();
  };
  const submit = handleSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: (answer) => {
        notify(`The work area ${answer.work_area.name} was created: open it to add zip codes.`);
        close();
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  return (
    <FormDialog
      open={open}
      title="New Work Area"
      submitLabel="Create"
      busy={create.isPending}
      failure={formFailure(create.error, FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={close}
      maxWidth="xs"
    >
      <FormTextField control={control} name="name" label="Work Area Name" required autoFocus maxLength={100} />
    </FormDialog>
  );
}
