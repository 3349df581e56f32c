import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { formatCents } from '@employee-portal/core/billing/money';
import { blankLine, signedCents, type LineDraft, type LineErrors } from '../invoice-lines.ts';

interface InvoiceLinesEditorProps {
  lines: LineDraft[];
  errors: LineErrors[];
  onChange: (lines: LineDraft[]) => void;
  /** Shown under the rows: 'At least one line' when the list was emptied and saved. */
  listError?: string | null;
}

/** Rows of description, quantity, unit price and taxable, each removable, plus 'Add Line'. */
export function InvoiceLinesEditor({ lines, errors, onChange, listError }: InvoiceLinesEditorProps) {
  const change = (index: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        Lines
      </Typography>
      {lines.map((line, index) => {
        const lineErrors = errors[index] ?? {};
        const quantity = Number(line.quantity);
        const unit = signedCents(line.unit);
        const amount = Number.isSafeInteger(quantity) && unit !== null ? quantity * unit : null;
        return (
          <Box
            key={line.key}
            role="group"
            aria-label={`Line ${index + 1}`}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 1fr 1.3fr auto 1fr auto' },
              mb: 1,
            }}
          >
            <TextField
              label="Description"
              size="small"
              required
              value={line.description}
              onChange={(event) => change(index, { description: event.target.value })}
              error={Boolean(lineErrors.description)}
              helperText={lineErrors.description}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            />
            <TextField
              label="Quantity"
              size="small"
              required
              value={line.quantity}
              onChange={(event) => change(index, { quantity: event.target.value })}
              error={Boolean(lineErrors.quantity)}
              helperText={lineErrors.quantity}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label="Unit Price"
              size="small"
              required
              value={line.unit}
              onChange={(event) => change(index, { unit: event.target.value })}
              error={Boolean(lineErrors.unit)}
              helperText={lineErrors.unit}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={line.taxable}
                  onChange={(event) => change(index, { taxable: event.target.checked })}
                />
              }
              label="Taxable"
            />
            <Typography sx={{ pt: 1, textAlign: 'right' }} aria-label={`Line ${index + 1} amount`}>
              {amount === null ? '—' : formatCents(amount)}
            </Typography>
            <IconButton
              aria-label={`Remove line ${index + 1}`}
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
              disabled={lines.length === 1}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        );
      })}
      {listError && (
        <Typography color="error" variant="body2">
          {listError}
        </Typography>
      )}
      <Button onClick={() => onChange([...lines, blankLine()])}>Add Line</Button>
    </Box>
  );
}
