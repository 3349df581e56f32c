import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { formatCents } from '@employee-portal/core/billing/money';
import { clientStatusChangeSchema } from '@employee-portal/core/clients/client.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import {
  useVoidGiftCertificate,
  type GiftCertificate,
  type GiftCertificateLedgerResponse,
} from '../api/gift-certificates.ts';

interface VoidDialogProps {
  open: boolean;
  certificate: GiftCertificate;
  onVoided: (answer: GiftCertificateLedgerResponse) => void;
  onClose: () => void;
}

/** 'Void': asks for a reason first; the remaining balance is written off in the ledger and cannot be redeemed. */
export function VoidGiftCertificateDialog(props: VoidDialogProps) {
  return props.open ? <VoidDialogContent {...props} /> : null;
}

function VoidDialogContent({ certificate, onVoided, onClose }: VoidDialogProps) {
  const voiding = useVoidGiftCertificate(certificate.id);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(clientStatusChangeSchema),
    defaultValues: { reason: '' },
  });
  const failure = formFailure(voiding.error, ['reason']);
  const submit = handleSubmit(({ reason }) =>
    voiding.mutate(reason, {
      onSuccess: onVoided,
      onError: (error) => applyServerFieldErrors(error, ['reason'], setError),
    }),
  );

  return (
    <FormDialog
      title="Void Gift Certificate"
      submitLabel="Void"
      destructive
      busy={voiding.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <DialogContentText>
        The remaining balance of {formatCents(certificate.balance_cents)} can no longer be redeemed. This cannot be
        undone.
      </DialogContentText>
      <FormTextField control={control} name="reason" label="Reason" maxLength={500} autoFocus required />
    </FormDialog>
  );
}
