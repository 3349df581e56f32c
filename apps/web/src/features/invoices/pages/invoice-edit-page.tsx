import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { draftInvoiceTotals, editInvoiceSchema } from '@employee-portal/core/billing/invoices.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { formFailure, serverFieldErrors } from '../../../lib/api-errors.ts';
import { useEditInvoice, useInvoice, type Invoice } from '../api/invoices.ts';
import { InvoiceLinesEditor } from '../components/invoice-lines-editor.tsx';
import { InvoiceTotals, taxLabel } from '../components/invoice-totals.tsx';
import { lineBodies, lineFromSaved, linesForTotals, type LineDraft, type LineErrors } from '../invoice-lines.ts';

/** Spec /invoice/{id}/edit: a draft's lines, coupon, notes and due date, with the total as it will be. */
export default function InvoiceEditPage() {
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
  const loaded = invoice.data.invoice;
  if (loaded.status !== 'draft')
    return (
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Invoice #{loaded.number} is finalized
        </Typography>
        <Typography color="text.secondary">
          A finalized invoice cannot be edited; void it and write a new one.
        </Typography>
        <Button sx={{ mt: 2 }} component={RouterLink} to={pathTo('invoice', { id: loaded.id })}>
          Back to Invoice
        </Button>
      </Paper>
    );
  return <DraftEditor key={loaded.id} invoice={loaded} />;
}

function DraftEditor({ invoice }: { invoice: Invoice }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useEditInvoice(invoice.id);
  const [lines, setLines] = useState<LineDraft[]>(() => invoice.lines.map(lineFromSaved));
  const [lineErrors, setLineErrors] = useState<LineErrors[]>([]);
  const [couponCode, setCouponCode] = useState(invoice.coupon_code ?? '');
  const [giftCertificateCode, setGiftCertificateCode] = useState(invoice.gift_certificate_code ?? '');
  const [notes, setNotes] = useState(invoice.notes ?? '');
  const [dueDate, setDueDate] = useState(invoice.due_date);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const totals = draftInvoiceTotals(invoice, linesForTotals(lines));
  const couponChanged = couponCode.trim().toUpperCase() !== (invoice.coupon_code ?? '');
  const giftCertificateChanged =
    giftCertificateCode.replace(/[\s-]/g, '').toUpperCase() !== (invoice.gift_certificate_code ?? '');
  const shownErrors = { ...serverFieldErrors(save.error), ...fieldErrors };

  const submit = () => {
    const checked = lineBodies(lines);
    setLineErrors(checked.errors);
    const parsed = editInvoiceSchema.safeParse({
      lines: checked.bodies,
      coupon_code: couponCode.trim() || null,
      gift_certificate_code: giftCertificateCode.trim() || null,
      notes: notes || null,
      due_date: dueDate,
    });
    const errors: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        if (issue.path[0] !== 'lines') errors[String(issue.path[0])] ??= issue.message;
    setFieldErrors(errors);
    if (!checked.valid || !parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify(`Invoice #${invoice.number} was saved.`);
        void navigate(pathTo('invoice', { id: invoice.id }));
      },
    });
  };

  const failure = formFailure(save.error, ['coupon_code', 'gift_certificate_code', 'due_date', 'notes']);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Edit Invoice #{invoice.number}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {invoice.client_name}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label={`Edit invoice #${invoice.number}`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <InvoiceLinesEditor lines={lines} errors={lineErrors} onChange={setLines} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}>
          <TextField
            label="Coupon Code"
            value={couponCode}
            onChange={(event) => setCouponCode(event.target.value)}
            error={Boolean(shownErrors.coupon_code)}
            helperText={shownErrors.coupon_code ?? (couponChanged ? 'Applied to the total when saved' : undefined)}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <TextField
            label="Gift Certificate Code"
            value={giftCertificateCode}
            onChange={(event) => setGiftCertificateCode(event.target.value)}
            error={Boolean(shownErrors.gift_certificate_code)}
            helperText={
              shownErrors.gift_certificate_code ??
              (giftCertificateChanged
                ? 'Its balance is applied when saved and taken from the certificate when finalized'
                : undefined)
            }
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <TextField
            label="Due Date"
            type="date"
            required
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            error={Boolean(shownErrors.due_date)}
            helperText={shownErrors.due_date}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <TextField
          label="Notes"
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          error={Boolean(shownErrors.notes)}
          helperText={shownErrors.notes}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Box sx={{ display: 'flex', my: 2 }}>
          <InvoiceTotals
            label="Live total"
            rows={[
              { label: 'Subtotal', cents: totals.subtotal_cents },
              ...(totals.discount_cents ? [{ label: 'Discount', cents: -totals.discount_cents }] : []),
              { label: taxLabel(invoice), cents: totals.tax_cents },
              { label: 'Total', cents: totals.total_cents, strong: true },
              ...(totals.credit_applied_cents
                ? [{ label: 'Credit to apply', cents: -totals.credit_applied_cents }]
                : []),
              ...(totals.gift_certificate_applied_cents
                ? [{ label: 'Gift certificate', cents: -totals.gift_certificate_applied_cents }]
                : []),
              { label: 'Amount due', cents: totals.amount_due_cents, strong: true },
            ]}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={pathTo('invoice', { id: invoice.id })}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
