import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import type { RoyaltyPaymentResponse } from '@employee-portal/core/royalties/royalties.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FactList } from '../../../components/fact-list/fact-list.tsx';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { formatInstantDate } from '../../../lib/date-format.ts';
import { useDateFormat, useSessionStore } from '../../../lib/session-store.ts';
import { useRoyaltyPayment } from '../api/royalties.ts';
import { monthLabel, RoyaltyPaymentChip } from '../components/royalty-status.tsx';

/** Spec /royalty_payment/{id}/show: one card payment of a royalty invoice. */
export default function RoyaltyPaymentPage() {
  const paymentId = useRecordId();
  const payment = useRoyaltyPayment(paymentId);
  if (payment.isPending || payment.isError)
    return (
      <RecordLoadState
        id={paymentId}
        query={payment}
        label="royalty payment"
        back={
          <Button component={RouterLink} to={pathTo('royalty_payments')}>
            Back to Royalty Payments
          </Button>
        }
      />
    );
  return <RoyaltyPaymentDetails payment={payment.data.royalty_payment} />;
}

function RoyaltyPaymentDetails({ payment }: { payment: RoyaltyPaymentResponse['royalty_payment'] }) {
  const dateFormat = useDateFormat();
  const timeZone = useSessionStore((state) => state.user?.time_zone ?? 'UTC');
  const card = payment.card_last4 ? `${payment.card_brand ?? 'Card'} ending ${payment.card_last4}` : 'Card on file';
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Royalty payment of {formatCents(payment.amount_cents)}
        </Typography>
        <RoyaltyPaymentChip status={payment.status} />
      </Stack>
      {payment.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {payment.failure_message ?? 'The card was declined.'}
        </Alert>
      )}
      <FactList
        label="Royalty payment"
        facts={[
          ['Franchise', payment.franchise_name],
          ['Member', payment.organization_name],
          [
            'Invoice',
            <Link
              key="invoice"
              component={RouterLink}
              to={pathTo('royalty_invoice', { id: payment.royalty_invoice_id })}
            >
              {monthLabel(payment.month)} ({formatCents(payment.invoice_total_cents)})
            </Link>,
          ],
          ['Amount', formatCents(payment.amount_cents)],
          ['Card', card],
          ['Date', formatInstantDate(payment.created_at, timeZone, dateFormat)],
          ['Reference', payment.processor_ref ?? '—'],
        ]}
      />
      <Button component={RouterLink} to={pathTo('royalty_payments')} sx={{ mt: 2 }}>
        Back to Royalty Payments
      </Button>
    </Paper>
  );
}
