/**
 * The address of a service location, residential or commercial: the fields of core's addressWithPinSchema. `prefix`
 * is the location's path in the form ('' for a form of one location, 'locations.1' inside a create form).
 */
import Box from '@mui/material/Box';
import type { Control, FieldValues } from 'react-hook-form';
import { FormTextField } from '../form/form-text-field.tsx';
import { ZipField } from './zip-field.tsx';

/** The address fields a form shows, in their order (where a 422 answer's errors about them go). */
export const ADDRESS_FIELDS = ['address_line1', 'address_line2', 'city', 'state', 'zip'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number] | 'lat' | 'lng' | 'pinned';

/** The path of one address field of the location at `prefix`. */
export const addressPath = (prefix: string, field: AddressField) => (prefix ? `${prefix}.${field}` : field);

/** A new location's address: nothing typed, no pin. */
export const emptyAddress = () => ({
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  zip: '',
  lat: null as number | null,
  lng: null as number | null,
  pinned: false,
});

interface AddressFieldsProps {
  control: Control<FieldValues>;
  prefix: string;
  /** The first line's label where a form names it otherwise ('Address'). */
  line1Label?: string;
  /** Said under the zip while it has no error, e.g. that the organization does not serve it. */
  zipWarning?: string | null;
}

/** The street lines, then the zip before city and state, since a zip the organization knows can fill them in. */
export function AddressFields({
  control,
  prefix,
  line1Label = 'Address Line 1',
  zipWarning = null,
}: AddressFieldsProps) {
  const path = (field: AddressField) => addressPath(prefix, field);
  return (
    <>
      <FormTextField control={control} name={path('address_line1')} label={line1Label} required />
      <FormTextField control={control} name={path('address_line2')} label="Address Line 2" />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr 1fr' } }}>
        <ZipField control={control} name={path('zip')} warning={zipWarning} />
        <FormTextField control={control} name={path('city')} label="City" required />
        <FormTextField control={control} name={path('state')} label="State" required />
      </Box>
    </>
  );
}
