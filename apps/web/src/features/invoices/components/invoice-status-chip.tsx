import Chip from '@mui/material/Chip';
import { invoiceStatusLabels, type InvoiceShownStatus } from '@employee-portal/core/billing/invoices.schema';

const COLORS: Record<InvoiceShownStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  draft: 'default',
  open: 'info',
  partially_paid: 'warning',
  past_due: 'error',
  paid: 'success',
  void: 'default',
};

export function InvoiceStatusChip({ status }: { status: InvoiceShownStatus }) {
  return (
    <Chip
      size="small"
      label={invoiceStatusLabels[status]}
      color={COLORS[status]}
      variant={status === 'void' ? 'outlined' : 'filled'}
    />
  );
}
