/** The contact part of the client forms (spec §3 client contact). Used inside a FormProvider. */
import Box from '@mui/material/Box';
import { useFormContext, type Control, type FieldValues } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';

export const CHANNEL_OPTIONS = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
  { value: 'both', label: 'E-mail and SMS' },
  { value: 'none', label: 'None' },
] as const;

export const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'alternate_email',
  'alternate_phone',
  'preferred_channel',
  'tax_exempt',
  'referral_source',
] as const;

export function ContactFields() {
  const control = useFormContext().control as Control<FieldValues>;
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} name="first_name" label="First Name" required autoFocus />
      <FormTextField control={control} name="last_name" label="Last Name" required />
      <FormTextField control={control} name="email" label="E-mail" type="email" required />
      <FormTextField control={control} name="phone" label="Phone" type="tel" inputMode="tel" required />
      <FormTextField control={control} name="alternate_email" label="Alternate E-mail" type="email" />
      <FormTextField control={control} name="alternate_phone" label="Alternate Phone" type="tel" inputMode="tel" />
      <FormSelectField
        control={control}
        name="preferred_channel"
        label="Preferred Notification Channel"
        options={CHANNEL_OPTIONS}
      />
      <FormTextField control={control} name="referral_source" label="Referral Source" />
      <FormSwitch control={control} name="tax_exempt" label="Tax Exempt" />
    </Box>
  );
}
