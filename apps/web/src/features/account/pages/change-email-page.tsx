import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { changeEmailSchema } from '@employee-portal/core/auth/auth.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useChangeEmailMutation } from '../api/change-email.ts';

const FIELDS = ['email', 'email_confirmation', 'password'] as const;

/** Core's schema plus the one rule that needs the current address: the new one must differ from it. */
const schemaFor = (currentEmail: string) =>
  changeEmailSchema.superRefine((value, ctx) => {
    if (value.email === currentEmail.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.newEmailMustDiffer });
  });

type ChangeEmailInput = z.input<typeof changeEmailSchema>;
type ChangeEmailOutput = z.output<typeof changeEmailSchema>;

export default function ChangeEmailPage() {
  const currentEmail = useSessionStore((state) => state.user?.email ?? '');
  const schema = useMemo(() => schemaFor(currentEmail), [currentEmail]);
  const { control, handleSubmit, setError, reset } = useForm<ChangeEmailInput, unknown, ChangeEmailOutput>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', email_confirmation: '', password: '' },
  });
  const change = useChangeEmailMutation();
  const formError = formFailure(change.error, FIELDS);

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      // The password must not stay in the form once it did its job.
      onSuccess: () => reset({ email: '', email_confirmation: '', password: '' }),
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Change Email
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        You sign in with <strong>{currentEmail}</strong>. We will send a confirmation link to the new address; the
        change takes effect when you open it.
      </Typography>
      {change.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {change.data.message}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {formError}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label="Change email">
        <FormTextField control={control} name="email" label="New E-mail" type="email" autoComplete="email" autoFocus />
        <FormTextField
          control={control}
          name="email_confirmation"
          label="Confirm New E-mail"
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="password"
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" loading={change.isPending} sx={{ mt: 2 }}>
          Send Confirmation Link
        </Button>
      </Box>
    </Paper>
  );
}
