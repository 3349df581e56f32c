import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { pathTo } from '@employee-portal/core/routes/route-table';
import type { ServicePlanWire } from '@employee-portal/core/subscriptions/pricing.schema';
import { ActiveStatusChip } from '../../../components/data-table/active-row-actions.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { frequencyText, PRICE_BASIS_LABELS, priceSummary, subscribersText } from '../pricing-form.ts';
import { DeletePlanDialog } from './delete-plan-dialog.tsx';
import { ServicePlanDialog } from './service-plan-dialog.tsx';

interface ServicePlansSectionProps {
  plans: readonly ServicePlanWire[];
}

/** The plans table of the pricing setup: every plan fits on one page (an organization has a handful). */
export function ServicePlansSection({ plans }: ServicePlansSectionProps) {
  const [editing, setEditing] = useState<ServicePlanWire | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ServicePlanWire | null>(null);

  const columns: DataTableColumn<ServicePlanWire>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (plan) => (
        <Link component={RouterLink} to={pathTo('service_plan', { id: plan.id })}>
          {plan.name}
        </Link>
      ),
    },
    { key: 'frequency', header: 'Frequency', render: frequencyText },
    { key: 'basis', header: 'Price Basis', render: (plan) => PRICE_BASIS_LABELS[plan.price_basis] },
    { key: 'prices', header: 'Prices', render: (plan) => priceSummary(plan.dog_prices) },
    {
      key: 'status',
      header: 'Status',
      render: (plan) => <ActiveStatusChip active={plan.is_active} />,
    },
    { key: 'subscribers', header: 'Subscribers', render: (plan) => subscribersText(plan.subscribers) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (plan) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <IconButton size="small" aria-label={`Edit ${plan.name}`} onClick={() => setEditing(plan)}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Delete ${plan.name}`} onClick={() => setDeleting(plan)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="service-plans-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="service-plans-heading" variant="h6" component="h2">
            Service Plans
          </Typography>
          <Typography variant="body2" color="text.secondary">
            What clients subscribe to: how often, and the price by number of dogs. Existing subscriptions keep their own
            price when a plan changes.
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => setEditing('new')}>
          New Service Plan
        </Button>
      </Box>
      <DataTable
        label="Service plans"
        columns={columns}
        rows={plans}
        rowKey={(plan) => plan.id}
        page={1}
        perPage={Math.max(plans.length, 1)}
        total={plans.length}
        onPageChange={() => undefined}
        loading={false}
        emptyText="No service plans yet. Add the first one with New Service Plan."
      />
      {editing !== null && (
        <ServicePlanDialog plan={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {deleting !== null && <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
