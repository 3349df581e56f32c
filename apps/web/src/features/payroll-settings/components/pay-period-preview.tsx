import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  biWeeklyRule,
  fixedBiWeeklyRule,
  payPeriodContaining,
  previousPayPeriod,
  type PayPeriod,
  type PayPeriodKind,
} from '@employee-portal/core/payroll/pay-periods';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';

/** The chosen kind's current period and the one pay slips start from (the previous one), computed as the API does. */
export function PayPeriodPreview({ kind, biWeeklyStart }: { kind: PayPeriodKind; biWeeklyStart: string | null }) {
  const today = useOrganizationToday();
  const { formatDate } = useDateFormatters();
  const periodText = (period: PayPeriod) => `${formatDate(period.start_date)} – ${formatDate(period.end_date)}`;
  return (
    <Box sx={{ mt: 1 }} aria-live="polite">
      <Typography variant="body2" data-testid="current-pay-period">
        Current period: {periodText(payPeriodContaining(kind, today, biWeeklyStart))}
      </Typography>
      <Typography variant="body2" data-testid="default-pay-period">
        Default period for pay slips and reports (the previous one):{' '}
        {periodText(previousPayPeriod(kind, today, biWeeklyStart))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Weekly periods are ISO weeks, Monday to Sunday. Twice per month runs from the 1st to the 15th and from the 16th
        to the month's last day. {biWeeklyStart ? fixedBiWeeklyRule(formatDate(biWeeklyStart)) : biWeeklyRule}
      </Typography>
    </Box>
  );
}
