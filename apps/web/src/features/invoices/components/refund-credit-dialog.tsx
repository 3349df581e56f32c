import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { formatCents } from '@employee-portal/core/billing/money';
import { messages } from '@employee-portal/core/messages/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { dollarsField } from '../../../components/form/dollars-field.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { newIdempotencyKey } from '../../payments/index.ts';
import { useRefundCredit, type CreditOwner } from '../api/client-credit.ts';

const refundFormFor = (creditCents: number) =>
  z
    .object({
      amount: dollarsField(creditCents)
        .refine((cents) => cents > 0, { error: messages.mustBePositive })
        .refine((cents) => cents <= creditCents, { error: `At most ${formatCents(creditCents)} can be refunded.` }),
      method: z.enum(['check', 'cash']),
      check_number: z.string().trim().max(40),
      note: z.string().trim().max(300),
    })
    .refine((form) => form.method !== 'check' || form.check_number !== '', {
      path: ['check_number'],
      error: messages.required,
    });
type RefundFormInput = z.input<ReturnType<typeof refundFormFor>>;
type RefundFormOutput = z.output<ReturnType<typeof refundFormFor>>;

const fieldOf = (serverField: string) =>
  serverField === 'amount_cents'
    ? 'amount'
    : serverField === 'check_number' || serverField === 'note' || serverField === 'method'
      ? serverField
      : null;

const methods = [
  { value: 'check', label: 'Check' },
  { value: 'cash', label: 'Cash' },
];

interface RefundCreditDialogProps {
  owner: CreditOwner;
  creditCents: number;
  onRefunded: (message: string) => void;
  onClose: () => void;
}

/**
 * 'Refund Credit': the client's unused credit (all of it unless changed) paid back by check or cash and recorded, after
 * a confirmation. Money that came from a card goes back through that payment's own refund, not here.
 */
export function RefundCreditDialog({ owner, creditCents, onRefunded, onClose }: RefundCreditDialogProps) {
  const refund = useRefundCredit(owner);
  // One key per opening: a double click or a retried request refunds once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState<RefundFormOutput | null>(null);
  const sending = useRef(false);
  const { control, handleSubmit, setError } = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: zodResolver(refundFormFor(creditCents)),
    defaultValues: { amount: (creditCents / 100).toFixed(2), method: 'check', check_number: '', note: '' },
  });
  const method = useWatch({ control, name: 'method' });
  const send = () => {
    if (!confirming || sending.current) return;
    sending.current = true;
    const { amount, method: how, check_number, note } = confirming;
    refund.mutate(
      {
        body: { amount_cents: amount, method: how, check_number: how === 'check' ? check_number : undefined, note },
        idempotencyKey,
      },
      {
        onSuccess: (answer) => onRefunded(answer.message),
        onError: (error) => {
          sending.current = false;
          setConfirming(null);
          applyServerFieldErrors(error, fieldOf, setError);
        },
      },
    );
  };
  return (
    <>
      <FormDialog
        title="Refund Credit"
        submitLabel="Refund Credit"
        busy={refund.isPending}
        failure={formFailure(refund.error, fieldOf)}
        onSubmit={(event) => void handleSubmit(setConfirming)(event)}
        onDiscard={onClose}
        maxWidth="xs"
      >
        <DialogContentText>Unused credit: {formatCents(creditCents)}</DialogContentText>
        <Alert severity="info">
          This records a check or cash you hand back. Credit from a card payment is not sent back to the card here:
          refund that payment on its page instead.
        </Alert>
        <FormTextField control={control} name="amount" label="Amount ($)" inputMode="text" autoFocus required />
        <FormSelectField control={control} name="method" label="Refunded By" options={methods} required />
        {method === 'check' && (
          <FormTextField control={control} name="check_number" label="Check Number" maxLength={40} required />
        )}
        <FormTextField control={control} name="note" label="Note" maxLength={300} />
      </FormDialog>
      <ConfirmDialog
        open={confirming !== null}
        title="Refund this credit?"
        confirmLabel="Refund Credit"
        destructive
        busy={refund.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      >
        {confirming
          ? `${formatCents(confirming.amount)} of credit will be recorded as refunded ${confirming.method === 'check' ? `by check #${confirming.check_number}` : 'in cash'}. This cannot be undone.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
