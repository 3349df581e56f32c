import Chip from '@mui/material/Chip';
import type { CouponStatus } from '@employee-portal/core/billing/client-coupons';
import { COUPON_STATUS_COLORS, COUPON_STATUS_LABELS } from '../coupon-form.ts';

export function CouponStatusChip({ status }: { status: CouponStatus }) {
  return <Chip size="small" label={COUPON_STATUS_LABELS[status]} color={COUPON_STATUS_COLORS[status]} />;
}
