import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { leadStatusChangeSchema, type LeadStatusChangeBody } from '@employee-portal/core/clients/lead.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailure } from '../../../lib/api-errors.ts';
import { useLeadStatusChange } from '../api/leads.ts';

type StatusOutput = z.output<typeof leadStatusChangeSchema>;

/** 'Mark Lost' asks why: the reason shows in the list and tells the office what to improve. */
export function MarkLostDialog({ leadId, onClose }: { leadId: number; onClose: () => void }) {
  const change = useLeadStatusChange(leadId);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<LeadStatusChangeBody, unknown, StatusOutput>({
    resolver: zodResolver(leadStatusChangeSchema),
    defaultValues: { status: 'lost', lost_reason: '' },
  });
  const failure = formFailure(change.error, ['lost_reason'], (error) => serverFailure(error).text);

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
    <FormDialog
      title="Mark Lost"
      submitLabel="Mark Lost"
      destructive
      busy={change.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <DialogContentText>Why did this lead not become a client?</DialogContentText>
      <FormTextField control={control} name="lost_reason" label="Reason" required autoFocus maxLength={500} />
    </FormDialog>
  );
}
