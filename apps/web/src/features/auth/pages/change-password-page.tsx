import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { changePasswordSchema } from '@employee-portal/core/auth/auth.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';
import { refreshOrganizationSettings } from '../../organization/index.ts';

type ChangeInput = z.input<typeof changePasswordSchema>;
type ChangeOutput = z.output<typeof changePasswordSchema>;

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export default function ChangePasswordPage() {
  const firstLogin = useSessionStore((state) => state.user?.change_password === 1);
  const setUser = useSessionStore((state) => state.setUser);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<ChangeInput, unknown, ChangeOutput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const change = useChangePasswordMutation();
  const formError = formFailure(change.error, FIELDS);

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ user }) => {
        // The stored user must say change_password 0 before navigating, or the guard would send us back here.
        setUser(user);
        // A first sign-in skipped the organization settings until now (the API refused them): the login's last step.
        if (firstLogin) void refreshOrganizationSettings(queryClient);
        notify(messages.passwordChanged);
        navigate(pathTo('dashboard'), { replace: true });
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Change Password
      </Typography>
      {firstLogin && (
        <Alert severity="info" sx={{ mb: 1 }}>
          This is your first sign-in. Please replace the password you were given with one of your own to continue.
        </Alert>
      )}
      {formError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {formError}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
        <FormTextField
          control={control}
          name="current_password"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <FormTextField
          control={control}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="password_confirmation"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={change.isPending} sx={{ mt: 2 }}>
          Change Password
        </Button>
      </Box>
    </Paper>
  );
}
