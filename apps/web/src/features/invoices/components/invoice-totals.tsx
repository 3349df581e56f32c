import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { taxRatePercentText } from '@employee-portal/core/billing/billing-settings.schema';

export interface InvoiceTotalRow {
  label: string;
  cents: number;
  strong?: boolean;
}

/** The totals column under an invoice's lines: label and amount, right-aligned, the key ones bold. */
export function InvoiceTotals({ rows, label }: { rows: readonly InvoiceTotalRow[]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 4, rowGap: 0.5, ml: 'auto', my: 0 }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: row.strong ? 700 : 400 }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: row.strong ? 700 : 400 }}>
            {formatCents(row.cents)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Sales tax as the invoice names it: the rate's name and percentage, or 'exempt'. */
export function taxLabel(invoice: {
  tax_exempt: boolean;
  tax_rate_millipercent: number;
  tax_rate_name: string | null;
}) {
  if (invoice.tax_exempt) return 'Sales tax (exempt)';
  return `Sales tax (${invoice.tax_rate_name ? `${invoice.tax_rate_name}, ` : ''}${taxRatePercentText(invoice.tax_rate_millipercent)})`;
}
