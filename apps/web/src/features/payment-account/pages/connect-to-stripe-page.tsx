import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { chargesDisabled, isPaymentAccountComplete, payoutsDisabled } from '@employee-portal/core/access/subscription';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FactList, NO_DATA, type Fact } from '../../../components/fact-list/fact-list.tsx';
import { serverFailure, serverMessage } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useStartStripeOnboardingMutation, useStripeAccount, type StripeAccount } from '../api/stripe-account.ts';

function statusChip(account: StripeAccount) {
  if (account.status === 'active') return <Chip size="small" color="success" label="Active" />;
  if (account.status === 'in_progress') return <Chip size="small" color="warning" label="In progress" />;
  return <Chip size="small" label="Not connected" />;
}

/** Spec §4: a flag at 0 counts as disabled only on an active account; while setting up it is still pending. */
function flagText(disabled: boolean, enabled: 0 | 1, connected: boolean) {
  if (!connected) return NO_DATA;
  if (disabled) return 'Disabled';
  return enabled === 1 ? 'Enabled' : 'Pending';
}

function accountFacts(account: StripeAccount): Fact[] {
  const connected = account.status !== null;
  return [
    ['Account status', statusChip(account)],
    ['Charges', flagText(chargesDisabled(account), account.charges_enabled, connected)],
    ['Payouts', flagText(payoutsDisabled(account), account.payouts_enabled, connected)],
    ['Stripe account', account.account_id ?? NO_DATA],
  ];
}

/** The live stripe_status_updated event reaches the stored user (the shell applies it); the page follows it. */
function useFollowLiveStatus(refetch: () => unknown) {
  const status = useSessionStore((state) => state.user?.status);
  const charges = useSessionStore((state) => state.user?.charges_enabled);
  const payouts = useSessionStore((state) => state.user?.payouts_enabled);
  useEffect(() => {
    void refetch();
  }, [status, charges, payouts, refetch]);
}

export default function ConnectToStripePage() {
  const [params] = useSearchParams();
  const account = useStripeAccount();
  const onboarding = useStartStripeOnboardingMutation();
  useFollowLiveStatus(account.refetch);
  const returned = params.get('returned') === '1';
  const linkExpired = params.get('refresh') === '1';
  const complete = account.data ? isPaymentAccountComplete(account.data) : false;

  // Stripe's onboarding is its own site: the browser goes there and comes back to this page (?returned=1).
  const connect = () => onboarding.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Connect to Stripe
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Connect a Stripe account to take card payments from your clients. Stripe pays them out to the bank account you
        give it.
      </Typography>
      {returned && !complete && account.data && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Welcome back. Stripe has not finished checking your account yet; this page updates as soon as it has.
        </Alert>
      )}
      {linkExpired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The Stripe link expired before onboarding was finished. Continue where you left off below.
        </Alert>
      )}
      {account.isPending ? (
        <Box aria-busy="true" aria-label="Loading the Stripe account">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} width={`${60 - row * 10}%`} />
          ))}
        </Box>
      ) : account.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void account.refetch()} loading={account.isFetching}>
              Retry
            </Button>
          }
        >
          {serverMessage(account.error)}
        </Alert>
      ) : (
        <>
          {account.data.processor === 'card_connect' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Your organization takes card payments through CardConnect. Connecting Stripe as well is optional.
            </Alert>
          )}
          <FactList label="Stripe account" facts={accountFacts(account.data)} />
          {complete ? (
            <Alert
              severity="success"
              sx={{ mt: 3 }}
              action={
                <Button component={RouterLink} to={pathTo('dashboard')} color="inherit" size="small">
                  Go to Dashboard
                </Button>
              }
            >
              Your Stripe account is connected: charges and payouts are enabled.
            </Alert>
          ) : (
            <Box sx={{ mt: 3 }}>
              {onboarding.isError && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {serverFailure(onboarding.error).text}
                </Alert>
              )}
              <Button variant="contained" onClick={connect} loading={onboarding.isPending || onboarding.isSuccess}>
                {account.data.status === null ? 'Connect with Stripe' : 'Continue Stripe onboarding'}
              </Button>
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
