import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { hasPermission } from '@employee-portal/core/access/permissions';
import { chargesDisabled, isPaymentAccountComplete, payoutsDisabled } from '@employee-portal/core/access/subscription';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FactList, type Fact } from '../../../../components/fact-list/fact-list.tsx';

/**
 * The card-processor account as live stripe_status_updated events keep it on the signed-in user. Spec §4: a flag
 * at 0 means disabled only on an active account; on one still being set up it is pending.
 */
function paymentAccountFacts(user: SignedInUser): Fact[] {
  if (user.card_connect_site) return [['Card processor', 'CardConnect']];
  if (user.status === null) return [['Account status', 'Not connected']];
  const flag = (disabled: boolean, on: 0 | 1) => (disabled ? 'Disabled' : on === 1 ? 'Enabled' : 'Pending setup');
  return [
    ['Account status', user.status === 'active' ? 'Active' : 'In Progress'],
    ['Charges', flag(chargesDisabled(user), user.charges_enabled)],
    ['Payouts', flag(payoutsDisabled(user), user.payouts_enabled)],
  ];
}

/** How the organization takes its own clients' card payments, with the way to connect Stripe while it is not done. */
export function PaymentAccountSection({ user }: { user: SignedInUser }) {
  // Guard 3 sends a completed account away from Connect to Stripe, so the link shows only while there is work left.
  const canConnect =
    hasPermission(user.permissions, 'connect_to_stripe') && !isPaymentAccountComplete(user) && !user.card_connect_site;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The account your clients&apos; card payments are paid into.
      </Typography>
      <FactList label="Payment Account" facts={paymentAccountFacts(user)} />
      {canConnect && (
        <Button component={RouterLink} to={pathTo('connect_to_stripe')} variant="outlined" sx={{ mt: 2 }}>
          {user.status === null ? 'Connect to Stripe' : 'Continue Stripe setup'}
        </Button>
      )}
    </>
  );
}
