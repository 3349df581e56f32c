import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { workAreaSchema } from '@employee-portal/core/clients/work-area.schema';
import type { WorkAreaDetail } from '@employee-portal/core/clients/work-area.responses';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { showServerFailure } from '../../../lib/api-errors.ts';
import { useRenameWorkArea } from '../api/work-areas.ts';

type NameInput = z.input<typeof workAreaSchema>;
type NameOutput = z.output<typeof workAreaSchema>;

/** Renames the work area; a name another work area has is refused under the field. */
export function WorkAreaNameForm({ workArea }: { workArea: WorkAreaDetail }) {
  const rename = useRenameWorkArea(workArea.id);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<NameInput, unknown, NameOutput>({
    resolver: zodResolver(workAreaSchema),
    defaultValues: { name: workArea.name },
  });
  const submit = handleSubmit(({ name }) =>
    rename.mutate(name, {
      onSuccess: () => notify('The work area was renamed.'),
      onError: (error) => {
        const failure = showServerFailure(error, ['name'], setError);
        if (failure) notify(failure, 'error');
      },
    }),
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Work area name"
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 240px' }}>
        <FormTextField control={control} name="name" label="Work Area Name" required maxLength={100} />
      </Box>
      <Button type="submit" variant="outlined" loading={rename.isPending} sx={{ mt: { xs: 0, sm: 3 } }}>
        Rename
      </Button>
    </Box>
  );
}
