import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { quickbooksSyncFromSchema } from '@employee-portal/core/accounting/quickbooks.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useChangeQuickbooksSyncFrom } from '../api/connection.ts';

const FIELDS = ['sync_from'] as const;
type SyncFromInput = z.input<typeof quickbooksSyncFromSchema>;
type SyncFromOutput = z.output<typeof quickbooksSyncFromSchema>;

interface SyncFromDialogProps {
  current: string | null;
  onClose: () => void;
}

/** The day from which records are sent: at most two years back, never after today (the server checks both). */
export function SyncFromDialog({ current, onClose }: SyncFromDialogProps) {
  const change = useChangeQuickbooksSyncFrom();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<SyncFromInput, unknown, SyncFromOutput>({
    resolver: zodResolver(quickbooksSyncFromSchema),
    defaultValues: { sync_from: current ?? '' },
  });
  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ quickbooks }) => {
        notify(
          quickbooks.queued_count > 0
            ? `Records from then on are being sent: ${quickbooks.queued_count} waiting.`
            : 'The sync start was changed.',
        );
        onClose();
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  return (
    <FormDialog
      title="Send Records Dated From"
      submitLabel="Save"
      dirty={formState.isDirty}
      busy={change.isPending}
      failure={formFailure(change.error, FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>
        Invoices, payments, payouts and refunds dated from this day on are sent to QuickBooks. An earlier day sends the
        older records it now covers; a later one leaves what was sent in QuickBooks.
      </DialogContentText>
      <FormTextField
        control={control}
        name="sync_from"
        label="Send records dated from"
        type="date"
        required
        autoFocus
      />
    </FormDialog>
  );
}
