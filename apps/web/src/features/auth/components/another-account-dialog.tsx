import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { needsSecondStep, type LoginResponse } from '@employee-portal/core/auth/auth.responses';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';
import { LoginForm } from './login-form.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';

const TITLE_ID = 'another-account-title';

/** The dialog's content: the credentials step, then the code step when two-factor is on. */
function AnotherAccountLogin({ onDone }: { onDone: () => void }) {
  const completeSignIn = useCompleteSignIn();
  // As on the login page, the pending two-factor token lives only here until the code is accepted (spec §4).
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [carriedError, setCarriedError] = useState<string | null>(null);

  const finish: typeof completeSignIn = (token, user) => {
    completeSignIn(token, user);
    onDone();
  };
  const handleLogin = ({ token, user }: LoginResponse) => {
    if (needsSecondStep(user)) setPendingToken(token);
    else finish(token, user);
  };
  const restart = (error: string | null) => {
    setPendingToken(null);
    setCarriedError(error);
  };

  return pendingToken ? (
    <TwoFactorForm pendingToken={pendingToken} onSignedIn={finish} onRestart={restart} />
  ) : (
    <LoginForm onSignedIn={handleLogin} carriedError={carriedError} showForgotPassword={false} />
  );
}

/** Spec §1/§4: signs in one more account while staying signed in; both stay in the stored accounts list. */
export function AnotherAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        Log in With Another Account
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {/* A closed dialog unmounts its content, so each opening starts with empty fields and no errors. */}
        <AnotherAccountLogin onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
