import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { forgotPasswordSchema } from '@employee-portal/core/auth/auth.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';

type ForgotInput = z.input<typeof forgotPasswordSchema>;
type ForgotOutput = z.output<typeof forgotPasswordSchema>;

export default function ForgotPasswordPage() {
  const { control, handleSubmit } = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const forgot = useForgotPasswordMutation();
  const submit = handleSubmit((values) => forgot.mutate(values));

  return (
    <>
      <Typography variant="h6" component="h1" align="center" gutterBottom>
        Reset Password
      </Typography>
      {forgot.isSuccess ? (
        // The answer is the same whether or not the address has an account, so it cannot be used to probe e-mails.
        <Alert severity="success" role="status">
          {forgot.data.message}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label="Request a password reset link">
          <Typography variant="body2" color="text.secondary">
            Enter the e-mail you sign in with and we will send you a link to choose a new password.
          </Typography>
          {forgot.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {serverMessage(forgot.error)}
            </Alert>
          )}
          <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" autoFocus />
          <Button type="submit" variant="contained" fullWidth size="large" loading={forgot.isPending} sx={{ mt: 2 }}>
            Send Reset Link
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={pathTo('login')}>
          Back to sign in
        </Link>
      </Box>
    </>
  );
}
