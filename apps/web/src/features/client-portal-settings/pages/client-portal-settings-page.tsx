import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@employee-portal/core/access/permissions';
import type { ClientPortalSettingsResponse } from '@employee-portal/core/client-portal/client-portal-settings.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { QueryLoadState } from '../../../components/query-load-state/query-load-state.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useClientPortalSettings } from '../api/client-portal-settings.ts';
import { ClientPortalSettingsForm } from '../components/client-portal-settings-form.tsx';

const onOff = (on: boolean) => (on ? 'On' : 'Off');

/** Rating and tipping belong to their own settings page: shown here, changed there. */
function RatingsAndTipping({ state }: { state: ClientPortalSettingsResponse['ratings_and_tipping'] }) {
  const permissions = useSessionStore((session) => session.user?.permissions ?? []);
  const title = 'Ratings, Comments and Tipping';
  return (
    <Box sx={{ mt: 3 }} data-testid="portal-ratings-and-tipping">
      <Typography variant="h6" component="h2">
        Rate and Tip
      </Typography>
      <Typography>
        Rate visits: {onOff(state.ratings_enabled)} · Tip the tech: {onOff(state.tipping_enabled)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Set in{' '}
        {hasPermission(permissions, 'ratings_comments_and_tipping') ? (
          <Link component={RouterLink} to={pathTo('ratings_comments_and_tipping')}>
            {title}
          </Link>
        ) : (
          title
        )}
        .
      </Typography>
    </Box>
  );
}

/** Spec /settings/client_portal_settings (issue 20): what clients may do in their portal, its address and welcome. */
export default function ClientPortalSettingsPage() {
  const page = useClientPortalSettings();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Client Portal Settings
      </Typography>
      {!page.isSuccess ? (
        <QueryLoadState query={page} label="client portal settings" />
      ) : (
        <>
          <Typography variant="h6" component="h2">
            Portal Address
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere', mb: 2 }} data-testid="portal-url">
            {page.data.portal_url}
          </Typography>
          <ClientPortalSettingsForm settings={page.data.client_portal_settings} />
          <RatingsAndTipping state={page.data.ratings_and_tipping} />
        </>
      )}
    </Paper>
  );
}
