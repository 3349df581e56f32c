import Typography from '@mui/material/Typography';
import type { SubscriptionDetails } from '@employee-portal/core/access/subscription-details.schema';
import { formatCents } from '@employee-portal/core/billing/money';
import { perStaffLabel } from '@employee-portal/core/billing/platform-pricing';
import { FactList, NO_DATA } from '../../../../components/fact-list/fact-list.tsx';
import { formatCalendarDate, formatInstantDate } from '../../../../lib/date-format.ts';

interface ComingInvoiceProps {
  details: SubscriptionDetails;
  timeZone: string;
  dateFormat: string | null;
}

export const comingInvoiceTitle = (details: SubscriptionDetails) =>
  details.active_subscription?.invoice === 'next' ? 'Next invoice' : 'First invoice';

/** Spec §3 "Active subscription info": what the organization will be charged next, as the API computed it. */
export function ComingInvoice({ details, timeZone, dateFormat }: ComingInvoiceProps) {
  const invoice = details.active_subscription;
  if (!invoice) return <Typography color="text.secondary">{NO_DATA}</Typography>;
  const prorated = invoice.invoice === 'next' && invoice.subtotal !== invoice.count_users * invoice.unit_amount;
  const billingDate = formatCalendarDate(invoice.billing_date, dateFormat);
  return (
    <>
      {invoice.invoice === 'first' && (
        <Typography sx={{ mb: 2 }}>
          {details.isTrialActive && details.endTrial
            ? `Your free trial ends on ${formatInstantDate(details.endTrial, timeZone, dateFormat)}. `
            : ''}
          If you subscribe today on the {invoice.plan_name} plan, your first invoice is{' '}
          {formatCents(invoice.invoice_total)} for {invoice.count_users} staff, charged on {billingDate}. Another plan
          or a coupon shows its own charges when you subscribe.
        </Typography>
      )}
      <FactList
        label={comingInvoiceTitle(details)}
        facts={[
          ['Plan', invoice.plan_name],
          ['Staff counted', String(invoice.count_users)],
          ['Price per staff', perStaffLabel(invoice.unit_amount)],
          ['Coupon', invoice.coupon ? `${invoice.coupon} (−${formatCents(invoice.coupon_amount)})` : NO_DATA],
          ['Invoice total', formatCents(invoice.invoice_total)],
          ['Billing date', billingDate],
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {prorated ? 'Staff who joined or left during the period count for the days they were active. ' : ''}
        Sales tax is not included.
      </Typography>
    </>
  );
}
