import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { denyChangeRequestSchema } from '@employee-portal/core/clients/change-request.schema';
import type { ChangeRequest } from '@employee-portal/core/clients/change-request.responses';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useDenyChangeRequest } from '../api/change-requests.ts';

const FIELDS = ['reason'] as const;
type DenyInput = z.input<typeof denyChangeRequestSchema>;
type DenyOutput = z.output<typeof denyChangeRequestSchema>;

interface DenyChangeRequestDialogProps {
  request: ChangeRequest | null;
  onClose: () => void;
}

/** 'Deny': the reason is required; it is stored with the decision and sent to the client. */
export function DenyChangeRequestDialog({ request, onClose }: DenyChangeRequestDialogProps) {
  const deny = useDenyChangeRequest();
  const notify = useNotify();
  const { control, handleSubmit, setError, reset } = useForm<DenyInput, unknown, DenyOutput>({
    resolver: zodResolver(denyChangeRequestSchema),
    defaultValues: { reason: '' },
  });

  // Each request opens on a blank form.
  const requestId = request?.id;
  const resetDeny = deny.reset;
  useEffect(() => {
    if (requestId === undefined) return;
    reset({ reason: '' });
    resetDeny();
  }, [requestId, reset, resetDeny]);

  const submit = handleSubmit((values) => {
    if (!request) return;
    deny.mutate(
      { id: request.id, reason: values.reason },
      {
        onSuccess: () => {
          notify(`The change request of ${request.client.first_name} ${request.client.last_name} was denied.`);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    );
  });

  return (
    <FormDialog
      open={request !== null}
      title="Deny Change Request"
      submitLabel="Deny"
      destructive
      busy={deny.isPending}
      failure={formFailure(deny.error, FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      {request && (
        <DialogContentText>
          {request.client.first_name} {request.client.last_name}: {request.summary}. The client is told the reason.
        </DialogContentText>
      )}
      <FormTextField control={control} name="reason" label="Reason" autoFocus required maxLength={500} />
    </FormDialog>
  );
}
