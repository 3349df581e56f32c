import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { formatCents } from '@employee-portal/core/billing/money';
import { messages } from '@employee-portal/core/messages/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { dollarsField } from '../../../components/form/dollars-field.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { newIdempotencyKey, useRefundPayment, type PaymentDetail } from '../api/payments.ts';

interface RefundDialogProps {
  open: boolean;
  payment: PaymentDetail;
  onRefunded: (answer: PaymentDetail) => void;
  onClose: () => void;
}

const refundFormFor = (refundableCents: number) =>
  z.object({
    amount: dollarsField(refundableCents)
      .refine((cents) => cents > 0, { error: messages.mustBePositive })
      .refine((cents) => cents <= refundableCents, {
        error: `At most ${formatCents(refundableCents)} can be refunded.`,
      }),
    reason: z.string().trim().max(300),
  });
type RefundFormInput = z.input<ReturnType<typeof refundFormFor>>;
type RefundFormOutput = z.output<ReturnType<typeof refundFormFor>>;

const fieldOf = (serverField: string) =>
  serverField === 'amount_cents' ? 'amount' : serverField === 'reason' ? 'reason' : null;

/** 'Refund': the amount (the refundable rest unless changed) and a reason, then a confirmation before money moves. */
export function RefundDialog(props: RefundDialogProps) {
  return props.open ? <RefundDialogContent {...props} /> : null;
}

function RefundDialogContent({ payment, onRefunded, onClose }: RefundDialogProps) {
  const refund = useRefundPayment(payment.payment.id);
  // One key per opening: a double click or a retried request refunds once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState<RefundFormOutput | null>(null);
  const sending = useRef(false);
  const { control, handleSubmit, setError } = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: zodResolver(refundFormFor(payment.refundable_cents)),
    defaultValues: { amount: (payment.refundable_cents / 100).toFixed(2), reason: '' },
  });
  const send = () => {
    if (!confirming || sending.current) return;
    sending.current = true;
    refund.mutate(
      { body: { amount_cents: confirming.amount, reason: confirming.reason }, idempotencyKey },
      {
        onSuccess: onRefunded,
        onError: (error) => {
          sending.current = false;
          setConfirming(null);
          applyServerFieldErrors(error, fieldOf, setError);
        },
      },
    );
  };
  const how = payment.payment.method === 'card' ? 'to the card' : 'as a record of money handed back';

  return (
    <>
      <FormDialog
        title="Refund"
        submitLabel="Refund"
        busy={refund.isPending}
        failure={formFailure(refund.error, fieldOf)}
        onSubmit={(event) => void handleSubmit(setConfirming)(event)}
        onDiscard={onClose}
        maxWidth="xs"
      >
        <DialogContentText>Refundable: {formatCents(payment.refundable_cents)}</DialogContentText>
        <FormTextField control={control} name="amount" label="Amount ($)" inputMode="text" autoFocus required />
        <FormTextField control={control} name="reason" label="Reason" maxLength={300} />
      </FormDialog>
      <ConfirmDialog
        open={confirming !== null}
        title="Refund this payment?"
        confirmLabel="Refund"
        destructive
        busy={refund.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      >
        {confirming ? `${formatCents(confirming.amount)} will be refunded ${how}. This cannot be undone.` : ''}
      </ConfirmDialog>
    </>
  );
}
