import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSettingsOverview } from '../api/settings-overview.ts';
import { settingsGroups, settingsLinksFor, type SettingsLink } from '../settings-pages.ts';

const NEEDS_ATTENTION = new Set(['Not set up', 'Not connected', 'No active plan', 'None yet']);

function PageState({ state, loading }: { state: string | undefined; loading: boolean }) {
  if (loading) return <Skeleton variant="rounded" width={96} height={24} aria-hidden />;
  if (!state) return null;
  return (
    <Chip
      size="small"
      label={state}
      color={NEEDS_ATTENTION.has(state) ? 'warning' : 'default'}
      variant={NEEDS_ATTENTION.has(state) ? 'filled' : 'outlined'}
    />
  );
}

function SettingsCard({ link, state, loading }: { link: SettingsLink; state?: string; loading: boolean }) {
  return (
    <Card component="li">
      <CardActionArea component={RouterLink} to={link.path} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6" component="h3">
              {link.title}
            </Typography>
            <PageState state={state} loading={loading} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {link.description}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export default function SettingsPage() {
  const permissions = useSessionStore((state) => state.user?.permissions ?? []);
  const belongsToFranchise = useSessionStore((state) => state.user?.belongs_to_franchise ?? 0);
  const links = settingsLinksFor(permissions, { belongs_to_franchise: belongsToFranchise });
  const overview = useSettingsOverview();
  const states = overview.data?.states ?? {};

  if (links.length === 0) {
    return (
      <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Settings
        </Typography>
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">
            Your account has no settings to manage. Ask your organization&apos;s owner if you need one.
          </Typography>
        </Paper>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Settings
      </Typography>
      {overview.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The pages&apos; states could not be loaded; every page below still opens.
        </Alert>
      )}
      {settingsGroups.map((group) => {
        const inGroup = links.filter((link) => link.group === group);
        if (inGroup.length === 0) return null;
        const headingId = `settings-group-${group.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <Box component="section" key={group} aria-labelledby={headingId} sx={{ mb: 3 }}>
            <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {group}
            </Typography>
            <Box
              component="ul"
              aria-label={`${group} settings`}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
              }}
            >
              {inGroup.map((link) => (
                <SettingsCard key={link.name} link={link} state={states[link.name]} loading={overview.isPending} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
