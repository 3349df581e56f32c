import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { cancelReasonSchema } from '@employee-portal/core/subscriptions/subscription.schema';
import type { CancelReasonWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useSaveCancelReason } from '../api/cancel-reasons.ts';

type FormInput = z.input<typeof cancelReasonSchema>;
type FormOutput = z.output<typeof cancelReasonSchema>;
const FIELDS = ['name'] as const;

interface CancelReasonDialogProps {
  /** The reason to rename; null for 'New Cancel Reason'. */
  reason: CancelReasonWire | null;
  onClose: () => void;
}

/** Adds or renames a reason. Mounted only while open, so each opening starts from the saved name. */
export function CancelReasonDialog({ reason, onClose }: CancelReasonDialogProps) {
  const titleId = useId();
  const save = useSaveCancelReason();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(cancelReasonSchema),
    // Renaming keeps the reason's state: the switch lives in the table.
    defaultValues: { name: reason?.name ?? '', is_active: reason?.is_active ?? true },
  });
  const fieldErrors = serverFieldErrors(save.error);
  const formError = save.isError && !FIELDS.some((field) => fieldErrors[field]) ? serverMessage(save.error) : null;
  const title = reason ? 'Rename Cancel Reason' : 'New Cancel Reason';

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: reason?.id ?? null, body },
      {
        onSuccess: () => {
          notify(reason ? `${reason.name} was renamed to ${body.name}.` : `${body.name} was added.`);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label={title} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          {formError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {formError}
            </Alert>
          )}
          <FormTextField control={control} name="name" label="Name" required autoFocus maxLength={100} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {reason ? 'Save Name' : 'Add Reason'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
