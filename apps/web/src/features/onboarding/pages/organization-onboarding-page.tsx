import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { TRIAL_DAYS } from '@employee-portal/core/access/subscription';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useSessionStore } from '../../../lib/session-store.ts';
import { guessTimeZone } from '../../../lib/time-zone.ts';
import type { RegistrationResponse as RegistrationAnswer } from '@employee-portal/core/access/organization-signup.responses';
import { OnboardingSurvey } from '../components/onboarding-survey.tsx';
import { BusinessForm, OwnerForm } from '../components/registration-form.tsx';
import { emptyBusiness, type BusinessInput } from '../onboarding-form.ts';

const STEPS = ['Your business', 'Your account', 'A few questions'] as const;
type StepIndex = 0 | 1 | 2;

export default function OrganizationOnboardingPage() {
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.signIn);
  const setOrganizationToken = useSessionStore((state) => state.setOrganizationToken);
  const browserZone = guessTimeZone();
  const [business, setBusiness] = useState<BusinessInput>(() => emptyBusiness(browserZone));
  const [notice, setNotice] = useState<string | null>(null);
  // An organization token without a session means the business is registered and its owner not yet (e.g. after a
  // reload): resume at the owner's account.
  const [step, setStep] = useState<StepIndex>(() => {
    const { token, organization_token } = useSessionStore.getState();
    return token === null && organization_token !== null ? 1 : 0;
  });

  // Spec §4: a token with its user is a session; a token alone is an organization token, not yet signed in.
  const registered = ({ token, user }: RegistrationAnswer, values: BusinessInput) => {
    setBusiness(values);
    setNotice(null);
    if (user) {
      signIn(token, user);
      setStep(2);
    } else {
      setOrganizationToken(token);
      setStep(1);
    }
  };

  // The organization token has become the session token: the owner is signed in.
  const signedIn = (token: string, user: SignedInUser) => {
    signIn(token, user);
    setStep(2);
  };

  const tokenRefused = () => {
    setOrganizationToken(null);
    setNotice(messages.signUpExpired);
    setStep(0);
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
      {notice && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      {step === 0 && <BusinessForm values={business} browserZone={browserZone} onRegistered={registered} />}
      {step === 1 && <OwnerForm onSignedIn={signedIn} onBack={() => setStep(0)} onTokenRefused={tokenRefused} />}
      {step === 2 && (
        <OnboardingSurvey onDone={() => void navigate(pathTo('organization_landing_page'), { replace: true })} />
      )}
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
