import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { commercialStatusChangeSchema } from '@employee-portal/core/commercial/commercial.schema';
import type { CommercialCustomerDetail } from '@employee-portal/core/commercial/commercial.responses';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useChangeCommercialStatus } from '../api/commercial.ts';

const FIELDS = ['reason'] as const;
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
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );
  const title = action === 'deactivate' ? 'Deactivate Commercial Client' : 'Reactivate Commercial Client';
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={action === 'deactivate' ? 'Deactivate' : 'Reactivate'}
      destructive={action === 'deactivate'}
      busy={change.isPending}
      failure={formFailure(change.error, FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={close}
      maxWidth="xs"
    >
      <DialogContentText>
        {action === 'deactivate'
          ? `${customer.company_name} and its locations become inactive: nothing can be changed until it is reactivated.`
          : `${customer.company_name} and its locations become active again.`}
      </DialogContentText>
      <FormTextField control={control} name="reason" label="Reason" autoFocus required />
    </FormDialog>
  );
}
