import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { formatCents } from '@employee-portal/core/billing/money';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { newIdempotencyKey, useChargeInvoice } from '../api/payments.ts';

/**
 * 'Charge Card on File' for an invoice page: asks first, then charges the balance. One Idempotency-Key per intent
 * (made when the confirmation opens), so a double click or a retried request charges once.
 */
export function ChargeInvoiceButton({ invoiceId, balanceCents }: { invoiceId: number; balanceCents: number }) {
  const charge = useChargeInvoice(invoiceId);
  const notify = useNotify();
  const key = useRef<string | null>(null);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        disabled={balanceCents <= 0}
        onClick={() => {
          key.current = newIdempotencyKey();
          setAsking(true);
        }}
      >
        Charge Card on File
      </Button>
      <ConfirmDialog
        open={asking}
        title="Charge the card on file?"
        confirmLabel="Charge"
        busy={charge.isPending}
        onConfirm={() =>
          key.current &&
          charge.mutate(key.current, {
            onSuccess: (answer) => notify(`Charged ${formatCents(answer.payment.amount_cents)}.`),
            onError: (error) => notify(serverMessage(error), 'error'),
            onSettled: () => setAsking(false),
          })
        }
        onCancel={() => setAsking(false)}
      >
        {`${formatCents(balanceCents)} will be charged to the client's card on file.`}
      </ConfirmDialog>
    </>
  );
}
