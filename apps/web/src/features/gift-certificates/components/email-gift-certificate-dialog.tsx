import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useEmailGiftCertificate, type GiftCertificate } from '../api/gift-certificates.ts';

type Addressee = 'recipient' | 'purchaser';

interface EmailDialogProps {
  certificate: GiftCertificate;
  onSent: (message: string) => void;
  onClose: () => void;
}

/** 'E-mail Gift Certificate': the PDF to the recipient, or back to the purchaser; only people with an address. */
export function EmailGiftCertificateDialog({ certificate, onSent, onClose }: EmailDialogProps) {
  const email = useEmailGiftCertificate(certificate.id);
  const addresses: Record<Addressee, string | null> = {
    recipient: certificate.recipient_email,
    purchaser: certificate.purchaser_email,
  };
  const [to, setTo] = useState<Addressee>(addresses.recipient ? 'recipient' : 'purchaser');
  const send = () => email.mutate({ to }, { onSuccess: (answer) => onSent(answer.message) });
  const choice = (addressee: Addressee, name: string) => {
    const address = addresses[addressee];
    return (
      <FormControlLabel
        value={addressee}
        disabled={!address}
        control={<Radio />}
        label={address ? `${name} (${address})` : `${name}: no e-mail address`}
      />
    );
  };

  return (
    <ConfirmDialog
      open
      title="E-mail Gift Certificate"
      confirmLabel="Send"
      busy={email.isPending}
      onConfirm={send}
      onCancel={onClose}
    >
      The printable certificate goes out as a PDF attachment. Send it to:
      <RadioGroup aria-label="Send to" value={to} onChange={(event) => setTo(event.target.value as Addressee)}>
        {choice('recipient', `Recipient ${certificate.recipient_name}`)}
        {choice('purchaser', `Purchaser ${certificate.purchaser_name}`)}
      </RadioGroup>
      {email.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {serverMessage(email.error)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
