import Chip from '@mui/material/Chip';
import type { CommercialStatus } from '@employee-portal/core/commercial/commercial.schema';

const LABELS: Record<CommercialStatus, string> = { active: 'Active', inactive: 'Inactive' };

export function CommercialStatusChip({ status }: { status: CommercialStatus }) {
  return <Chip size="small" label={LABELS[status]} color={status === 'active' ? 'success' : 'default'} />;
}
