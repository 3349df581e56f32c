import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@employee-portal/core/messages/catalogue';
import { formatCents } from '@employee-portal/core/billing/money';
import { invoiceTotals } from '@employee-portal/core/billing/invoice-math';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFailure, serverMessage } from '../../../lib/api-errors.ts';
import { useCreateInvoice, useInvoiceClientChoices, type ClientRow, type Invoice } from '../api/invoices.ts';
import { blankLine, lineBodies, linesForTotals, type LineDraft, type LineErrors } from '../invoice-lines.ts';
import { InvoiceLinesEditor } from './invoice-lines-editor.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

const SEARCH_DELAY_MS = 300;
const clientLabel = (client: ClientRow) =>
  `${client.first_name} ${client.last_name}${client.email ? ` (${client.email})` : ''}`;

interface NewInvoiceDialogProps {
  open: boolean;
  onCreated: (invoice: Invoice) => void;
  onClose: () => void;
}

/** 'New Invoice': a one-time draft for a client, with its lines; sales tax is added from the client's address. */
export function NewInvoiceDialog(props: NewInvoiceDialogProps) {
  return props.open ? <NewInvoiceContent {...props} /> : null;
}

function NewInvoiceContent({ onCreated, onClose }: NewInvoiceDialogProps) {
  const create = useCreateInvoice();
  const [client, setClient] = useState<ClientRow | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const [lines, setLines] = useState<LineDraft[]>([blankLine()]);
  const [errors, setErrors] = useState<LineErrors[]>([]);
  const [clientError, setClientError] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const clients = useInvoiceClientChoices(search, true);

  const subtotal = invoiceTotals({
    lines: linesForTotals(lines).map((line) => ({ ...line, discountable: false })),
    coupon: null,
    tax_rate_millipercent: 0,
    tax_exempt: true,
    available_credit_cents: 0,
    available_gift_certificate_cents: 0,
  }).subtotal_cents;

  const submit = () => {
    const checked = lineBodies(lines);
    setErrors(checked.errors);
    setClientError(client ? null : messages.required);
    if (!checked.valid || !client) return;
    create.mutate(
      { client_id: client.id, lines: checked.bodies, notes: notes || null },
      { onSuccess: (answer) => onCreated(answer.invoice) },
    );
  };

  return (
    <FormDialog
      title="New Invoice"
      submitLabel="Create Draft"
      dirty={Boolean(client) || lines.some((line) => line.description || line.unit)}
      busy={create.isPending}
      failure={formFailure(create.error, [])}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onDiscard={onClose}
      maxWidth="md"
    >
      <Autocomplete
        options={clients.data ?? []}
        value={client}
        inputValue={typed}
        loading={clients.isFetching}
        filterOptions={(options) => options}
        onInputChange={(_event, value) => setTyped(value)}
        onChange={(_event, value) => setClient(value)}
        getOptionLabel={clientLabel}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={search ? 'No active client matches' : 'Type a name, e-mail or phone'}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Client"
            required
            margin="normal"
            error={Boolean(clientError)}
            helperText={clientError ?? (clients.isError ? serverMessage(clients.error) : undefined)}
          />
        )}
      />
      <InvoiceLinesEditor lines={lines} errors={errors} onChange={setLines} />
      <TextField
        label="Notes"
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Typography sx={{ mt: 1 }}>
        Subtotal {formatCents(subtotal)} (sales tax is added from the client's address)
      </Typography>
    </FormDialog>
  );
}
