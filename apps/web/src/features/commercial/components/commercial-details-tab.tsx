import { useForm, type Control, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { commercialCustomerSchema } from '@employee-portal/core/commercial/commercial.schema';
import type { CommercialCustomerDetail } from '@employee-portal/core/commercial/commercial.responses';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useUpdateCommercialCustomer } from '../api/commercial.ts';
import { CUSTOMER_FIELDS, CustomerFields, customerValues } from './commercial-form-fields.tsx';

type DetailsInput = z.input<typeof commercialCustomerSchema>;
type DetailsOutput = z.output<typeof commercialCustomerSchema>;

/** The company, billing contact and address, tax status and notes; read-only while the client is inactive. */
export function CommercialDetailsTab({ customer }: { customer: CommercialCustomerDetail }) {
  const update = useUpdateCommercialCustomer(customer.id);
  const notify = useNotify();
  const inactive = customer.status === 'inactive';
  const { control, handleSubmit, setError, formState } = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(commercialCustomerSchema),
    defaultValues: customerValues(customer),
    disabled: inactive,
  });
  const formError = formFailure(update.error, CUSTOMER_FIELDS);
  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notify('The details were saved.'),
      onError: (error) => applyServerFieldErrors(error, CUSTOMER_FIELDS, setError),
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Commercial client details" sx={{ maxWidth: 720 }}>
      {formError && <Alert severity="error">{formError}</Alert>}
      <fieldset disabled={inactive} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <CustomerFields control={control as unknown as Control<FieldValues>} />
      </fieldset>
      <Button
        type="submit"
        variant="contained"
        loading={update.isPending}
        disabled={inactive || !formState.isDirty}
        sx={{ mt: 1 }}
      >
        Save Details
      </Button>
    </Box>
  );
}
