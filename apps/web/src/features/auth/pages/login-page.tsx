import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { LoginForm } from '../components/login-form.tsx';
import { TwoFactorForm } from '../components/two-factor-form.tsx';
import { needsSecondStep, type LoginResponse } from '@employee-portal/core/auth/auth.responses';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

export default function LoginPage() {
  const completeSignIn = useCompleteSignIn();
  // The pending two-factor token lives only here: nothing is stored until the code is accepted (spec §4).
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [carriedError, setCarriedError] = useState<string | null>(null);

  const handleLogin = ({ token, user }: LoginResponse) => {
    if (needsSecondStep(user)) setPendingToken(token);
    else completeSignIn(token, user);
  };

  const restart = (error: string | null) => {
    setPendingToken(null);
    setCarriedError(error);
  };

  return (
    <>
      <Typography variant="h6" component="h1" align="center" gutterBottom>
        {pendingToken ? 'Two-Factor Authentication' : 'Sign In'}
      </Typography>
      {pendingToken ? (
        <TwoFactorForm pendingToken={pendingToken} onSignedIn={completeSignIn} onRestart={restart} />
      ) : (
        <LoginForm onSignedIn={handleLogin} carriedError={carriedError} />
      )}
    </>
  );
}
