import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { voidInvoiceSchema } from '@employee-portal/core/billing/invoices.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFailure } from '../../../lib/api-errors.ts';
import { useVoidInvoice, type Invoice } from '../api/invoices.ts';

interface VoidInvoiceDialogProps {
  open: boolean;
  invoice: Invoice;
  onVoided: (message: string) => void;
  onClose: () => void;
}

/** 'Void': asks for a reason; any credit the invoice used goes back to the client. */
export function VoidInvoiceDialog(props: VoidInvoiceDialogProps) {
  return props.open ? <VoidInvoiceContent {...props} /> : null;
}

function VoidInvoiceContent({ invoice, onVoided, onClose }: VoidInvoiceDialogProps) {
  const voiding = useVoidInvoice(invoice.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = voidInvoiceSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    voiding.mutate(parsed.data.reason, { onSuccess: (answer) => onVoided(answer.message) });
  };
  return (
    <FormDialog
      title="Void Invoice"
      submitLabel="Void"
      destructive
      busy={voiding.isPending}
      failure={formFailure(voiding.error, ['reason'])}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <DialogContentText>
        Invoice #{invoice.number} will no longer be owed and its pay link stops working. This cannot be undone.
      </DialogContentText>
      <TextField
        label="Reason"
        required
        fullWidth
        autoFocus
        margin="normal"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
