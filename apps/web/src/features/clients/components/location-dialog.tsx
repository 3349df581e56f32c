import { FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clientLocationSchema } from '@employee-portal/core/clients/client.schema';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useAddLocation, useUpdateLocation } from '../api/clients.ts';
import type { Client, ClientLocation } from '@employee-portal/core/clients/client.responses';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { emptyLocation, LOCATION_FIELDS, LocationFields } from './location-fields.tsx';

type LocationInput = z.input<typeof clientLocationSchema>;
type LocationOutput = z.output<typeof clientLocationSchema>;

const valuesOf = (location: ClientLocation): LocationInput => ({
  name: location.name ?? '',
  address_line1: location.address_line1,
  address_line2: location.address_line2 ?? '',
  city: location.city,
  state: location.state,
  zip: location.zip,
  lat: location.lat,
  lng: location.lng,
  pinned: location.pinned,
  gate_code: location.gate_code ?? '',
  dog_count: location.dog_count,
  dog_names: location.dog_names,
  unsafe_dog: location.unsafe_dog,
  notes_for_techs: location.notes_for_techs ?? '',
});

/** Adds a location to the client, or edits one (`location` given). Mounted while open. */
export function LocationDialog({
  client,
  location,
  onClose,
}: {
  client: Client;
  location?: ClientLocation;
  onClose: () => void;
}) {
  const add = useAddLocation(client.id);
  const update = useUpdateLocation(client.id);
  const saving = location ? update : add;
  const notify = useNotify();
  const form = useForm<LocationInput, unknown, LocationOutput>({
    resolver: zodResolver(clientLocationSchema),
    defaultValues: location ? valuesOf(location) : emptyLocation(),
  });
  const fields = LOCATION_FIELDS as unknown as Path<LocationInput>[];
  const done = (answer: { warnings?: { zip?: string[] } }) => {
    const warning = answer.warnings?.zip?.[0];
    notify(warning ? `The location was saved. ${warning}.` : 'The location was saved.');
    onClose();
  };
  const failed = (error: unknown) => applyServerFieldErrors(error, fields, form.setError);
  const submit = form.handleSubmit((values) => {
    if (location) update.mutate({ locationId: location.id, body: values }, { onSuccess: done, onError: failed });
    else add.mutate(values, { onSuccess: done, onError: failed });
  });
  // Unpinned, the map shows where the geocoder put the saved address.
  const existing =
    location && !location.pinned
      ? { id: location.id, label: location.name || location.address_line1, lat: location.lat, lng: location.lng }
      : undefined;
  return (
    <FormDialog
      open
      title={location ? 'Edit Location' : 'Add Location'}
      submitLabel="Save Location"
      dirty={form.formState.isDirty}
      busy={saving.isPending}
      failure={formFailure(saving.error, fields)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="md"
    >
      <FormProvider {...form}>
        <LocationFields prefix="" title={location ? 'Location' : 'New location'} existing={existing} />
      </FormProvider>
    </FormDialog>
  );
}
