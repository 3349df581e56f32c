import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { payoutStatusLabels, type PayoutShowResponse } from '@employee-portal/core/billing/payouts.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FactList } from '../../../components/fact-list/fact-list.tsx';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { usePayout } from '../api/payouts.ts';
import { PAYOUT_STATUS_COLORS } from '../payout-status.ts';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';

const PROCESSOR_LABELS = { stripe: 'Stripe', card_connect: 'CardConnect' } as const;

/** Spec /payout/{id}/show: one payout's figures and the payments it carried, checked against each other. */
export default function PayoutPage() {
  const payoutId = useRecordId();
  const payout = usePayout(payoutId);
  if (payout.isPending || payout.isError)
    return (
      <RecordLoadState
        id={payoutId}
        query={payout}
        label="payout"
        back={
          <Button component={RouterLink} to={pathTo('payouts')}>
            Back to Payouts
          </Button>
        }
      />
    );
  return <PayoutDetails answer={payout.data} />;
}

function PayoutDetails({ answer }: { answer: PayoutShowResponse }) {
  const { payout, payments, payments_totals } = answer;
  const dateFormat = useDateFormat();
  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            Payout of {formatCalendarDate(payout.arrival_date, dateFormat)}
          </Typography>
          <Chip label={payoutStatusLabels[payout.status]} color={PAYOUT_STATUS_COLORS[payout.status]} />
        </Stack>
        <FactList
          label="Payout figures"
          facts={[
            ['Arrival date', formatCalendarDate(payout.arrival_date, dateFormat)],
            ['Processor', `${PROCESSOR_LABELS[payout.processor]} (${payout.processor_ref})`],
            ['Gross', formatCents(payout.gross_cents)],
            ['Fees', `− ${formatCents(payout.fee_cents)}`],
            ['Refunds', `− ${formatCents(payout.refund_cents)}`],
            ['Net', formatCents(payout.net_cents)],
            ['Payments', String(payout.payment_count)],
          ]}
        />
        <Alert severity={answer.adds_up ? 'success' : 'warning'} sx={{ mt: 2 }}>
          {answer.adds_up
            ? `Adds up: ${formatCents(payout.gross_cents)} gross − ${formatCents(payout.fee_cents)} fees − ${formatCents(payout.refund_cents)} refunds = ${formatCents(payout.net_cents)} net.`
            : `Does not add up: the payments total ${formatCents(payments_totals.amount_cents)} gross and ${formatCents(payments_totals.fee_cents)} fees.`}
        </Alert>
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Payments in this payout
        </Typography>
        {payments.length === 0 ? (
          <Typography color="text.secondary">No payments are linked to this payout.</Typography>
        ) : (
          <TableScrollArea label="Payments in this payout">
            <Table size="small" aria-label="Payments in this payout">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Client</TableCell>
                  <TableCell>Invoices</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell align="right">Fee</TableCell>
                  <TableCell align="right">Net</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {payments.map((payment) => (
                  <TableRow key={payment.id}>
                    <TableCell>
                      <RouterLink to={`/payment/${payment.id}`}>
                        {formatCalendarDate(payment.received_on, dateFormat)}
                      </RouterLink>
                    </TableCell>
                    <TableCell>{payment.client_name}</TableCell>
                    <TableCell>{payment.invoice_numbers.join(', ')}</TableCell>
                    <TableCell align="right">{formatCents(payment.amount_cents)}</TableCell>
                    <TableCell align="right">{formatCents(payment.fee_cents)}</TableCell>
                    <TableCell align="right">{formatCents(payment.net_cents)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={3}>
                    <strong>Total</strong>
                  </TableCell>
                  <TableCell align="right">
                    <strong>{formatCents(payments_totals.amount_cents)}</strong>
                  </TableCell>
                  <TableCell align="right">
                    <strong>{formatCents(payments_totals.fee_cents)}</strong>
                  </TableCell>
                  <TableCell align="right">
                    <strong>{formatCents(payments_totals.net_cents)}</strong>
                  </TableCell>
                </TableRow>
                {payout.refund_cents !== 0 && (
                  <>
                    <TableRow>
                      <TableCell colSpan={5}>Refunds the processor took from this payout</TableCell>
                      <TableCell align="right">{formatCents(-payout.refund_cents)}</TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell colSpan={5}>
                        <strong>Payout net</strong>
                      </TableCell>
                      <TableCell align="right">
                        <strong>{formatCents(payout.net_cents)}</strong>
                      </TableCell>
                    </TableRow>
                  </>
                )}
              </TableBody>
            </Table>
          </TableScrollArea>
        )}
      </Paper>
    </Stack>
  );
}
