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
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { leadStatusChangeSchema, type LeadStatusChangeBody } from '@employee-portal/core/clients/lead.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, serverFailure, serverFieldErrors } from '../../../lib/api-errors.ts';
import { useLeadStatusChange } from '../api/leads.ts';

type StatusOutput = z.output<typeof leadStatusChangeSchema>;

/** 'Mark Lost' asks why: the reason shows in the list and tells the office what to improve. */
export function MarkLostDialog({ leadId, onClose }: { leadId: number; onClose: () => void }) {
  const titleId = useId();
  const change = useLeadStatusChange(leadId);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<LeadStatusChangeBody, unknown, StatusOutput>({
    resolver: zodResolver(leadStatusChangeSchema),
    defaultValues: { status: 'lost', lost_reason: '' },
  });
  const failure = change.isError && !serverFieldErrors(change.error).lost_reason ? serverFailure(change.error) : null;

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        notify('The lead is marked lost.');
        onClose();
      },
      onError: (error) => applyServerFieldErrors(error, ['lost_reason'], setError),
    }),
  );

  return (
    <Dialog open onClose={change.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Mark Lost</DialogTitle>
        <DialogContent>
          <DialogContentText>Why did this lead not become a client?</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure.text}
            </Alert>
          )}
          <FormTextField control={control} name="lost_reason" label="Reason" required autoFocus maxLength={500} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={change.isPending}>
            Mark Lost
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
