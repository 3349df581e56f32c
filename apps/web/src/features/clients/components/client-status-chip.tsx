import Chip from '@mui/material/Chip';
import type { ClientStatus } from '@employee-portal/core/clients/client.schema';

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = { active: 'Active', inactive: 'Inactive' };

export function ClientStatusChip({ status }: { status: ClientStatus }) {
  return <Chip size="small" label={CLIENT_STATUS_LABELS[status]} color={status === 'active' ? 'success' : 'default'} />;
}
