import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { isSubscribed, isTrialActive, TRIAL_DAYS, trialDayNumber } from '@employee-portal/core/access/subscription';
import { routeTable } from '@employee-portal/core/routes/route-table';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import type { SetupStep, SetupStepKey } from '@employee-portal/core/access/organization-signup.responses';
import { useLandingPage } from '../api/landing-page.ts';

const STEP_TEXTS: Record<SetupStepKey, { title: string; description: string }> = {
  staff: {
    title: 'Add your staff',
    description: 'Invite the people who work with you, so they can sign in, be scheduled and be paid.',
  },
  card_processor: {
    title: 'Connect a card processor',
    description: 'Connect Stripe to take card payments from your clients.',
  },
  subscription: {
    title: 'Choose your plan',
    description: 'Subscribe before your free trial ends to keep your portal running.',
  },
};

/** The page of a step, when that page exists yet (a route enters core's table only once its page is built). */
const pathOfRoute = (name: string) => routeTable.find((route) => route.name === name)?.path ?? null;

function TrialStatus({ user }: { user: SignedInUser }) {
  const { formatDate } = useDateFormatters();
  const now = new Date();
  if (isSubscribed(user, now)) return <Typography color="text.secondary">Your organization is subscribed.</Typography>;
  if (!isTrialActive(user, now) || !user.end_trail)
    return <Typography color="error">Your free trial is over. Choose a plan to continue.</Typography>;
  return (
    <Typography color="text.secondary">
      Free trial: day {trialDayNumber(user.end_trail, now)} of {TRIAL_DAYS}, ending {formatDate(user.end_trail)}.
    </Typography>
  );
}

function SetupStepItem({ step }: { step: SetupStep }) {
  const text = STEP_TEXTS[step.key];
  const path = pathOfRoute(step.route);
  return (
    <ListItem
      divider
      secondaryAction={
        <Chip
          size="small"
          label={step.done ? 'Done' : 'To do'}
          color={step.done ? 'success' : 'default'}
          variant={step.done ? 'filled' : 'outlined'}
        />
      }
    >
      {/* The chip says it in words; the icon only shows it at a glance. */}
      <ListItemIcon>
        {step.done ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color="action" />}
      </ListItemIcon>
      <ListItemText
        primary={
          path ? (
            <Link component={RouterLink} to={path} underline="hover" sx={{ fontWeight: 600 }}>
              {text.title}
            </Link>
          ) : (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {text.title}
            </Box>
          )
        }
        secondary={text.description}
      />
    </ListItem>
  );
}

export default function OrganizationLandingPage() {
  const user = useSessionStore((state) => state.user);
  const landing = useLandingPage();
  const steps = landing.data?.steps ?? [];
  const done = steps.filter((step) => step.done).length;

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Welcome{landing.data ? `, ${landing.data.organization_name}` : ''}!
      </Typography>
      {user && <TrialStatus user={user} />}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Get started
      </Typography>
      {landing.isPending ? (
        <Box aria-busy="true" aria-label="Loading your checklist">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={64} />
          ))}
        </Box>
      ) : landing.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void landing.refetch()} loading={landing.isFetching}>
              Retry
            </Button>
          }
        >
          {serverMessage(landing.error)}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" id="setup-progress">
            {done} of {steps.length} done
          </Typography>
          <LinearProgress
            variant="determinate"
            value={steps.length ? (done / steps.length) * 100 : 0}
            aria-labelledby="setup-progress"
            sx={{ my: 1 }}
          />
          <List aria-label="Setup checklist">
            {steps.map((step) => (
              <SetupStepItem key={step.key} step={step} />
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
