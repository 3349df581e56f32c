import Box from '@mui/material/Box';
import { useFormContext, type Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { EditFormValues } from '../gift-certificate-forms.ts';

/**
 * Purchaser, recipient, message and expiry: the same fields when selling and when correcting a certificate. Read
 * from the surrounding FormProvider, whose values hold these fields (the sell form adds the amount).
 */
export function GiftCertificateDetailFields() {
  const details = useFormContext<EditFormValues>().control as Control<EditFormValues>;
  return (
    <>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={details} name="purchaser_name" label="Purchaser Name" maxLength={100} required />
        <FormTextField
          control={details}
          name="purchaser_email"
          label="Purchaser E-mail"
          type="email"
          autoComplete="off"
        />
        <FormTextField control={details} name="recipient_name" label="Recipient Name" maxLength={100} required />
        <FormTextField
          control={details}
          name="recipient_email"
          label="Recipient E-mail"
          type="email"
          autoComplete="off"
        />
      </Box>
      <FormTextField control={details} name="message" label="Message" maxLength={500} />
      <FormTextField control={details} name="expires_on" label="Expires On (optional)" type="date" />
    </>
  );
}
