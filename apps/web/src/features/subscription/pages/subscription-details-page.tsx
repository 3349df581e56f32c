import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetails } from '@employee-portal/core/access/subscription-details.schema';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDateFormat, useSessionStore } from '../../../lib/session-store.ts';
import { useCardFormSettings } from '../api/card-form-settings.ts';
import { usePlatformInvoices } from '../api/platform-invoices.ts';
import { usePricingPlans } from '../api/pricing-plans.ts';
import { useSubscriptionDetails } from '../api/subscription-details.ts';
import { CancelAtPeriodEnd } from '../components/details/cancel-at-period-end.tsx';
import { CardOnFile } from '../components/details/card-on-file.tsx';
import { ComingInvoice, comingInvoiceTitle } from '../components/details/coming-invoice.tsx';
import { ChangePlanDialog } from '../components/details/change-plan-dialog.tsx';
import { PaymentAccountSection } from '../components/details/payment-account-section.tsx';
import { PlatformInvoicesTable } from '../components/details/platform-invoices-table.tsx';
import { SubscriptionSummary } from '../components/details/subscription-summary.tsx';
import { UpdateCardDialog } from '../components/details/update-card-dialog.tsx';
import { SubscribeButton } from '../components/subscribe-button.tsx';

const INVOICES_PER_PAGE = 10;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Subscribe while not subscribed; otherwise change plan, update card, cancel at period end or resume. */
function SubscriptionActions({ details, activeUsers }: { details: SubscriptionDetails; activeUsers: number }) {
  const [dialog, setDialog] = useState<'plan' | 'card' | null>(null);
  const plans = usePricingPlans();
  const cardSettings = useCardFormSettings();
  const dateFormat = useDateFormat();
  const close = () => setDialog(null);

  if (!details.isSubscribed) return <SubscribeButton label="Subscribe" />;
  // The card update call takes CardConnect's fields only; a Stripe-paying organization changes its card by subscribing.
  const cardConnect =
    cardSettings.data?.processor === 'card_connect' && cardSettings.data.tokenizer_url ? cardSettings.data : null;
  return (
    <>
      <Button variant="contained" onClick={() => setDialog('plan')} disabled={!plans.data}>
        Change plan
      </Button>
      {cardConnect?.tokenizer_url && (
        <Button variant="outlined" onClick={() => setDialog('card')}>
          Update card
        </Button>
      )}
      {details.current_period_end && (
        <CancelAtPeriodEnd details={details} periodEnd={formatCalendarDate(details.current_period_end, dateFormat)} />
      )}
      {plans.data && (
        <ChangePlanDialog
          open={dialog === 'plan'}
          onClose={close}
          plans={plans.data}
          currentPlanId={details.pricing_plan_id}
          activeUsers={activeUsers}
          coupon={details.subscription_coupon}
        />
      )}
      {cardConnect?.tokenizer_url && (
        <UpdateCardDialog
          open={dialog === 'card'}
          onClose={close}
          tokenizerUrl={cardConnect.tokenizer_url}
          testMode={cardConnect.test_mode}
        />
      )}
    </>
  );
}

export default function SubscriptionDetailsPage() {
  const user = useSessionStore((state) => state.user);
  const dateFormat = useDateFormat();
  const details = useSubscriptionDetails();
  const plans = usePricingPlans();
  const [invoicePage, setInvoicePage] = useState(1);
  const invoices = usePlatformInvoices(invoicePage, INVOICES_PER_PAGE);
  const timeZone = user?.time_zone ?? 'UTC';

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto' }}>
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
          <>
            <SubscriptionSummary
              details={details.data}
              plans={plans.data}
              timeZone={timeZone}
              dateFormat={dateFormat}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
              <SubscriptionActions details={details.data} activeUsers={details.data.active_users} />
            </Box>
          </>
        )}
      </Section>
      {details.data && (
        <Section title={comingInvoiceTitle(details.data)}>
          <ComingInvoice details={details.data} timeZone={timeZone} dateFormat={dateFormat} />
        </Section>
      )}
      <Section title="Card on file">
        {invoices.isPending ? <Skeleton width="40%" /> : <CardOnFile card={invoices.data?.card} />}
      </Section>
      <Section title="Invoices">
        <PlatformInvoicesTable
          answer={invoices}
          page={invoicePage}
          perPage={INVOICES_PER_PAGE}
          onPageChange={setInvoicePage}
          timeZone={timeZone}
          dateFormat={dateFormat}
        />
      </Section>
      {user && (
        <Section title="Payment Account">
          <PaymentAccountSection user={user} />
        </Section>
      )}
    </Paper>
  );
}
