import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { isApiError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { CardForm, type CardFormHandle } from '../../subscription/index.ts';
import { clientCardOf } from '../components/card-entry.ts';
import { newIdempotencyKey, usePayInvoice, usePayLink, type PayPageInvoice } from '../api/payments.ts';

const STATUS_TEXT = { open: 'Open', paid: 'Paid', void: 'Void', draft: 'Draft' } as const;

/** /pay/:token: the e-mailed link's invoice and a card form for its balance; no sign-in, no shell, phone-sized. */
export default function PayInvoicePage() {
  const { token = '' } = useParams();
  const invoice = usePayLink(token);
  if (invoice.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the invoice" />
      </Box>
    );
  if (invoice.isError) {
    const missing = isApiError(invoice.error) && invoice.error.status === 404;
    return (
      <Box>
        <Typography variant="h4" component="h1" align="center" gutterBottom>
          Pay Invoice
        </Typography>
        <Alert severity="error">
          {missing
            ? 'This payment link is not valid any more. Please use the link in the newest e-mail about this invoice.'
            : serverMessage(invoice.error)}
        </Alert>
      </Box>
    );
  }
  return <InvoiceToPay token={token} invoice={invoice.data} />;
}

function InvoiceToPay({ token, invoice }: { token: string; invoice: PayPageInvoice }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h4" component="h1" align="center" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {invoice.organization_name}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        Invoice #{invoice.invoice_number} · {STATUS_TEXT[invoice.status]}
      </Typography>
      <Typography color="text.secondary">
        For {invoice.bill_to} · Issued {invoice.issue_date} · Due {invoice.due_date}
      </Typography>
      <Box sx={{ overflowX: 'auto', my: 2 }}>
        <Table size="small" aria-label="Invoice lines">
          <TableHead>
            <TableRow>
              <TableCell>Description</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.lines.map((line) => (
              <TableRow key={line.position}>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{formatCents(line.amount_cents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box
        component="dl"
        aria-label="Totals"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', m: 0, rowGap: 0.5 }}
      >
        {(
          [
            ['Subtotal', invoice.subtotal_cents],
            ['Discount', -invoice.discount_cents],
            ['Tax', invoice.tax_cents],
            ['Total', invoice.total_cents],
            ['Credits applied', -invoice.credit_applied_cents],
            ['Paid', -invoice.paid_cents],
          ] as const
        ).map(([term, cents]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt">{term}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {formatCents(cents)}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 'bold' }}>
          Balance due
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 'bold' }}>
          {formatCents(invoice.balance_cents)}
        </Typography>
      </Box>
      {invoice.status === 'paid' ? (
        <Alert severity="success" role="status" sx={{ mt: 3 }}>
          This invoice is paid. Thank you!
        </Alert>
      ) : invoice.status === 'open' && invoice.balance_cents > 0 ? (
        <PayByCard token={token} invoice={invoice} />
      ) : (
        <Alert severity="info" sx={{ mt: 3 }}>
          There is nothing to pay on this invoice.
        </Alert>
      )}
    </Box>
  );
}

function PayByCard({ token, invoice }: { token: string; invoice: PayPageInvoice }) {
  const card = useRef<CardFormHandle>(null);
  const pay = usePayInvoice(token);
  const [saveCard, setSaveCard] = useState(false);
  // One key per intent to pay: a double click or a retried request charges once; a new attempt after a decline
  // (another card) is a new intent with a new key.
  const key = useRef(newIdempotencyKey());
  const sending = useRef(false);

  const submit = async () => {
    if (sending.current) return;
    const entry = await card.current?.read();
    if (!entry) return;
    const body = clientCardOf(entry);
    sending.current = true;
    pay.mutate(
      { body: { card: body, save_card: saveCard }, idempotencyKey: key.current },
      {
        onSettled: () => {
          sending.current = false;
        },
        onError: () => {
          key.current = newIdempotencyKey();
        },
      },
    );
  };

  return (
    <Box
      component="form"
      aria-label="Pay by card"
      noValidate
      sx={{ mt: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        Pay by card
      </Typography>
      {pay.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage(pay.error)}
        </Alert>
      )}
      <CardForm ref={card} settings={invoice.card_form} />
      <FormControlLabel
        control={<Checkbox checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />}
        label="Save card for autopay"
      />
      <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 1 }} loading={pay.isPending}>
        Pay {formatCents(invoice.balance_cents)}
      </Button>
    </Box>
  );
}
