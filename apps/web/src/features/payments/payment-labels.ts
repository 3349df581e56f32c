import type { paymentMethods, paymentSorts, paymentStatuses } from '@employee-portal/core/billing/payments.schema';

export const PAYMENT_STATUS_LABELS: Record<(typeof paymentStatuses)[number], string> = {
  succeeded: 'Paid',
  failed: 'Failed',
  pending: 'Processing',
};
export const PAYMENT_METHOD_LABELS: Record<(typeof paymentMethods)[number], string> = { card: 'Card', check: 'Check' };
export const PAYMENT_SORT_LABELS: Record<(typeof paymentSorts)[number], string> = {
  '-received_on': 'Newest first',
  received_on: 'Oldest first',
  '-amount': 'Largest amount',
  amount: 'Smallest amount',
  client: 'Client A–Z',
  '-client': 'Client Z–A',
  status: 'Status A–Z',
  '-status': 'Status Z–A',
};
export const PAYMENT_SOURCE_LABELS = { office: 'Office', autopay: 'Autopay', pay_page: 'Pay page' } as const;
export const DEFAULT_PAYMENT_SORT = '-received_on';
