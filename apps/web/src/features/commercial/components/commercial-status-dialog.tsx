import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { commercialStatusChangeSchema } from '@employee-portal/core/commercial/commercial.schema';
import type { CommercialCustomerDetail } from '@employee-portal/core/commercial/commercial.responses';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useChangeCommercialStatus } from '../api/commercial.ts';

type ReasonInput = z.input<typeof commercialStatusChangeSchema>;
type ReasonOutput = z.output<typeof commercialStatusChangeSchema>;

/** Deactivate or reactivate a commercial client; either way the office says why. */
export function CommercialStatusDialog({
  customer,
  open,
  onClose,
}: {
  customer: CommercialCustomerDetail;
  open: boolean;
  onClose: () => void;
}) {
  const action = customer.status === 'active' ? 'deactivate' : 'reactivate';
  const change = useChangeCommercialStatus(customer.id);
  const notify = useNotify();
  const { control, handleSubmit, setError, reset } = useForm<ReasonInput, unknown, ReasonOutput>({
    resolver: zodResolver(commercialStatusChangeSchema),
    defaultValues: { reason: '' },
  });
  const formError = change.isError && !serverFieldErrors(change.error).reason ? serverMessage(change.error) : null;
  const close = () => {
    reset();
    change.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    change.mutate(
      { action, reason: values.reason },
      {
        onSuccess: () => {
          notify(
            action === 'deactivate'
              ? `${customer.company_name} was deactivated.`
              : `${customer.company_name} was reactivated.`,
          );
          close();
        },
        onError: (error) => applyServerFieldErrors(error, ['reason'], setError),
      },
    ),
  );
  const title = action === 'deactivate' ? 'Deactivate Commercial Client' : 'Reactivate Commercial Client';
  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : close}
      aria-labelledby="commercial-status-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="commercial-status-title">{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label={title}>
        <DialogContent sx={{ pt: 0 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <DialogContentText>
            {action === 'deactivate'
              ? `${customer.company_name} and its locations become inactive: nothing can be changed until it is reactivated.`
              : `${customer.company_name} and its locations become active again.`}
          </DialogContentText>
          <FormTextField control={control} name="reason" label="Reason" autoFocus required />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={action === 'deactivate' ? 'error' : 'primary'}
            loading={change.isPending}
          >
            {action === 'deactivate' ? 'Deactivate' : 'Reactivate'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
