import type { PayoutStatus } from '@employee-portal/core/billing/payouts.schema';

export const PAYOUT_STATUS_COLORS: Record<PayoutStatus, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  in_transit: 'info',
  paid: 'success',
  failed: 'error',
};
