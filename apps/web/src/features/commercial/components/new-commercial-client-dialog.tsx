import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { commercialCustomerSchema, commercialLocationSchema } from '@employee-portal/core/commercial/commercial.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
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

/** 'New Commercial Client': the company, its billing contact and address, tax status, notes and its first location. */
export function NewCommercialClientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateCommercialCustomer();
  const notify = useNotify();
  const navigate = useNavigate();
  const { control, handleSubmit, setError, reset } = useForm<NewClientInput, unknown, NewClientOutput>({
    resolver: zodResolver(newClientSchema),
    defaultValues: { ...emptyCustomer(), location: emptyLocation() },
  });
  const fieldErrors = serverFieldErrors(create.error);
  const shownFields = [...CUSTOMER_FIELDS, ...LOCATION_FIELDS.map((field) => `locations.0.${field}`)];
  const formError =
    create.isError && !shownFields.some((field) => fieldErrors[field]) ? serverMessage(create.error) : null;

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
        onError: (error) => {
          const errors = serverFieldErrors(error);
          for (const field of CUSTOMER_FIELDS) if (errors[field]) setError(field, { message: errors[field] });
          for (const field of LOCATION_FIELDS) {
            const message = errors[`locations.0.${field}`];
            if (message) setError(`location.${field}` as Path<NewClientInput>, { message });
          }
        },
      },
    ),
  );

  const fieldsControl = control as unknown as Control<FieldValues>;
  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      aria-labelledby="new-commercial-client-title"
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id="new-commercial-client-title">New Commercial Client</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="New commercial client"
        sx={{ display: 'contents' }}
      >
        <DialogContent dividers>
          {formError && <Alert severity="error">{formError}</Alert>}
          <CustomerFields control={fieldsControl} autoFocus />
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h3">
            First Location
          </Typography>
          <LocationFields control={fieldsControl} prefix="location" />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create Commercial Client
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
