import Typography from '@mui/material/Typography';
import { SignInSteps } from '../components/sign-in-steps.tsx';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

export default function LoginPage() {
  const completeSignIn = useCompleteSignIn();
  return (
    <SignInSteps
      onSignedIn={completeSignIn}
      heading={(step) => (
        <Typography variant="h6" component="h1" align="center" gutterBottom>
          {step === 'code' ? 'Two-Factor Authentication' : 'Sign In'}
        </Typography>
      )}
    />
  );
}
