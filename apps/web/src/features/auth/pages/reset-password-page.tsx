import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { resetPasswordSchema } from '@employee-portal/core/auth/auth.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useResetPasswordMutation } from '../api/reset-password.ts';

type ResetInput = z.input<typeof resetPasswordSchema>;
type ResetOutput = z.output<typeof resetPasswordSchema>;

const PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  // The token rides along as a form value so core's schema validates the whole payload the API receives.
  const { control, handleSubmit, setError } = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const reset = useResetPasswordMutation();
  const formError = formFailure(reset.error, PASSWORD_FIELDS);

  const submit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: ({ message }) => {
        notify(message);
        navigate(pathTo('login'), { replace: true });
      },
      onError: (error) => applyServerFieldErrors(error, PASSWORD_FIELDS, setError),
    }),
  );

  return (
    <>
      <Typography variant="h6" component="h1" align="center" gutterBottom>
        Choose a New Password
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Choose a new password">
        {formError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {formError}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <FormTextField
          control={control}
          name="password_confirmation"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" fullWidth size="large" loading={reset.isPending} sx={{ mt: 2 }}>
          Set New Password
        </Button>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={pathTo('reset_password')}>
          Request a new link
        </Link>
      </Box>
    </>
  );
}
