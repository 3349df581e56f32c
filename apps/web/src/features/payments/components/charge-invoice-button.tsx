import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { formatCents } from '@employee-portal/core/billing/money';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { newIdempotencyKey, useChargeInvoice } from '../api/payments.ts';
import { cardLabel } from './card-label.ts';

export interface CardOnFile {
  brand: string | null;
  last4: string | null;
}

/**
 * 'Charge Card on File' for an invoice page, offered only when the payer has a card (the invoice says which): asks
 * first, naming the card, then charges the balance. One Idempotency-Key per intent (made when the confirmation opens),
 * so a double click or a retried request charges once. A card removed meanwhile is refused with the server's words,
 * and the page, refreshed, stops offering it.
 */
export function ChargeInvoiceButton({
  invoiceId,
  balanceCents,
  card,
}: {
  invoiceId: number;
  balanceCents: number;
  card: CardOnFile | null;
}) {
  const charge = useChargeInvoice(invoiceId);
  const notify = useNotify();
  const key = useRef<string | null>(null);
  const [asking, setAsking] = useState(false);
  if (!card && !asking) return null;
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
        {`${formatCents(balanceCents)} will be charged to the client's ${card ? cardLabel(card) : 'card on file'}.`}
      </ConfirmDialog>
    </>
  );
}
