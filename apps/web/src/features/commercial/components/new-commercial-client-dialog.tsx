import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { commercialCustomerSchema, commercialLocationSchema } from '@employee-portal/core/commercial/commercial.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useCreateCommercialCustomer } from '../api/commercial.ts';
import {
  CUSTOMER_FIELDS,
  CustomerFields,
  emptyCustomer,
  emptyLocation,
  LOCATION_FIELDS,
  LocationFields,
} from './commercial-form-fields.tsx';

const newClientSchema = commercialCustomerSchema.extend({ location: commercialLocationSchema });
type NewClientInput = z.input<typeof newClientSchema>;
type NewClientOutput = z.output<typeof newClientSchema>;

/** The server names the first location's fields `locations.0.<field>`; the form keeps it under `location`. */
function newClientFieldOf(serverField: string): Path<NewClientInput> | null {
  if ((CUSTOMER_FIELDS as readonly string[]).includes(serverField)) return serverField as Path<NewClientInput>;
  const locationField = serverField.replace(/^locations\.0\./, '');
  return locationField !== serverField && (LOCATION_FIELDS as readonly string[]).includes(locationField)
    ? (`location.${locationField}` as Path<NewClientInput>)
    : null;
}

/** 'New Commercial Client': the company, its billing contact and address, tax status, notes and its first location. */
export function NewCommercialClientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateCommercialCustomer();
  const notify = useNotify();
  const navigate = useNavigate();
  const { control, handleSubmit, setError, reset } = useForm<NewClientInput, unknown, NewClientOutput>({
    resolver: zodResolver(newClientSchema),
    defaultValues: { ...emptyCustomer(), location: emptyLocation() },
  });
  const close = () => {
    reset();
    create.reset();
    onClose();
  };

  const submit = handleSubmit(({ location, ...customer }) =>
    create.mutate(
      { ...customer, locations: [location] },
      {
        onSuccess: (answer) => {
          const warning = answer.warnings.find(Boolean);
          notify(
            warning
              ? `${answer.commercial_customer.company_name} was added. ${warning}.`
              : `${answer.commercial_customer.company_name} was added.`,
          );
          close();
          void navigate(pathTo('commercial_client', { id: answer.commercial_customer.id }));
        },
        onError: (error) => applyServerFieldErrors(error, newClientFieldOf, setError),
      },
    ),
  );

  const fieldsControl = control as unknown as Control<FieldValues>;
  return (
    <FormDialog
      open={open}
      title="New Commercial Client"
      submitLabel="Create Commercial Client"
      busy={create.isPending}
      failure={formFailure(create.error, newClientFieldOf)}
      onSubmit={(event) => void submit(event)}
      onDiscard={close}
      maxWidth="md"
    >
      <CustomerFields control={fieldsControl} autoFocus />
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3">
        First Location
      </Typography>
      <LocationFields control={fieldsControl} prefix="location" />
    </FormDialog>
  );
}
