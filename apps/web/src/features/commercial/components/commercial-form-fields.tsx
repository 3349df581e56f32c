/** The fields of the commercial forms: the company with its billing contact, and one location. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues } from 'react-hook-form';
import type {
  CommercialCustomerDetail,
  CommercialLocationView,
} from '@employee-portal/core/commercial/commercial.responses';
import { ADDRESS_FIELDS, AddressFields, emptyAddress } from '../../../components/address/address-fields.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { digitsOnly } from '../../../lib/input-masks.ts';

export const CUSTOMER_FIELDS = [
  'company_name',
  'billing_first_name',
  'billing_last_name',
  'billing_email',
  'billing_phone',
  'billing_address_line1',
  'billing_city',
  'billing_state',
  'billing_zip',
  'tax_exempt',
  'notes',
] as const;
export const LOCATION_FIELDS = [
  'name',
  ...ADDRESS_FIELDS,
  'stations',
  'service_notes',
  'contact_name',
  'contact_phone',
  'gate_code',
] as const;

export const emptyCustomer = () => ({
  company_name: '',
  billing_first_name: '',
  billing_last_name: '',
  billing_email: '',
  billing_phone: '',
  billing_address_line1: '',
  billing_city: '',
  billing_state: '',
  billing_zip: '',
  tax_exempt: false,
  notes: '',
});

export const customerValues = (customer: CommercialCustomerDetail) => ({
  company_name: customer.company_name,
  billing_first_name: customer.billing_first_name ?? '',
  billing_last_name: customer.billing_last_name ?? '',
  billing_email: customer.billing_email ?? '',
  billing_phone: customer.billing_phone ?? '',
  billing_address_line1: customer.billing_address_line1 ?? '',
  billing_city: customer.billing_city ?? '',
  billing_state: customer.billing_state ?? '',
  billing_zip: customer.billing_zip ?? '',
  tax_exempt: customer.tax_exempt,
  notes: customer.notes ?? '',
});

export const emptyLocation = () => ({
  name: '',
  ...emptyAddress(),
  stations: '1' as unknown,
  service_notes: '',
  contact_name: '',
  contact_phone: '',
  gate_code: '',
});

/** An existing location's values; a pin the office dropped stays a pin. */
export const locationValues = (location: CommercialLocationView) => ({
  name: location.name,
  address_line1: location.address_line1,
  address_line2: location.address_line2 ?? '',
  city: location.city,
  state: location.state,
  zip: location.zip,
  stations: String(location.stations) as unknown,
  service_notes: location.service_notes ?? '',
  contact_name: location.contact_name ?? '',
  contact_phone: location.contact_phone ?? '',
  gate_code: location.gate_code ?? '',
  lat: location.lat,
  lng: location.lng,
  pinned: location.position_source === 'pin',
});

const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function CustomerFields({ control, autoFocus = false }: { control: Control<FieldValues>; autoFocus?: boolean }) {
  return (
    <>
      <FormTextField control={control} name="company_name" label="Company" autoFocus={autoFocus} required />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        Billing Contact
      </Typography>
      <Box sx={grid}>
        <FormTextField control={control} name="billing_first_name" label="First Name" required />
        <FormTextField control={control} name="billing_last_name" label="Last Name" required />
        <FormTextField control={control} name="billing_email" label="E-mail" type="email" autoComplete="off" />
        <FormTextField control={control} name="billing_phone" label="Phone" type="tel" inputMode="tel" />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        Billing Address
      </Typography>
      <FormTextField control={control} name="billing_address_line1" label="Billing Address" />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <FormTextField control={control} name="billing_city" label="Billing City" />
        <FormTextField control={control} name="billing_state" label="Billing State" />
        <FormTextField
          control={control}
          name="billing_zip"
          label="Billing Zip"
          inputMode="numeric"
          mask={digitsOnly(5)}
        />
      </Box>
      <FormSwitch control={control} name="tax_exempt" label="Tax Exempt" />
      <FormTextField control={control} name="notes" label="Notes" />
    </>
  );
}

/** One location's fields; `prefix` is its path in the form ('' for a form of one location). */
export function LocationFields({
  control,
  prefix = '',
  autoFocus = false,
}: {
  control: Control<FieldValues>;
  prefix?: string;
  autoFocus?: boolean;
}) {
  const path = (field: (typeof LOCATION_FIELDS)[number]) => (prefix ? `${prefix}.${field}` : field);
  return (
    <>
      <FormTextField control={control} name={path('name')} label="Location Name" autoFocus={autoFocus} required />
      <AddressFields control={control} prefix={prefix} line1Label="Address" />
      <Box sx={grid}>
        <FormTextField control={control} name={path('stations')} label="Stations" inputMode="numeric" required />
        <FormTextField control={control} name={path('gate_code')} label="Gate Code" />
        <FormTextField control={control} name={path('contact_name')} label="Site Contact" />
        <FormTextField
          control={control}
          name={path('contact_phone')}
          label="Site Contact Phone"
          type="tel"
          inputMode="tel"
        />
      </Box>
      <FormTextField control={control} name={path('service_notes')} label="Service Notes" />
    </>
  );
}
