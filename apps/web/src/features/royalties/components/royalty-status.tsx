import Chip from '@mui/material/Chip';
import type { RoyaltyInvoiceStatus } from '@employee-portal/core/royalties/royalties.responses';

const INVOICE_CHIPS: Record<RoyaltyInvoiceStatus, { label: string; color: 'warning' | 'success' }> = {
  due: { label: 'Due', color: 'warning' },
  paid: { label: 'Paid', color: 'success' },
};
const PAYMENT_CHIPS = {
  pending: { label: 'Processing', color: 'default' },
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
} as const;

export const RoyaltyInvoiceChip = ({ status, size }: { status: RoyaltyInvoiceStatus; size?: 'small' | 'medium' }) => (
  <Chip size={size} label={INVOICE_CHIPS[status].label} color={INVOICE_CHIPS[status].color} />
);

export const RoyaltyPaymentChip = ({
  status,
  size,
}: {
  status: keyof typeof PAYMENT_CHIPS;
  size?: 'small' | 'medium';
}) => <Chip size={size} label={PAYMENT_CHIPS[status].label} color={PAYMENT_CHIPS[status].color} />;

/** '2026-09' as 'September 2026'. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
