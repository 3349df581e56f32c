import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { perStaffLabel } from '@employee-portal/core/billing/platform-pricing';
import { FactList, NO_DATA, type Fact } from '../../../components/fact-list/fact-list.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useEstimatedCharges } from '../api/estimated-charges.ts';

interface EstimatedChargesPanelProps {
  /** The plan being looked at; without one every figure reads 'No data'. */
  pricingPlanId: number | null;
  /** A coupon code already found valid, else null. */
  coupon: string | null;
}

function Preview({ title, facts, note }: { title: string; facts: readonly Fact[]; note?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <FactList label={title} facts={facts} dense />
      {note}
    </Paper>
  );
}

/**
 * Spec §2 "Estimated Charges": what the first (prorated) invoice and each following month's invoice come to for the
 * chosen plan and coupon, computed by the API with core's billing math. Sales tax is not part of either.
 */
export function EstimatedChargesPanel({ pricingPlanId, coupon }: EstimatedChargesPanelProps) {
  const estimate = useEstimatedCharges(pricingPlanId, coupon);
  const dateFormat = useDateFormat();
  const charges = pricingPlanId !== null ? estimate.data?.estimated_charges : undefined;
  const prorated = charges?.prorated;
  const next = charges?.next;
  const day = (date: string | undefined) => (date ? formatCalendarDate(date, dateFormat) : NO_DATA);
  const money = (cents: number | undefined) => (cents === undefined ? NO_DATA : formatCents(cents));
  const count = (value: number | undefined) => (value === undefined ? NO_DATA : String(value));

  const proratedFacts: Fact[] = [
    ['Active users', count(prorated?.active_users)],
    ['Service plan', prorated ? `${prorated.plan_name} (${perStaffLabel(prorated.unit_amount)})` : NO_DATA],
    ['Coupon code', prorated?.coupon_code ?? NO_DATA],
    ['Billing date', day(prorated?.billing_date)],
    ['Prorated subtotal', money(prorated?.subtotal)],
  ];
  if (prorated && prorated.discount > 0) proratedFacts.push(['Coupon discount', `-${formatCents(prorated.discount)}`]);
  proratedFacts.push(['Total', money(prorated?.total)]);

  const nextFacts: Fact[] = [
    ['Active users', count(next?.active_users)],
    ['Service plan', next?.plan_name ?? NO_DATA],
    ['Coupon code', next?.coupon_code ?? NO_DATA],
    ['Billing date', day(next?.billing_date)],
    ['New total per month', money(next?.total)],
  ];

  return (
    <Box component="section" aria-label="Estimated Charges" aria-busy={estimate.isFetching} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        Estimated Charges
      </Typography>
      {pricingPlanId !== null && estimate.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {serverMessage(estimate.error)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Preview
          title="Prorated invoice preview"
          facts={proratedFacts}
          note={
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              Sales tax is not included.
            </Typography>
          }
        />
        <Preview title="New invoice preview" facts={nextFacts} />
      </Box>
    </Box>
  );
}
