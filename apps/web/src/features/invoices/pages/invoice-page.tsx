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
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FactList, NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useEmailInvoice, useFinalizeInvoice, useInvoice, type Invoice } from '../api/invoices.ts';
import { InvoiceStatusChip } from '../components/invoice-status-chip.tsx';
import { InvoiceTotals, taxLabel } from '../components/invoice-totals.tsx';
import { VoidInvoiceDialog } from '../components/void-invoice-dialog.tsx';
import { ChargeInvoiceButton } from '../../payments/index.ts';

const listOf = (invoice: Pick<Invoice, 'kind'>) =>
  invoice.kind === 'recurring' ? 'recurring_invoices' : 'one_time_invoices';

/** The payments pages record a check against the client's open invoices (spec /receive_check_payment). */
const receiveCheckPath = (invoice: Pick<Invoice, 'client_id' | 'commercial_customer_id'>) =>
  invoice.client_id !== null
    ? `/receive_check_payment?client_id=${invoice.client_id}`
    : `/receive_commercial_check_payment?commercial_customer_id=${invoice.commercial_customer_id}`;

/** Spec /invoice/{id}: one invoice, its lines, totals and payments; edit, finalize, send, print, void, receive a check. */
export default function InvoicePage() {
  const invoiceId = useRecordId();
  const invoice = useInvoice(invoiceId);
  if (invoice.isPending || invoice.isError)
    return (
      <RecordLoadState
        id={invoiceId}
        query={invoice}
        label="invoice"
        back={
          <Button component={RouterLink} to={pathTo('one_time_invoices')}>
            Back to One-Time Invoices
          </Button>
        }
      />
    );
  return <InvoiceDetails invoice={invoice.data.invoice} />;
}

