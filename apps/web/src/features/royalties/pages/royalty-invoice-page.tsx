import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import type { RoyaltyInvoiceResponse } from '@employee-portal/core/royalties/royalties.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FactList } from '../../../components/fact-list/fact-list.tsx';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatInstantDate } from '../../../lib/date-format.ts';
import { useDateFormat, useSessionStore } from '../../../lib/session-store.ts';
import { newRoyaltyPaymentKey, usePayRoyaltyInvoice, useRoyaltyInvoice } from '../api/royalties.ts';
import { monthLabel, RoyaltyInvoiceChip, RoyaltyPaymentChip } from '../components/royalty-status.tsx';

const backToHistory = (
  <Button component={RouterLink} to={pathTo('royalty_payments')}>
    Back to Royalty Payments
  </Button>
);

/** Spec /royalty_invoice/{id}/show: a month's royalties, how they are worked out, and the Pay button while due. */
export default function RoyaltyInvoicePage() {
  const invoiceId = useRecordId();
  const invoice = useRoyaltyInvoice(invoiceId);
  if (invoice.isPending || invoice.isError)
    return <RecordLoadState id={invoiceId} query={invoice} label="royalty invoice" back={backToHistory} />;
  return <RoyaltyInvoiceDetails invoice={invoice.data.royalty_invoice} />;
}

function RoyaltyInvoiceDetails({ invoice }: { invoice: RoyaltyInvoiceResponse['royalty_invoice'] }) {
  const owedLines = invoice.lines.filter((line) => line.counts_towards_total);
  const dateFormat = useDateFormat();
  const timeZone = useSessionStore((state) => state.user?.time_zone ?? 'UTC');
  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            Royalties for {monthLabel(invoice.month)}
          </Typography>
          <RoyaltyInvoiceChip status={invoice.status} />
          <span style={{ flexGrow: 1 }} />
          {invoice.status === 'due' && <PayButton invoice={invoice} />}
        </Stack>
        <FactList
          label="Royalty invoice"
          facts={[
            ['Franchise', invoice.franchise_name],
            ['Member', invoice.organization_name],
            ['Collected revenue', formatCents(invoice.collected_revenue_cents)],
            ['Total', formatCents(invoice.total_cents)],
            ['Paid', formatCents(invoice.paid_cents)],
            ['Balance due', formatCents(invoice.balance_due_cents)],
          ]}
        />
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          How it is worked out
        </Typography>
        <TableScrollArea label="Calculation lines">
          <Table size="small" aria-label="Calculation lines">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell align="right">Basis</TableCell>
                <TableCell align="right">Rate</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.lines.map((line) => (
                <TableRow key={line.kind} data-line={line.kind}>
                  <TableCell>{line.description}</TableCell>
                  <TableCell align="right">{formatCents(line.basis_cents)}</TableCell>
                  <TableCell align="right">{line.rate_bps === null ? '' : `${line.rate_bps / 100} %`}</TableCell>
                  <TableCell
                    align="right"
                    data-amount-cents={line.counts_towards_total ? line.amount_cents : undefined}
                  >
                    {line.counts_towards_total ? formatCents(line.amount_cents) : ''}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={3}>
                  <strong>Total</strong>
                </TableCell>
                <TableCell align="right" data-total-cents={invoice.total_cents}>
                  <strong>{formatCents(invoice.total_cents)}</strong>
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableScrollArea>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Shares are rounded to the nearest cent, half a cent up.
          {invoice.minimum_top_up_cents > 0 &&
            ` The royalty of ${formatCents(invoice.royalty_cents)} is below the monthly minimum of ${formatCents(invoice.monthly_minimum_cents)}, so it is topped up.`}{' '}
          {owedLines.map((line) => formatCents(line.amount_cents)).join(' + ')} = {formatCents(invoice.total_cents)}.
        </Typography>
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Payments
        </Typography>
        {invoice.payments.length === 0 ? (
          <Typography color="text.secondary">No payments yet.</Typography>
        ) : (
          <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {invoice.payments.map((payment) => (
              <Stack component="li" key={payment.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Link component={RouterLink} to={pathTo('royalty_payment', { id: payment.id })}>
                  {formatCents(payment.amount_cents)} on {formatInstantDate(payment.created_at, timeZone, dateFormat)}
                </Link>
                <RoyaltyPaymentChip status={payment.status} size="small" />
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

/** One key per confirmation: a double click on Pay sends the same key twice, and the server charges once. */
function PayButton({ invoice }: { invoice: RoyaltyInvoiceResponse['royalty_invoice'] }) {
  const navigate = useNavigate();
  const pay = usePayRoyaltyInvoice(invoice.id);
  const [key, setKey] = useState<string | null>(null);
  const confirm = () => {
    if (!key || pay.isPending) return;
    // Not mutate's own callbacks: the invoice refetched as paid replaces this button before they would run, and
    // callbacks of an unmounted caller never do, so the move to the payment would be lost.
    pay.mutateAsync(key).then(
      (answer) => navigate(pathTo('royalty_payment', { id: answer.royalty_payment.id })),
      // A failed try leaves its key spent; the next confirmation asks with a new one.
      () => setKey(null),
    );
  };
  return (
    <>
      <Button variant="contained" onClick={() => setKey(newRoyaltyPaymentKey())}>
        Pay {formatCents(invoice.balance_due_cents)}
      </Button>
      {pay.isError && !key && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {serverMessage(pay.error)}
        </Alert>
      )}
      <ConfirmDialog
        open={key !== null}
        title="Pay royalties"
        confirmLabel="Pay now"
        busy={pay.isPending}
        onConfirm={confirm}
        onCancel={() => setKey(null)}
      >
        Charge {formatCents(invoice.balance_due_cents)} for {monthLabel(invoice.month)} to the card on file for your
        subscription?
      </ConfirmDialog>
    </>
  );
}
