import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatCents } from '@employee-portal/core/billing/money';
import { clientStatusChangeSchema } from '@employee-portal/core/clients/client.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useVoidGiftCertificate, type GiftCertificate, type GiftCertificateAnswer } from '../api/gift-certificates.ts';

interface VoidDialogProps {
  open: boolean;
  certificate: GiftCertificate;
  onVoided: (answer: GiftCertificateAnswer) => void;
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
  const failure = voiding.isError && !serverFieldErrors(voiding.error).reason ? serverMessage(voiding.error) : null;
  const submit = handleSubmit(({ reason }) =>
    voiding.mutate(reason, {
      onSuccess: onVoided,
      onError: (error) => {
        const message = serverFieldErrors(error).reason;
        if (message) setError('reason', { message });
      },
    }),
  );

  return (
    <Dialog
      open
      onClose={voiding.isPending ? undefined : onClose}
      aria-labelledby="void-gift-certificate-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="void-gift-certificate-title">Void Gift Certificate</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label="Void gift certificate">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText>
            The remaining balance of {formatCents(certificate.balance_cents)} can no longer be redeemed. This cannot be
            undone.
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          <FormTextField control={control} name="reason" label="Reason" maxLength={500} autoFocus required />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={voiding.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={voiding.isPending}>
            Void
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
