import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { loginSchema } from '@employee-portal/core/auth/auth.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { formatLoginErrors } from '@employee-portal/core/messages/format-error';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { guessTimeZone } from '../../../lib/time-zone.ts';
import { useLoginMutation } from '../api/login.ts';
import type { LoginResponse } from '@employee-portal/core/auth/auth.responses';

type LoginInput = z.input<typeof loginSchema>;
type LoginOutput = z.output<typeof loginSchema>;

interface LoginFormProps {
  onSignedIn: (answer: LoginResponse) => void;
  /** An error carried over from an abandoned second step. */
  carriedError: string | null;
  /** The password-reset and sign-up links are for signed-out visitors; the another-account dialog leaves them out. */
  showForgotPassword?: boolean;
}

export function LoginForm({ onSignedIn, carriedError, showForgotPassword = true }: LoginFormProps) {
  const { control, handleSubmit, formState } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLoginMutation();
  const hasFieldErrors = Object.keys(formState.errors).length > 0;
  const serverError = login.error
    ? formatLoginErrors(isApiError(login.error) ? login.error.body : null)
    : login.isIdle
      ? carriedError
      : null;

  const submit = handleSubmit((values) =>
    login.mutate({ ...values, timezone: guessTimeZone() }, { onSuccess: onSignedIn }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Sign in">
      {hasFieldErrors && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {messages.fillAllFieldsCorrectly}
        </Alert>
      )}
      {serverError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {serverError}
        </Alert>
      )}
      <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="username" autoFocus />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" fullWidth size="large" loading={login.isPending} sx={{ mt: 2 }}>
        Sign In
      </Button>
      {showForgotPassword && (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Link component={RouterLink} to={pathTo('reset_password')}>
            Forgot password?
          </Link>
          <Link component={RouterLink} to={pathTo('organization_onboarding')}>
            Sign up your business
          </Link>
        </Box>
      )}
    </Box>
  );
}
