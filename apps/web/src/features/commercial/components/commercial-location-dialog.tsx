import { useForm, type Control, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { commercialLocationSchema } from '@employee-portal/core/commercial/commercial.schema';
import type { CommercialLocationView } from '@employee-portal/core/commercial/commercial.responses';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useAddCommercialLocation, useUpdateCommercialLocation, type LocationAnswer } from '../api/commercial.ts';
import { emptyLocation, LOCATION_FIELDS, LocationFields, locationValues } from './commercial-form-fields.tsx';

type LocationInput = z.input<typeof commercialLocationSchema>;
type LocationOutput = z.output<typeof commercialLocationSchema>;

interface CommercialLocationDialogProps {
  customerId: number;
  /** The location to edit; none adds a new one. */
  location: CommercialLocationView | null;
  open: boolean;
  onClose: () => void;
}

/** 'Add Location' / 'Edit Location': the address is placed on the map by the server unless the office pinned it. */
export function CommercialLocationDialog({ customerId, location, open, onClose }: CommercialLocationDialogProps) {
  const add = useAddCommercialLocation(customerId);
  const update = useUpdateCommercialLocation();
  const save = location ? update : add;
  const notify = useNotify();
  const { control, handleSubmit, setError, reset } = useForm<LocationInput, unknown, LocationOutput>({
    resolver: zodResolver(commercialLocationSchema),
    defaultValues: location ? locationValues(location) : emptyLocation(),
  });
  const fieldErrors = serverFieldErrors(save.error);
  const formError =
    save.isError && !LOCATION_FIELDS.some((field) => fieldErrors[field]) ? serverMessage(save.error) : null;

  const close = () => {
    reset();
    add.reset();
    update.reset();
    onClose();
  };
  const saved = (answer: LocationAnswer) => {
    const name = answer.commercial_location.name;
    notify(answer.warning ? `${name} was saved. ${answer.warning}.` : `${name} was saved.`);
    close();
  };
  const onError = (error: unknown) => applyServerFieldErrors(error, LOCATION_FIELDS, setError);
  const submit = handleSubmit((values) => {
    if (location) update.mutate({ id: location.id, body: values }, { onSuccess: saved, onError });
    else add.mutate(values, { onSuccess: saved, onError });
  });

  const title = location ? 'Edit Location' : 'Add Location';
  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : close}
      aria-labelledby="commercial-location-title"
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id="commercial-location-title">{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label={title} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          {formError && <Alert severity="error">{formError}</Alert>}
          <LocationFields control={control as unknown as Control<FieldValues>} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save Location
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
