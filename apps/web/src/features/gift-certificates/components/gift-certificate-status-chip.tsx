import Chip from '@mui/material/Chip';
import type { GiftCertificateStatus } from '@employee-portal/core/subscriptions/gift-certificate.schema';
import { GIFT_CERTIFICATE_STATUS_COLORS, GIFT_CERTIFICATE_STATUS_LABELS } from '../gift-certificate-forms.ts';

export function GiftCertificateStatusChip({ status }: { status: GiftCertificateStatus }) {
  return (
    <Chip size="small" label={GIFT_CERTIFICATE_STATUS_LABELS[status]} color={GIFT_CERTIFICATE_STATUS_COLORS[status]} />
  );
}
