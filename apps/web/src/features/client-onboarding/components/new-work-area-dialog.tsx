import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { workAreaSchema } from '@employee-portal/core/clients/work-area.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useCreateWorkArea } from '../../work-areas/index.ts';

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
  const failure = create.isError && !serverFieldErrors(create.error).name ? serverMessage(create.error) : null;
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
      onError: (error) => applyServerFieldErrors(error, ['name'], setError),
    }),
  );
  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      aria-labelledby="new-work-area-title"
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="new-work-area-title">New Work Area</DialogTitle>
        <DialogContent>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField control={control} name="name" label="Work Area Name" required autoFocus maxLength={100} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
