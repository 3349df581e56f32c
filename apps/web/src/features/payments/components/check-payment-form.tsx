import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { MAX_PAYMENT_CENTS } from '@employee-portal/core/billing/payments.schema';
import { calendarDate } from '@employee-portal/core/dashboard/time-range';
import { messages } from '@employee-portal/core/messages/catalogue';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { dollarsField } from '../../../components/form/dollars-field.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { positiveIntParam } from '../../../components/data-table/use-list-params.ts';
import { applyServerFieldErrors, formFailure, serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import {
  newIdempotencyKey,
  useClientChoices,
  useOpenInvoices,
  useReceiveCheck,
  type ClientChoice,
  type ClientKind,
  type PaymentResponse,
} from '../api/payments.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';

const SEARCH_DELAY_MS = 300;
const checkFormSchema = z.object({
  check_number: z.string().trim().min(1, { error: messages.required }).max(40, { error: messages.notValid }),
  check_date: z.string().pipe(calendarDate),
  amount: dollarsField(MAX_PAYMENT_CENTS).refine((cents) => cents > 0, { error: messages.mustBePositive }),
});
type CheckFormInput = z.input<typeof checkFormSchema>;
type CheckFormOutput = z.output<typeof checkFormSchema>;
const fieldOf = (field: string) =>
  field === 'amount_cents' ? 'amount' : field === 'check_number' || field === 'check_date' ? field : null;

const todayText = () => new Date().toISOString().slice(0, 10);

/** Receive a check: pick the client, tick the open invoices it pays (oldest due first), and record it. */
export function CheckPaymentForm({ kind }: { kind: ClientKind }) {
  const [params, setParams] = useSearchParams();
  const urlKey = kind === 'residential' ? 'client_id' : 'commercial_customer_id';
  const clientId = positiveIntParam(params.get(urlKey)) ?? null;
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const choices = useClientChoices(kind, search);
  const open = useOpenInvoices(kind, clientId);
  const [result, setResult] = useState<PaymentResponse | null>(null);

  const pick = (client: ClientChoice | null) => {
    setResult(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (client) next.set(urlKey, String(client.id));
      else next.delete(urlKey);
      return next;
    });
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {kind === 'residential' ? 'Receive Check Payment' : 'Receive Commercial Check Payment'}
      </Typography>
      <Autocomplete
        options={choices.data ?? []}
        value={open.data && clientId !== null ? { id: clientId, name: open.data.client_name } : null}
        inputValue={typed}
        loading={choices.isFetching}
        filterOptions={(options) => options}
        onInputChange={(_event, value) => setTyped(value)}
        onChange={(_event, value) => pick(value)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText="Type a name to find the client"
        sx={{ maxWidth: 480 }}
        renderInput={(inputParams) => (
          <TextField {...inputParams} label={kind === 'residential' ? 'Client' : 'Commercial client'} required />
        )}
      />
      {result && <CheckResult result={result} />}
      {clientId !== null && open.isPending && <Typography sx={{ mt: 2 }}>Loading open invoices…</Typography>}
      {open.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverMessage(open.error)}
        </Alert>
      )}
      {open.data && clientId !== null && !result && (
        <CheckEntry
          key={clientId}
          kind={kind}
          clientId={clientId}
          invoices={open.data.data}
          creditCents={open.data.credit_cents}
          onReceived={setResult}
        />
      )}
    </Paper>
  );
}

interface CheckEntryProps {
  kind: ClientKind;
  clientId: number;
  invoices: { id: number; number: number; due_date: string; balance_cents: number }[];
  creditCents: number;
  onReceived: (result: PaymentResponse) => void;
}

function CheckEntry({ kind, clientId, invoices, creditCents, onReceived }: CheckEntryProps) {
  const dateFormat = useDateFormat();
  const receive = useReceiveCheck(kind);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set(invoices.map((invoice) => invoice.id)));
  const tickedTotal = useMemo(
    () => invoices.filter((invoice) => ticked.has(invoice.id)).reduce((sum, invoice) => sum + invoice.balance_cents, 0),
    [invoices, ticked],
  );
  const { control, handleSubmit, setError } = useForm<CheckFormInput, unknown, CheckFormOutput>({
    resolver: zodResolver(checkFormSchema),
    defaultValues: { check_number: '', check_date: todayText(), amount: '' },
  });
  const sending = useRef(false);
  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = handleSubmit((values) => {
    if (sending.current) return;
    sending.current = true;
    receive.mutate(
      {
        body: {
          ...(kind === 'residential' ? { client_id: clientId } : { commercial_customer_id: clientId }),
          invoice_ids: invoices.filter((invoice) => ticked.has(invoice.id)).map((invoice) => invoice.id),
          check_number: values.check_number,
          check_date: values.check_date,
          amount_cents: values.amount,
        },
        idempotencyKey,
      },
      {
        onSuccess: onReceived,
        onError: (error) => {
          sending.current = false;
          applyServerFieldErrors(error, fieldOf, setError);
        },
      },
    );
  });
  const failure = formFailure(receive.error, fieldOf);

  return (
    <Box component="form" aria-label="Check payment" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 2 }}>
      {invoices.length === 0 ? (
        <Typography sx={{ mb: 2 }}>No open invoices: the whole check becomes credit on the account.</Typography>
      ) : (
        <Table size="small" aria-label="Open invoices" sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">Pay</TableCell>
              <TableCell>Invoice</TableCell>
              <TableCell>Due</TableCell>
              <TableCell align="right">Balance</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={ticked.has(invoice.id)}
                    onChange={() => toggle(invoice.id)}
                    slotProps={{ input: { 'aria-label': `Pay invoice #${invoice.number}` } }}
                  />
                </TableCell>
                <TableCell>#{invoice.number}</TableCell>
                <TableCell>{formatCalendarDate(invoice.due_date, dateFormat)}</TableCell>
                <TableCell align="right">{formatCents(invoice.balance_cents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Ticked invoices: {formatCents(tickedTotal)}
        {creditCents > 0 ? ` · Credit on account: ${formatCents(creditCents)}` : ''}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, maxWidth: 720 }}>
        <FormTextField control={control} name="check_number" label="Check number" maxLength={40} required />
        <FormTextField control={control} name="check_date" label="Check date" type="date" required />
        <FormTextField control={control} name="amount" label="Amount ($)" required />
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={receive.isPending}>
        Record Check
      </Button>
    </Box>
  );
}

function CheckResult({ result }: { result: PaymentResponse }) {
  const { payment, allocation } = result;
  return (
    <Alert severity="success" sx={{ mt: 2 }} aria-label="Check recorded">
      <Typography>
        Check #{payment.check_number} for {formatCents(payment.amount_cents)} was recorded.
      </Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {allocation.applied.map((applied) => (
          <li key={applied.invoice_id}>
            Invoice #{applied.invoice_number}: {formatCents(applied.amount_cents)}
          </li>
        ))}
        {allocation.credit_cents > 0 && <li>Credit on account: {formatCents(allocation.credit_cents)}</li>}
      </Box>
      <Link component={RouterLink} to={pathTo('payment', { id: payment.id })}>
        View payment
      </Link>
    </Alert>
  );
}
