import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { TRIAL_DAYS } from '@employee-portal/core/access/subscription';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fetchEmployeeUser } from '../../auth/session.ts';
import type { RegistrationAnswer } from '../api/register-organization.ts';
import { OnboardingSurvey } from '../components/onboarding-survey.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';

const STEPS = ['Your business', 'Your account', 'A few questions'] as const;
type StepIndex = 0 | 1 | 2;

export default function OrganizationOnboardingPage() {
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.signIn);
  const setOrganizationToken = useSessionStore((state) => state.setOrganizationToken);
  // An organization token without a session means sign-up stopped before its survey (e.g. a reload): resume there.
  const [step, setStep] = useState<StepIndex>(() => {
    const { token, organization_token } = useSessionStore.getState();
    return token === null && organization_token !== null ? 2 : 0;
  });
  const [finishError, setFinishError] = useState<string | null>(null);

  // Spec §4: a token with its user is a session; a token alone is an organization token, not yet signed in.
  const registered = ({ token, user }: RegistrationAnswer) => {
    if (user) signIn(token, user);
    else setOrganizationToken(token);
    setStep(2);
  };

  const finish = async () => {
    setFinishError(null);
    try {
      // The organization token becomes the session token: the API answers the user it belongs to.
      if (useSessionStore.getState().token === null) {
        const session = await fetchEmployeeUser();
        signIn(session.token, session.user);
      }
      navigate(pathTo('organization_landing_page'), { replace: true });
    } catch (error) {
      setFinishError(serverMessage(error));
    }
  };

  return (
    <>
      <Typography variant="h6" component="h1" align="center" gutterBottom>
        Sign up your business
      </Typography>
      <Typography color="text.secondary" align="center" sx={{ mb: 2 }}>
        Try everything free for {TRIAL_DAYS} days. No card needed to start.
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 2 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 2 ? <OnboardingSurvey onDone={finish} finishError={finishError} /> : <RegistrationForm step={step} onStepChange={setStep} onRegistered={registered} />}
      {step < 2 && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to={pathTo('login')}>
            Already have an account? Sign in
          </Link>
        </Box>
      )}
    </>
  );
}
