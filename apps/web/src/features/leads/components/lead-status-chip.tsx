import Chip from '@mui/material/Chip';
import { leadStatusLabels, type LeadStatus } from '@employee-portal/core/clients/lead.schema';

const STATUS_COLORS = { new: 'info', contacted: 'warning', won: 'success', lost: 'default' } as const;

export function LeadStatusChip({ status }: { status: LeadStatus }) {
  return <Chip size="small" label={leadStatusLabels[status]} color={STATUS_COLORS[status]} />;
}