function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const { formatDateTime } = useDateFormatters();
  const finalize = useFinalizeInvoice(invoice.id);
  const email = useEmailInvoice(invoice.id);
  const [confirmingFinalize, setConfirmingFinalize] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [printing, setPrinting] = useState(false);
  const isDraft = invoice.status === 'draft';
  // Paid at finalization by credit or a gift certificate alone, an invoice took no payment and may be voided too.
  const canVoid = invoice.status !== 'void' && invoice.paid_cents === 0 && invoice.payments.length === 0;

  const print = async () => {
    setPrinting(true);
    try {
      await downloadFile(`/invoices/${invoice.id}/pdf`, {}, `invoice-${invoice.number}.pdf`);
    } catch (error) {
      notify(serverMessage(error), 'error');
    } finally {
      setPrinting(false);
    }
  };
  const report = {
    onSuccess: (answer: { message: string }) => notify(answer.message),
    onError: (error: unknown) => notify(serverMessage(error), 'error'),
  };

  const totals = [
    { label: 'Subtotal', cents: invoice.subtotal_cents },
    ...(invoice.discount_cents
      ? [{ label: `Discount${invoice.coupon_code ? ` (${invoice.coupon_code})` : ''}`, cents: -invoice.discount_cents }]
      : []),
    { label: taxLabel(invoice), cents: invoice.tax_cents },
    { label: 'Total', cents: invoice.total_cents, strong: true },
    ...(invoice.credit_applied_cents ? [{ label: 'Credit applied', cents: -invoice.credit_applied_cents }] : []),
    ...(invoice.gift_certificate_applied_cents
      ? [{ label: 'Gift certificate', cents: -invoice.gift_certificate_applied_cents }]
      : []),
    { label: 'Paid', cents: invoice.paid_cents },
    // A draft is owed by nobody until it is finalized: it shows what it will ask for, and no balance.
    isDraft
      ? { label: 'Amount due', cents: invoice.amount_due_cents, strong: true }
      : { label: 'Balance', cents: invoice.balance_cents, strong: true },
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="overline" component="p" color="text.secondary">
              {invoice.kind === 'recurring' ? 'Recurring Invoice' : 'One-Time Invoice'}
            </Typography>
            <Typography variant="h4" component="h1">
              Invoice #{invoice.number}
            </Typography>
            <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
              <InvoiceStatusChip status={invoice.shown_status} />
              <Typography color="text.secondary">{invoice.client_name}</Typography>
            </Box>
          </Box>
          {isDraft && (
            <Button variant="outlined" component={RouterLink} to={pathTo('invoice_edit', { id: invoice.id })}>
              Edit
            </Button>
          )}
          {isDraft && (
            <Button variant="contained" onClick={() => setConfirmingFinalize(true)}>
              Finalize and Send
            </Button>
          )}
          {!isDraft && invoice.status !== 'void' && (
            <Button variant="outlined" loading={email.isPending} onClick={() => email.mutate(undefined, report)}>
              E-mail Again
            </Button>
          )}
          <Button variant="outlined" onClick={() => void print()} loading={printing}>
            Download PDF
          </Button>
          {invoice.status === 'open' && (
            <ChargeInvoiceButton
              invoiceId={invoice.id}
              balanceCents={invoice.balance_cents}
              card={invoice.card_on_file}
            />
          )}
          {invoice.status === 'open' && (
            <Button component={RouterLink} to={receiveCheckPath(invoice)}>
              Receive Check
            </Button>
          )}
          <Button variant="outlined" color="error" disabled={!canVoid} onClick={() => setVoiding(true)}>
            Void
          </Button>
        </Box>
        <FactList
          label="Invoice"
          facts={[
            [
              'Bill to',
              [invoice.bill_to.name, invoice.bill_to.address, invoice.bill_to.email, invoice.bill_to.phone]
                .filter(Boolean)
                .join(' · '),
            ],
            ['Issued', formatCalendarDate(invoice.issue_date, dateFormat)],
            ['Due', formatCalendarDate(invoice.due_date, dateFormat)],
            ...(invoice.period_start && invoice.period_end
              ? ([
                  [
                    'Period',
                    `${formatCalendarDate(invoice.period_start, dateFormat)} – ${formatCalendarDate(invoice.period_end, dateFormat)}`,
                  ],
                ] as const)
              : []),
            ['Finalized', invoice.finalized_at ? formatDateTime(invoice.finalized_at) : NO_DATA],
            ['Sent', invoice.sent_at ? formatDateTime(invoice.sent_at) : NO_DATA],
            ['Notes', invoice.notes ?? NO_DATA],
            ...(invoice.void_reason ? ([['Void reason', invoice.void_reason]] as const) : []),
          ]}
        />
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Lines
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Invoice lines">
              <TableHead>
                <TableRow>
                  <TableCell>Description</TableCell>
                  <TableCell align="right">Quantity</TableCell>
                  <TableCell align="right">Unit Price</TableCell>
                  <TableCell>Taxable</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoice.lines.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>
                      {line.description}
                      {line.service_date ? ` (${formatCalendarDate(line.service_date, dateFormat)})` : ''}
                    </TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right">{formatCents(line.unit_cents)}</TableCell>
                    <TableCell>{line.taxable ? 'Yes' : 'No'}</TableCell>
                    <TableCell align="right">{formatCents(line.amount_cents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'flex', mt: 2 }}>
            <InvoiceTotals label="Invoice totals" rows={totals} />
          </Box>
          {isDraft && invoice.available_credit_cents > 0 && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              The client's credit of {formatCents(invoice.available_credit_cents)} is used when the invoice is
              finalized.
            </Typography>
          )}
        </Box>
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Payments
          </Typography>
          {invoice.payments.length === 0 ? (
            <Typography color="text.secondary">No payments yet</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {invoice.payments.map((payment) => (
                <li key={`${payment.payment_id}-${payment.applied_at}`}>
                  <Link component={RouterLink} to={`/payment/${payment.payment_id}`}>
                    Payment {payment.payment_id}
                  </Link>{' '}
                  · {formatCents(payment.amount_cents)} · {formatDateTime(payment.applied_at)}
                </li>
              ))}
            </Box>
          )}
        </Box>
        <Box>
          <Button component={RouterLink} to={pathTo(listOf(invoice))}>
            Back to {invoice.kind === 'recurring' ? 'Recurring Invoices' : 'One-Time Invoices'}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirmingFinalize}
        title="Finalize and Send"
        confirmLabel="Finalize and Send"
        busy={finalize.isPending}
        onCancel={() => setConfirmingFinalize(false)}
        onConfirm={() =>
          finalize.mutate(undefined, {
            onSuccess: (answer) => {
              notify(answer.message);
              setConfirmingFinalize(false);
            },
            onError: (error) => {
              notify(serverMessage(error), 'error');
              setConfirmingFinalize(false);
            },
          })
        }
      >
        Invoice #{invoice.number} will be finalized with the client's credit and e-mailed with a pay link. It cannot be
        edited afterwards.
      </ConfirmDialog>
      <VoidInvoiceDialog
        open={voiding}
        invoice={invoice}
        onClose={() => setVoiding(false)}
        onVoided={(message) => {
          notify(message);
          setVoiding(false);
        }}
      />
    </Paper>
  );
}
