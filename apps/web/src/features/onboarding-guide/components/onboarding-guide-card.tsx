import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import type { OnboardingGuide } from '@employee-portal/core/onboarding-guide/onboarding-guide.responses';
import type { OnboardingGuideStep } from '@employee-portal/core/onboarding-guide/onboarding-guide.schema';
import { pathTo, routeByName, type RouteName } from '@employee-portal/core/routes/route-table';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useOnboardingGuide, useUpdateOnboardingGuide } from '../api/onboarding-guide.ts';

const STEP_TEXTS: Record<OnboardingGuideStep, { title: string; description: string }> = {
  company_details: {
    title: 'Company details',
    description: 'Add your business e-mail, phone and address: they head your invoices and the e-mails clients get.',
  },
  pricing_plans: {
    title: 'Pricing plans',
    description: 'Set up the service plans you sell, with their prices by number of dogs.',
  },
  staff: {
    title: 'Staff',
    description: 'Invite the people who work with you, so they can sign in, be scheduled and be paid.',
  },
  work_areas: {
    title: 'Work areas',
    description: 'Name the areas you serve and their zip codes, so sign-ups from elsewhere are told at once.',
  },
  payments: {
    title: 'Payments',
    description: 'Connect a card processor to take card payments from your clients.',
  },
  first_client: {
    title: 'First client',
    description: 'Add your first client, with the place you serve them.',
  },
};

/** The step the member has open; once it is done, the next one still to do (the guide moves on by itself). */
function openStepOf(guide: OnboardingGuide): number {
  const stored = Math.min(Math.max(guide.step_guide, 0), guide.steps.length - 1);
  if (!guide.steps[stored]?.done) return stored;
  const order = [...guide.steps.keys()].map((offset) => (stored + offset) % guide.steps.length);
  return order.find((index) => !guide.steps[index]?.done) ?? stored;
}

export function OnboardingGuideCard({ user }: { user: SignedInUser }) {
  const guide = useOnboardingGuide(user.user_id, user.organization_id);
  const update = useUpdateOnboardingGuide(user.user_id, user.organization_id);
  const setUser = useSessionStore((state) => state.setUser);
  const notify = useNotify();
  if (!guide.data || guide.data.show_guide === 0) return null;

  const { steps } = guide.data;
  const open = openStepOf(guide.data);
  const done = steps.filter((step) => step.done).length;
  const save = (body: { step_guide?: number; show_guide?: 0 }) =>
    update.mutate(body, {
      onSuccess: ({ onboarding_guide }) => {
        const current = useSessionStore.getState().user;
        if (
          body.show_guide === 0 &&
          current?.user_id === user.user_id &&
          current.organization_id === user.organization_id
        )
          setUser({ ...current, show_guide: onboarding_guide.show_guide, step_guide: onboarding_guide.step_guide });
      },
      onError: () => notify(messages.somethingWentWrong, 'error'),
    });

  return (
    <Paper component="section" aria-labelledby="onboarding-guide-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2" id="onboarding-guide-title">
            Set up your portal
          </Typography>
          <Typography variant="body2" color="text.secondary" id="onboarding-guide-progress">
            {done} of {steps.length} steps done
          </Typography>
        </Box>
        <Button onClick={() => save({ show_guide: 0 })} disabled={update.isPending}>
          Dismiss guide
        </Button>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(done / steps.length) * 100}
        aria-labelledby="onboarding-guide-progress"
        sx={{ my: 2 }}
      />
      <List aria-label="Setup steps" component="ol" disablePadding>
        {steps.map((step, index) => {
          const text = STEP_TEXTS[step.key];
          const route = step.route as RouteName;
          const isOpen = index === open;
          return (
            <ListItem key={step.key} disablePadding divider sx={{ display: 'block' }}>
              <ListItemButton
                aria-current={isOpen ? 'step' : undefined}
                aria-expanded={isOpen}
                selected={isOpen}
                onClick={() => save({ step_guide: index })}
              >
                {/* The words say done or to do; the icon only shows it at a glance. */}
                <ListItemIcon>
                  {step.done ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color="action" />}
                </ListItemIcon>
                <ListItemText primary={text.title} secondary={step.done ? 'Done' : 'To do'} />
              </ListItemButton>
              {isOpen && (
                <Box sx={{ pl: 9, pr: 2, pb: 2 }}>
                  <Typography sx={{ mb: 2 }}>{text.description}</Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    <Button variant="contained" component={RouterLink} to={pathTo(route)}>
                      Open {routeByName(route).title}
                    </Button>
                    {index > 0 && (
                      <Button onClick={() => save({ step_guide: index - 1 })} disabled={update.isPending}>
                        Back
                      </Button>
                    )}
                    {index < steps.length - 1 && (
                      <Button onClick={() => save({ step_guide: index + 1 })} disabled={update.isPending}>
                        Next
                      </Button>
                    )}
                  </Box>
                </Box>
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
