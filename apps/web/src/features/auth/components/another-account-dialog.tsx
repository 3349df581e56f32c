import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';
import { SignInSteps } from './sign-in-steps.tsx';

const TITLE_ID = 'another-account-title';

/** The dialog's content: both sign-in steps, closing the dialog once the account is in. */
function AnotherAccountLogin({ onDone }: { onDone: () => void }) {
  const completeSignIn = useCompleteSignIn();
  const finish: typeof completeSignIn = (token, user) => {
    completeSignIn(token, user);
    onDone();
  };
  return <SignInSteps onSignedIn={finish} showForgotPassword={false} />;
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
