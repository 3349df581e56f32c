import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { needsSecondStep, type LoginResponse } from '@employee-portal/core/auth/auth.responses';
import { LoginForm } from './login-form.tsx';

// Most people sign in without a second step: the code form (and its resend) arrives only when one is asked for, and
// stays off the login page's first load.
const TwoFactorForm = lazy(() => import('./two-factor-form.tsx').then((module) => ({ default: module.TwoFactorForm })));

interface SignInStepsProps {
  onSignedIn: (token: string, user: SignedInUser) => void;
  showForgotPassword?: boolean;
  /** What stands above the form, by step (the login page's heading). */
  heading?: (step: 'credentials' | 'code') => ReactNode;
}

/**
 * The credentials step, then the code step when two-factor is on (spec §4): the pending token lives only here, and
 * nothing is stored until the code is accepted.
 */
export function SignInSteps({ onSignedIn, showForgotPassword, heading }: SignInStepsProps) {
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [carriedError, setCarriedError] = useState<string | null>(null);

  const handleLogin = ({ token, user }: LoginResponse) => {
    if (needsSecondStep(user)) setPendingToken(token);
    else onSignedIn(token, user);
  };
  const restart = (error: string | null) => {
    setPendingToken(null);
    setCarriedError(error);
  };

  return (
    <>
      {heading?.(pendingToken ? 'code' : 'credentials')}
      {pendingToken ? (
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress aria-label="Loading the code step" />
            </Box>
          }
        >
          <TwoFactorForm pendingToken={pendingToken} onSignedIn={onSignedIn} onRestart={restart} />
        </Suspense>
      ) : (
        <LoginForm onSignedIn={handleLogin} carriedError={carriedError} showForgotPassword={showForgotPassword} />
      )}
    </>
  );
}
