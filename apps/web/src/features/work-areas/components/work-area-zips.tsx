import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Typography from '@mui/material/Typography';
import { workAreaZipSchema } from '@employee-portal/core/clients/work-area.schema';
import type { WorkAreaDetail } from '@employee-portal/core/clients/work-area.responses';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage, showServerFailure } from '../../../lib/api-errors.ts';
import { digitsOnly } from '../../../lib/input-masks.ts';
import { useAddZip, useRemoveZip } from '../api/work-areas.ts';

type ZipInput = z.input<typeof workAreaZipSchema>;
type ZipOutput = z.output<typeof workAreaZipSchema>;

/** The work area's zip codes: add one (a zip already listed is refused under the field), remove one after confirming. */
export function WorkAreaZips({ workArea }: { workArea: WorkAreaDetail }) {
  const add = useAddZip(workArea.id);
  const remove = useRemoveZip(workArea.id);
  const notify = useNotify();
  const [removing, setRemoving] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<ZipInput, unknown, ZipOutput>({
    resolver: zodResolver(workAreaZipSchema),
    defaultValues: { zip: '' },
  });

  const submit = handleSubmit(({ zip }) =>
    add.mutate(zip, {
      onSuccess: () => {
        reset({ zip: '' });
        notify(`Zip code ${zip} was added.`);
      },
      onError: (error) => {
        const failure = showServerFailure(error, ['zip'], setError);
        if (failure) notify(failure, 'error');
      },
    }),
  );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing, {
      onSuccess: () => notify(`Zip code ${removing} was removed.`),
      onError: (error) => notify(serverMessage(error), 'error'),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Box component="section" aria-labelledby="work-area-zips-heading">
      <Typography variant="h6" component="h2" id="work-area-zips-heading">
        Zip Codes ({workArea.zips.length})
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Add zip code"
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Box sx={{ flex: '0 1 220px' }}>
          <FormTextField
            control={control}
            name="zip"
            label="Zip Code"
            inputMode="numeric"
            autoComplete="off"
            mask={digitsOnly(5)}
            maxLength={5}
          />
        </Box>
        <Button type="submit" variant="contained" loading={add.isPending} sx={{ mt: 3 }}>
          Add Zip
        </Button>
      </Box>
      {workArea.zips.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No zip codes yet: add the zip codes this work area covers.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Zip codes"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {workArea.zips.map((zip) => (
            <li key={zip}>
              <Box
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 4,
                  pl: 1.5,
                }}
              >
                <Typography component="span" variant="body2">
                  {zip}
                </Typography>
                <IconButton size="small" aria-label={`Remove ${zip}`} onClick={() => setRemoving(zip)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            </li>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove Zip Code"
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        Remove zip code {removing} from {workArea.name}? Clients there are no longer served by this work area.
      </ConfirmDialog>
    </Box>
  );
}
