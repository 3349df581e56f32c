import { useEffect } from 'react';
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
import { denyChangeRequestSchema } from '@employee-portal/core/clients/change-request.schema';
import type { ChangeRequest } from '@employee-portal/core/clients/change-request.responses';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
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
  const fieldErrors = serverFieldErrors(deny.error);
  const formError = deny.isError && !FIELDS.some((field) => fieldErrors[field]) ? serverMessage(deny.error) : null;

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
    <Dialog
      open={request !== null}
      onClose={deny.isPending ? undefined : onClose}
      aria-labelledby="deny-change-request-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="deny-change-request-title">Deny Change Request</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label="Deny change request">
        <DialogContent sx={{ pt: 0 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          {request && (
            <DialogContentText>
              {request.client.first_name} {request.client.last_name}: {request.summary}. The client is told the reason.
            </DialogContentText>
          )}
          <FormTextField control={control} name="reason" label="Reason" autoFocus required maxLength={500} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={deny.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={deny.isPending}>
            Deny
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
