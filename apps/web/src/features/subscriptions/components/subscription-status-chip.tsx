import Chip from '@mui/material/Chip';
import type { SubscriptionStatus } from '../api/subscriptions.ts';
import { SUBSCRIPTION_STATUS_COLORS, SUBSCRIPTION_STATUS_LABELS } from '../subscription-list-params.ts';

export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  return <Chip size="small" color={SUBSCRIPTION_STATUS_COLORS[status]} label={SUBSCRIPTION_STATUS_LABELS[status]} />;
}
