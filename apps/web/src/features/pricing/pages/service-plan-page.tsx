import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { pathTo } from '@employee-portal/core/routes/route-table';
import type { ServicePlanWire } from '@employee-portal/core/subscriptions/pricing.schema';
import { FactList } from '../../../components/fact-list/fact-list.tsx';
import { deleteActionLabel } from '../../../components/confirm-dialog/delete-or-deactivate-dialog.tsx';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useHasPermission } from '../../../lib/session-store.ts';
import { useServicePlan } from '../api/pricing.ts';
import { DeletePlanDialog } from '../components/delete-plan-dialog.tsx';
import { ServicePlanDialog } from '../components/service-plan-dialog.tsx';
import { dogRangeLabel, frequencyText, hasSubscribers, monthlyValueText, PRICE_BASIS_LABELS } from '../pricing-form.ts';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';

function PriceTable({ plan }: { plan: ServicePlanWire }) {
  const perVisit = plan.price_basis === 'per_visit';
  const showMonthly = perVisit && plan.frequency !== 'one_time';
  return (
    <TableScrollArea label="Prices by number of dogs">
      <Table size="small" aria-label="Prices by number of dogs">
        <TableHead>
          <TableRow>
            <TableCell>Dogs</TableCell>
            <TableCell align="right">{perVisit ? 'Price per Visit' : 'Price per Month'}</TableCell>
            {showMonthly && <TableCell align="right">Monthly Value</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {plan.dog_prices.map((price) => (
            <TableRow key={price.dogs_from}>
              <TableCell>{dogRangeLabel(price)}</TableCell>
              <TableCell align="right">{formatCents(price.price_cents)}</TableCell>
              {showMonthly && <TableCell align="right">{monthlyValueText(price.price_cents, plan)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollArea>
  );
}

/** Spec /service_plan/{id}/show: one plan, its prices by number of dogs and who subscribes to it. */
export default function ServicePlanPage() {
  const planId = useRecordId();
  const plan = useServicePlan(planId);
  // The plan is read under service_plan; changing it is the pricing setup's business (the API checks the same).
  const canManage = useHasPermission('pricing_setup');
  const back = canManage ? (
    <Button component={RouterLink} to={pathTo('pricing_setup')}>
      Back to Pricing Setup
    </Button>
  ) : null;
  if (plan.isPending || plan.isError)
    return <RecordLoadState id={planId} query={plan} label="service plan" back={back} />;
  return <ServicePlanDetails current={plan.data} canManage={canManage} back={back} />;
}

/** Its own component, so opening and closing the dialogs never re-renders the plan's query (gone once deleted). */
function ServicePlanDetails({
  current,
  canManage,
  back,
}: {
  current: ServicePlanWire;
  canManage: boolean;
  back: ReactNode;
}) {
  const navigate = useNavigate();
  const { formatDate } = useDateFormatters();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteLabel = deleteActionLabel(current);
  const { subscribers } = current;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h1">
              {current.name}
            </Typography>
            <Typography color="text.secondary">
              {frequencyText(current)} · {PRICE_BASIS_LABELS[current.price_basis]}{' '}
              <Chip
                size="small"
                label={current.is_active ? 'Active' : 'Inactive'}
                color={current.is_active ? 'success' : 'default'}
                sx={{ ml: 1 }}
              />
            </Typography>
          </Box>
          {canManage && (
            <>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                Edit
              </Button>
              {deleteLabel && (
                <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
                  {deleteLabel}
                </Button>
              )}
            </>
          )}
          {back}
        </Box>
        <Box component="section" aria-labelledby="plan-facts-heading">
          <Typography id="plan-facts-heading" variant="h6" component="h2" gutterBottom>
            Plan
          </Typography>
          <FactList
            label="Plan facts"
            facts={[
              ['Name', current.name],
              ['Frequency', frequencyText(current)],
              ['Price Basis', PRICE_BASIS_LABELS[current.price_basis]],
              [
                'Status',
                current.is_active
                  ? 'Active: offered for new subscriptions'
                  : 'Inactive: not offered for new subscriptions',
              ],
              ['Created', formatDate(current.created_at)],
            ]}
          />
        </Box>
        <Box component="section" aria-labelledby="plan-prices-heading">
          <Typography id="plan-prices-heading" variant="h6" component="h2" gutterBottom>
            Prices
          </Typography>
          <PriceTable plan={current} />
        </Box>
        <Box component="section" aria-labelledby="plan-subscribers-heading">
          <Typography id="plan-subscribers-heading" variant="h6" component="h2" gutterBottom>
            Subscribers
          </Typography>
          {hasSubscribers(subscribers) ? (
            <FactList
              label="Subscribers"
              facts={[
                ['Active', subscribers.active],
                ['Paused', subscribers.paused],
                ['Cancelled', subscribers.cancelled],
              ]}
            />
          ) : (
            <Typography color="text.secondary">No subscriptions on this plan yet</Typography>
          )}
        </Box>
      </Stack>
      {editing && <ServicePlanDialog plan={current} onClose={() => setEditing(false)} />}
      {deleting && (
        <DeletePlanDialog
          plan={current}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(pathTo('pricing_setup'))}
        />
      )}
    </Paper>
  );
}
