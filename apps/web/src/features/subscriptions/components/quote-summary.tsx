import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import type { SubscriptionQuote } from '@employee-portal/core/subscriptions/subscription-wire';
import { serverMessage } from '../../../lib/api-errors.ts';
import { differenceText, valueBreakdown } from '../value-text.ts';

interface QuoteSummaryProps {
  quote: SubscriptionQuote | undefined;
  fetching: boolean;
  error: unknown;
}

/** The live price of what is being typed: monthly value, coupon discount, and for a change the effect on price. */
export function QuoteSummary({ quote, fetching, error }: QuoteSummaryProps) {
  if (error) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {serverMessage(error)}
      </Alert>
    );
  }
  if (!quote) {
    return (
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {fetching ? 'Working out the price…' : 'Choose a plan to see the price.'}
      </Typography>
    );
  }
  const { value, current } = quote;
  return (
    <Alert severity="info" icon={false} sx={{ mt: 2 }} role="status" aria-label="Price" aria-busy={fetching}>
      {current ? (
        <Typography sx={{ fontWeight: 500 }}>
          Monthly value: {formatCents(current.monthly_value_cents)} → {formatCents(value.monthly_value_cents)} (
          {differenceText(current.monthly_value_cents, value.monthly_value_cents)})
        </Typography>
      ) : (
        <Typography sx={{ fontWeight: 500 }}>Monthly value: {formatCents(value.monthly_value_cents)}</Typography>
      )}
      {current && current.price_cents !== quote.price_cents && (
        <Typography variant="body2">
          Price: {formatCents(current.price_cents)} → {formatCents(quote.price_cents)}
        </Typography>
      )}
      {quote.coupon && value.discount_cents > 0 && (
        <Typography variant="body2">
          Coupon {quote.coupon.code} ({quote.coupon.summary}): −{formatCents(value.discount_cents)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {valueBreakdown(value)}
      </Typography>
    </Alert>
  );
}
