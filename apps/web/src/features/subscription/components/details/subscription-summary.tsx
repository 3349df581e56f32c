import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import type { SubscriptionDetails } from '@employee-portal/core/access/subscription-details.schema';
import type { PricingPlan } from '@employee-portal/core/access/organization-signup.schema';
import { perStaffLabel, tierFor } from '@employee-portal/core/billing/platform-pricing';
import { FactList, NO_DATA, type Fact } from '../../../../components/fact-list/fact-list.tsx';
import { formatCalendarDate, formatInstantDate } from '../../../../lib/date-format.ts';

interface SubscriptionSummaryProps {
  details: SubscriptionDetails;
  plans: readonly PricingPlan[] | undefined;
  timeZone: string;
  dateFormat: string | null;
}

function statusChip(details: SubscriptionDetails): ReactNode {
  const [label, color] = details.isSubscribed
    ? details.cancel_at_period_end
      ? (['Cancels at period end', 'warning'] as const)
      : (['Subscribed', 'success'] as const)
    : details.isTrialActive
      ? ([details.trial_day ? `Trial: Day ${details.trial_day} of ${details.trial_days}` : 'Trial', 'info'] as const)
      : details.trialExpired
        ? (['Trial expired', 'error'] as const)
        : (['Subscription expired', 'error'] as const);
  return <Chip label={label} color={color} size="small" />;
}

/** What the organization pays and when (spec §9): plan and price per staff at today's active staff, coupon, period. */
export function SubscriptionSummary({ details, plans, timeZone, dateFormat }: SubscriptionSummaryProps) {
  const day = (date: string | null) => (date ? formatCalendarDate(date, dateFormat) : NO_DATA);
  const plan = plans?.find((candidate) => candidate.id === details.pricing_plan_id);
  const facts: Fact[] = [['Status', statusChip(details)]];

  if (details.isTrialActive || details.trialExpired) {
    facts.push(['Trial ends', details.endTrial ? formatInstantDate(details.endTrial, timeZone, dateFormat) : NO_DATA]);
  }
  facts.push(
    ['Plan', plan?.pricing_plan_name ?? (details.isSubscribed ? (details.subscriptionPackage ?? NO_DATA) : NO_DATA)],
    [
      'Price per staff',
      plan && details.isSubscribed ? perStaffLabel(tierFor(plan.tiers, details.active_users).unit_amount) : NO_DATA,
    ],
    ['Active staff', String(details.active_users)],
    ['Coupon', details.subscription_coupon ?? NO_DATA],
    [
      'Current period',
      details.current_period_start && details.current_period_end
        ? `${day(details.current_period_start)} – ${day(details.current_period_end)}`
        : NO_DATA,
    ],
    ['Billing date', day(details.current_period_end)],
  );
  if (details.isSubscribed) {
    facts.push([
      'Renewal',
      details.cancel_at_period_end
        ? `Ends on ${day(details.current_period_end)}, after its last invoice`
        : 'Renews automatically every month',
    ]);
  } else if (details.subscriptionExpired && details.end_subscription) {
    facts.push(['Subscription ended', formatInstantDate(details.end_subscription, timeZone, dateFormat)]);
  }
  return <FactList label="Subscription" facts={facts} />;
}
