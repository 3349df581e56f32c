import { useForm, type Control, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { commercialLocationSchema } from '@employee-portal/core/commercial/commercial.schema';
import type { CommercialLocationView } from '@employee-portal/core/commercial/commercial.responses';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import {
  useAddCommercialLocation,
  useUpdateCommercialLocation,
  type CommercialLocationWriteResponse,
} from '../api/commercial.ts';
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
  const close = () => {
    reset();
    add.reset();
    update.reset();
    onClose();
  };
  const saved = (answer: CommercialLocationWriteResponse) => {
    const name = answer.commercial_location.name;
    notify(answer.warning ? `${name} was saved. ${answer.warning}.` : `${name} was saved.`);
    close();
  };
  const onError = (error: unknown) => applyServerFieldErrors(error, LOCATION_FIELDS, setError);
  const submit = handleSubmit((values) => {
    if (location) update.mutate({ id: location.id, body: values }, { onSuccess: saved, onError });
    else add.mutate(values, { onSuccess: saved, onError });
  });

  return (
    <FormDialog
      open={open}
      title={location ? 'Edit Location' : 'Add Location'}
      submitLabel="Save Location"
      busy={save.isPending}
      failure={formFailure(save.error, LOCATION_FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={close}
    >
      <LocationFields control={control as unknown as Control<FieldValues>} autoFocus />
    </FormDialog>
  );
}
