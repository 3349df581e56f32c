import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeByName } from '@employee-portal/core/routes/route-table';
import { useSessionStore } from '../../../lib/session-store.ts';
import { isSameAccount } from '../../../lib/stored-accounts.ts';
import {
  AnotherAccountDialog,
  SelectAccountDialog,
  useLogoutMutation,
  useSwitchAccount,
  useSwitchOrganization,
} from '../../auth/index.ts';

/**
 * A lapsed organization's member who cannot renew it: nothing else opens for them, so the page says who can and
 * offers the ways out (another account or organization, or logging out).
 */
export default function SubscriptionEndedPage() {
  const user = useSessionStore((state) => state.user);
  const storedAccounts = useSessionStore((state) => state.users);
  const [dialog, setDialog] = useState<'select_account' | 'another_account' | null>(null);
  const switchAccount = useSwitchAccount();
  const switchOrganization = useSwitchOrganization();
  const logout = useLogoutMutation();
  if (!user) return null;
  const otherAccounts = storedAccounts.filter((account) => !isSameAccount(account, user));
  const otherOrganizations = user.organizations.filter(
    (organization) => organization.organization_id !== user.organization_id,
  );
  const busy = switchAccount.isPending || switchOrganization.isPending || logout.isPending;

  return (
    <Paper sx={{ p: 4, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {routeByName('subscription_ended').title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {`${user.organization_name}'s subscription has ended; the owner can renew it.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        {otherOrganizations.map((organization) => (
          <Button
            key={organization.organization_id}
            variant="outlined"
            disabled={busy}
            onClick={() => switchOrganization.mutate(organization.organization_id)}
          >
            {`Switch to ${organization.name}`}
          </Button>
        ))}
        {otherAccounts.length > 0 && (
          <Button variant="outlined" disabled={busy} onClick={() => setDialog('select_account')}>
            Switch Account
          </Button>
        )}
        <Button variant="outlined" disabled={busy} onClick={() => setDialog('another_account')}>
          Log in With Another Account
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => logout.mutate()}>
          Logout
        </Button>
      </Stack>
      <AnotherAccountDialog open={dialog === 'another_account'} onClose={() => setDialog(null)} />
      <SelectAccountDialog
        open={dialog === 'select_account'}
        accounts={otherAccounts}
        onClose={() => setDialog(null)}
        onSelect={(account) => switchAccount.mutate(account)}
      />
    </Paper>
  );
}
