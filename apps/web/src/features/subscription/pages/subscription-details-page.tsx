import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetails } from '@employee-portal/core/access/subscription-details.schema';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { chargesDisabled, payoutsDisabled } from '@employee-portal/core/access/subscription';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatDay } from '../../../lib/date-format.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSubscriptionDetails } from '../api/subscription-details.ts';

/** Spec §2 "Estimated Charges": absent values read 'No data'. */
const NO_DATA = 'No data';

function Facts({ label, rows }: { label: string; rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function statusText(details: SubscriptionDetails): { text: string; color: 'success' | 'info' | 'error' } {
  if (details.isSubscribed) return { text: 'Subscribed', color: 'success' };
  if (details.isTrialActive) return { text: details.trial_day ? `Trial: Day ${details.trial_day} of ${details.trial_days}` : 'Trial', color: 'info' };
  if (details.trialExpired) return { text: 'Trial expired', color: 'error' };
  return { text: 'Subscription expired', color: 'error' };
}

function subscriptionRows(details: SubscriptionDetails, timeZone: string): [string, ReactNode][] {
  const day = (iso: string | null) => (iso ? formatDay(iso, timeZone) : NO_DATA);
  const status = statusText(details);
  const rows: [string, ReactNode][] = [
    ['Status', <Chip key="status" label={status.text} color={status.color} size="small" />],
    ['Package', details.subscriptionPackage ?? NO_DATA],
  ];
  if (details.isTrialActive || details.trialExpired) rows.push(['Trial ends', day(details.endTrial)]);
  else rows.push(['Subscription ends', details.end_subscription ? day(details.end_subscription) : details.isSubscribed ? 'Renews automatically' : NO_DATA]);
  rows.push(
    ['Current period ends', day(details.current_period_end)],
    ['Active staff', String(details.active_users)],
    ['Coupon', details.subscription_coupon ?? NO_DATA],
    ['Payment processor', details.paymentProcessor === 'card_connect' ? 'CardConnect' : 'Stripe'],
  );
  return rows;
}

/**
 * The card-processor account as live stripe_status_updated events keep it on the signed-in user. Spec §4: a flag
 * at 0 means disabled only on an active account; on one still being set up it is pending.
 */
function paymentAccountRows(user: SignedInUser): [string, ReactNode][] {
  if (user.status === null) return [['Account status', 'Not connected']];
  const flag = (disabled: boolean, on: 0 | 1) => (disabled ? 'Disabled' : on === 1 ? 'Enabled' : 'Pending setup');
  return [
    ['Account status', user.status === 'active' ? 'Active' : 'In Progress'],
    ['Charges', flag(chargesDisabled(user), user.charges_enabled)],
    ['Payouts', flag(payoutsDisabled(user), user.payouts_enabled)],
  ];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function SubscriptionDetailsPage() {
  const user = useSessionStore((state) => state.user);
  const details = useSubscriptionDetails();
  const timeZone = user?.time_zone ?? 'UTC';

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Subscription Details
      </Typography>
      <Section title="Subscription">
        {details.isPending ? (
          <Box aria-busy="true" aria-label="Loading subscription details">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} width={`${70 - row * 10}%`} />
            ))}
          </Box>
        ) : details.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void details.refetch()} loading={details.isFetching}>
                Retry
              </Button>
            }
          >
            {serverMessage(details.error)}
          </Alert>
        ) : (
          <Facts label="Subscription" rows={subscriptionRows(details.data, timeZone)} />
        )}
      </Section>
      {user && (
        <Section title="Payment Account">
          <Facts label="Payment Account" rows={paymentAccountRows(user)} />
        </Section>
      )}
    </Paper>
  );
}
