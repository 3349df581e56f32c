import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { formatCents } from '@employee-portal/core/billing/money';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import {
  useRedeemGiftCertificate,
  type GiftCertificate,
  type GiftCertificateLedgerResponse,
  type RedeemBody,
} from '../api/gift-certificates.ts';
import { newIdempotencyKey, redeemFormSchema, type RedeemFormValues } from '../gift-certificate-forms.ts';

interface RedeemDialogProps {
  open: boolean;
  certificate: GiftCertificate;
  onRedeemed: (answer: GiftCertificateLedgerResponse) => void;
  onClose: () => void;
}

/** 'Redeem': takes part or all of the balance; the server refuses more than the balance and says what is left. */
export function RedeemGiftCertificateDialog(props: RedeemDialogProps) {
  // Mounted per opening: each opening is one redemption with its own Idempotency-Key.
  return props.open ? <RedeemDialogContent {...props} /> : null;
}

// A 422 answer names the cents; the form shows the amount under the dollars typed.
const redeemFieldOf = (serverField: string) =>
  serverField === 'amount_cents' ? 'amount' : serverField === 'note' ? 'note' : null;

function RedeemDialogContent({ certificate, onRedeemed, onClose }: RedeemDialogProps) {
  const redeem = useRedeemGiftCertificate(certificate.id);
  // One key per opening: a double click or a retried request cannot take the money twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { control, handleSubmit, setError } = useForm<RedeemFormValues, unknown, RedeemBody>({
    resolver: zodResolver(redeemFormSchema),
    defaultValues: { amount: '', note: '' },
  });
  const failure = formFailure(redeem.error, redeemFieldOf);

  // Submits can overlap before the button shows it is busy: only one request leaves at a time. The key would stop a
  // second redemption anyway, but the second answer would then be a confusing refusal.
  const sending = useRef(false);
  const submit = handleSubmit((body) => {
    if (sending.current) return;
    sending.current = true;
    redeem.mutate(
      { body, idempotencyKey },
      {
        onSuccess: onRedeemed,
        onError: (error) => {
          sending.current = false;
          applyServerFieldErrors(error, redeemFieldOf, setError);
        },
      },
    );
  });

  return (
    <FormDialog
      title="Redeem"
      submitLabel="Redeem"
      busy={redeem.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <DialogContentText>Balance: {formatCents(certificate.balance_cents)}</DialogContentText>
      <FormTextField control={control} name="amount" label="Amount ($)" inputMode="numeric" autoFocus required />
      <FormTextField control={control} name="note" label="Note" maxLength={200} />
    </FormDialog>
  );
}
