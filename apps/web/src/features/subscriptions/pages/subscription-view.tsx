import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { planWithFrequency } from '@employee-portal/core/scheduling/service-frequency';
import type { SubscriptionKind, SubscriptionRecord } from '@employee-portal/core/subscriptions/subscription-wire';
import { FactList, NO_DATA, type Fact } from '../../../components/fact-list/fact-list.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useSubscription } from '../api/subscriptions.ts';
import { CancelDialog } from '../components/cancel-dialog.tsx';
import { ChangeSubscriptionDialog } from '../components/change-subscription-dialog.tsx';
import { PauseDialog } from '../components/pause-dialog.tsx';
import { ResumeDialog } from '../components/resume-dialog.tsx';
import { SubscriptionHistory } from '../components/subscription-history.tsx';
import { SubscriptionStatusChip } from '../components/subscription-status-chip.tsx';
import { serviceDaysText } from '../service-days.ts';
import { KIND_PATHS } from '../subscription-kind.ts';
import { valueBreakdown } from '../value-text.ts';

/** Spec /subscription/{id}/show and /commercial_subscription/{id}/show: one subscription, its actions and history. */
export function SubscriptionView({ kind }: { kind: SubscriptionKind }) {
  const subscriptionId = useRecordId();
  const paths = KIND_PATHS[kind];
  const subscription = useSubscription(kind, subscriptionId);
  if (subscription.isPending || subscription.isError) {
    return (
      <RecordLoadState
        id={subscriptionId}
        query={subscription}
        label={paths.recordLabel}
        back={
          <Button component={RouterLink} to={pathTo(paths.listRoute)}>
            Back to {paths.listTitle}
          </Button>
        }
      />
    );
  }
  return <SubscriptionDetails kind={kind} subscription={subscription.data} />;
}

type Dialog = 'change' | 'pause' | 'resume' | 'cancel' | null;

function SubscriptionDetails({ kind, subscription }: { kind: SubscriptionKind; subscription: SubscriptionRecord }) {
  const paths = KIND_PATHS[kind];
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const [dialog, setDialog] = useState<Dialog>(null);
  const day = (date: string) => formatCalendarDate(date, dateFormat);
  const cancelled = subscription.status === 'cancelled';
  const pauseSet =
    subscription.pause_subscription_start_date !== null && subscription.pause_subscription_end_date !== null;
  const done = (text: string) => () => {
    notify(text);
    setDialog(null);
  };
  const locationText = subscription.location.name
    ? `${subscription.location.name}, ${subscription.location.address}`
    : subscription.location.address;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h1">
              {subscription.client.name} <SubscriptionStatusChip status={subscription.status} />
            </Typography>
            <Typography color="text.secondary">{locationText}</Typography>
          </Box>
          {!cancelled && (
            <>
              <Button variant="outlined" onClick={() => setDialog('change')}>
                Change
              </Button>
              {pauseSet ? (
                <Button variant="outlined" onClick={() => setDialog('resume')}>
                  Resume
                </Button>
              ) : (
                <Button variant="outlined" onClick={() => setDialog('pause')}>
                  Pause
                </Button>
              )}
              <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                Cancel Subscription
              </Button>
            </>
          )}
          <Button component={RouterLink} to={pathTo(paths.listRoute)}>
            Back to {paths.listTitle}
          </Button>
        </Box>
        {pauseSet && (
          <Alert severity="warning">
            Paused from {day(subscription.pause_subscription_start_date!)} until{' '}
            {day(subscription.pause_subscription_end_date!)}
          </Alert>
        )}
        {cancelled && (
          <Alert severity="info">
            Cancelled{subscription.cancelled_on ? ` on ${day(subscription.cancelled_on)}` : ''}
            {subscription.cancel_reason ? `: ${subscription.cancel_reason.name}` : ''}
          </Alert>
        )}
        <FactList label="Subscription" facts={facts(subscription, kind, dateFormat)} />
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            History
          </Typography>
          <SubscriptionHistory history={subscription.history} />
        </Box>
      </Stack>
      {dialog === 'change' && (
        <ChangeSubscriptionDialog
          kind={kind}
          subscription={subscription}
          onClose={() => setDialog(null)}
          onChanged={done('The subscription was changed.')}
        />
      )}
      {dialog === 'pause' && (
        <PauseDialog
          kind={kind}
          subscription={subscription}
          onClose={() => setDialog(null)}
          onPaused={done('The subscription was paused.')}
        />
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          kind={kind}
          subscription={subscription}
          onClose={() => setDialog(null)}
          onCancelled={done('The subscription was cancelled.')}
        />
      )}
      <ResumeDialog
        open={dialog === 'resume'}
        kind={kind}
        subscription={subscription}
        onClose={() => setDialog(null)}
        onResumed={done('The subscription was resumed.')}
      />
    </Paper>
  );
}

function facts(subscription: SubscriptionRecord, kind: SubscriptionKind, dateFormat: string | null): Fact[] {
  const day = (date: string) => formatCalendarDate(date, dateFormat);
  const paths = KIND_PATHS[kind];
  const plan = subscription.service_plan;
  const basis = plan.price_basis === 'per_month' ? 'a month' : 'a visit';
  const priceChanged = subscription.price_cents !== subscription.list_price_cents;
  const list: Fact[] = [
    [
      'Client',
      <Link key="client" component={RouterLink} to={pathTo(paths.clientRoute, { id: subscription.client.id })}>
        {subscription.client.name}
      </Link>,
    ],
    [
      'Location',
      subscription.location.name
        ? `${subscription.location.name}, ${subscription.location.address}`
        : subscription.location.address,
    ],
    ['Status', <SubscriptionStatusChip key="status" status={subscription.status} />],
    ['Plan', planWithFrequency(plan.name, plan.frequency)],
    [
      'Price',
      `${formatCents(subscription.price_cents)} ${basis}` +
        (priceChanged
          ? ` (list price ${formatCents(subscription.list_price_cents)}${subscription.price_override_reason ? `; ${subscription.price_override_reason}` : ''})`
          : ''),
    ],
    ['Service Days', serviceDaysText(subscription.service_days, dateFormat)],
    ['Field Tech', subscription.assigned_user?.name ?? 'Unassigned'],
    [
      'Cross-Sells',
      subscription.cross_sells.length > 0
        ? subscription.cross_sells
            .map((crossSell) => `${crossSell.name} (${formatCents(crossSell.price_cents)})`)
            .join(', ')
        : 'None',
    ],
    ['Coupon', subscription.coupon ? `${subscription.coupon.code} (${subscription.coupon.summary})` : 'None'],
    ['Monthly Value', formatCents(subscription.value.monthly_value_cents)],
    ['Monthly Value Breakdown', valueBreakdown(subscription.value)],
    ['Start Date', day(subscription.start_date)],
    ['Next Cleanup', subscription.next_cleanup ? day(subscription.next_cleanup) : NO_DATA],
  ];
  if (subscription.status === 'cancelled') {
    list.push(
      ['Cancel Reason', subscription.cancel_reason?.name ?? NO_DATA],
      ['Cancel Note', subscription.cancel_note || NO_DATA],
    );
  }
  return list;
}
