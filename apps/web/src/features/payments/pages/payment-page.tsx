import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { paymentMethodLabel } from '@employee-portal/core/billing/payments.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FactList, NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { usePayment, type PaymentDetail } from '../api/payments.ts';
import { RefundDialog } from '../components/refund-dialog.tsx';
import { PAYMENT_SOURCE_LABELS, PAYMENT_STATUS_LABELS } from '../payment-labels.ts';

/** /payment/:id: what came in, where it went (invoices and credit), its refunds, and the Refund action. */
export default function PaymentPage() {
  const paymentId = useRecordId();
  const payment = usePayment(paymentId);
  if (payment.isPending || payment.isError)
    return (
      <RecordLoadState
        id={paymentId}
        query={payment}
        label="payment"
        back={
          <Button component={RouterLink} to={pathTo('payments')}>
            Back to Payments
          </Button>
        }
      />
    );
  return <PaymentDetails answer={payment.data} />;
}

function PaymentDetails({ answer }: { answer: PaymentDetail }) {
  const { payment, allocation, refunds } = answer;
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const [refunding, setRefunding] = useState(false);
  const day = (value: string | null) => (value ? formatCalendarDate(value, dateFormat) : NO_DATA);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h4" component="h1">
              Payment {formatCents(payment.amount_cents)}
            </Typography>
            <Typography color="text.secondary">
              {payment.client.name} · {paymentMethodLabel(payment)} · {PAYMENT_STATUS_LABELS[payment.status]}
            </Typography>
          </Box>
          <Button variant="contained" onClick={() => setRefunding(true)} disabled={answer.refundable_cents === 0}>
            Refund
          </Button>
        </Box>
        <FactList
          label="Payment"
          facts={[
            ['Received', day(payment.received_on)],
            [
              'Client',
              <Link
                key="client"
                component={RouterLink}
                to={
                  payment.client.kind === 'residential'
                    ? pathTo('client', { id: payment.client.id })
                    : pathTo('commercial_client', { id: payment.client.id })
                }
              >
                {payment.client.name}
              </Link>,
            ],
            ['Method', paymentMethodLabel(payment)],
            ...(payment.method === 'check' ? ([['Check date', day(payment.check_date)]] as const) : []),
            ['Taken by', PAYMENT_SOURCE_LABELS[payment.source]],
            ['Status', PAYMENT_STATUS_LABELS[payment.status]],
            ...(payment.failure_message ? ([['Declined', payment.failure_message]] as const) : []),
            ['Amount', formatCents(payment.amount_cents)],
            ['Fee', formatCents(payment.fee_cents)],
            ['Net', formatCents(payment.net_cents)],
            ['Refunded', formatCents(payment.refunded_cents)],
            ['Credit on account', formatCents(allocation.credit_cents)],
          ]}
        />
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            Invoices paid
          </Typography>
          {allocation.applied.length === 0 ? (
            <Typography color="text.secondary">No invoice was paid by this payment.</Typography>
          ) : (
            <Table size="small" aria-label="Invoices paid">
              <TableHead>
                <TableRow>
                  <TableCell>Invoice</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {allocation.applied.map((applied) => (
                  <TableRow key={applied.invoice_id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/invoice/${applied.invoice_id}`}>
                        #{applied.invoice_number}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{formatCents(applied.amount_cents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            Refunds
          </Typography>
          {refunds.length === 0 ? (
            <Typography color="text.secondary">No refunds.</Typography>
          ) : (
            <Table size="small" aria-label="Refunds">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Reason</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {refunds.map((refund) => (
                  <TableRow key={refund.id}>
                    <TableCell>{day(refund.refunded_on)}</TableCell>
                    <TableCell>{refund.reason ?? NO_DATA}</TableCell>
                    <TableCell align="right">{formatCents(refund.amount_cents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      </Stack>
      <RefundDialog
        open={refunding}
        payment={answer}
        onRefunded={(updated) => {
          setRefunding(false);
          notify(`Refunded ${formatCents(updated.payment.refunded_cents - payment.refunded_cents)}.`);
        }}
        onClose={() => setRefunding(false)}
      />
    </Paper>
  );
}
