/**
 * One service location of the client forms: address (the zip checks the service area and fills an empty city and
 * state), dogs, gate code, notes, and a map where the office can drop a pin. Used inside a FormProvider; `prefix` is
 * the location's path in the form ('' for a form of one location, 'locations.1' inside the create form).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { useFormContext, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { messages } from '@employee-portal/core/messages/catalogue';
import { ADDRESS_FIELDS, AddressFields, emptyAddress } from '../../../components/address/address-fields.tsx';
import { AddressPinMap } from '../../../components/address/address-pin-map.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { MapMarker } from '../../../components/map/map-types.ts';
import { digitsOnly } from '../../../lib/input-masks.ts';
import { fetchServiceArea } from '../api/clients.ts';
import { clientKeys } from '../api/clients.keys.ts';
import { DogNamesField } from './dog-names-field.tsx';

/** The location fields the form shows, where a 422 answer's errors go; errors about lat/lng are said above the form. */
export const LOCATION_FIELDS = [
  'name',
  ...ADDRESS_FIELDS,
  'gate_code',
  'dog_count',
  'dog_names',
  'unsafe_dog',
  'notes_for_techs',
] as const;
type PathField = (typeof LOCATION_FIELDS)[number];

export const emptyLocation = () => ({
  name: '',
  ...emptyAddress(),
  gate_code: '',
  dog_count: 0 as unknown,
  dog_names: [] as string[],
  unsafe_dog: false,
  notes_for_techs: '',
});

const isBeingTyped = (name: string) =>
  document.activeElement instanceof HTMLInputElement && document.activeElement.name === name;

const isZip = (zip: unknown): zip is string => typeof zip === 'string' && /^\d{5}$/.test(zip);

/** Whether the organization serves a zip; asked once per zip while the form is open. */
export const useServiceArea = (zip: unknown) =>
  useQuery({
    queryKey: clientKeys.serviceArea(isZip(zip) ? zip : ''),
    queryFn: ({ signal }) => fetchServiceArea(zip as string, signal),
    enabled: isZip(zip),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function LocationFields({ prefix, title, existing }: { prefix: string; title: string; existing?: MapMarker }) {
  const { control: formControl, setValue, getValues } = useFormContext();
  const control = formControl as Control<FieldValues>;
  const path = (field: PathField) => (prefix ? `${prefix}.${field}` : field);
  const zip = useWatch({ control, name: path('zip') }) as unknown;
  const area = useServiceArea(zip);
  const place = isZip(zip) ? area.data?.place : null;

  // A place for the typed zip fills the city and state the office has not typed yet, nor is typing into right now
  // (filling a focused field would put the place before the letters still coming).
  useEffect(() => {
    if (!place) return;
    if (!getValues(path('city')) && !isBeingTyped(path('city')))
      setValue(path('city'), place.city, { shouldDirty: true });
    if (!getValues(path('state')) && !isBeingTyped(path('state')))
      setValue(path('state'), place.state, { shouldDirty: true });
    // path() only joins strings: the place is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);

  const warning = isZip(zip) && area.data && !area.data.served ? messages.noServiceArea : null;

  return (
    <Box role="group" aria-label={title}>
      <FormTextField control={control} name={path('name')} label="Location Name" />
      <AddressFields control={control} prefix={prefix} zipWarning={warning} />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name={path('gate_code')} label="Gate Code" />
        <FormTextField
          control={control}
          name={path('dog_count')}
          label="Dog Count"
          inputMode="numeric"
          mask={digitsOnly(2)}
        />
        <DogNamesField control={control} name={path('dog_names')} />
        <FormSwitch control={control} name={path('unsafe_dog')} label="Unsafe Dog" />
      </Box>
      <FormTextField control={control} name={path('notes_for_techs')} label="Notes for Techs" />
      <AddressPinMap
        prefix={prefix}
        label={`${title} map`}
        existing={existing}
        center={place ? { lat: place.lat, lng: place.lng } : null}
      />
    </Box>
  );
}
