import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { twoFactorCodeSchema } from '@employee-portal/core/auth/auth.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverMessage } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSendTwoFactorCodeMutation, useSetTwoFactorMutation } from '../api/two-factor-setting.ts';

type CodeInput = z.input<typeof twoFactorCodeSchema>;
type CodeOutput = z.output<typeof twoFactorCodeSchema>;

/** Turning the login's second step on or off, confirmed by a code sent to the phone on file. */
export default function TwoFactorPage() {
  const enabled = useSessionStore((state) => state.user?.two_factor === 1);
  const setUser = useSessionStore((state) => state.setUser);
  const notify = useNotify();
  const sendCode = useSendTwoFactorCodeMutation();
  // The server's 'code sent' sentence; the code form stays while a new code is on its way.
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const requestCode = () => sendCode.mutate(undefined, { onSuccess: ({ message }) => setSentMessage(message) });
  const save = useSetTwoFactorMutation();
  const { control, handleSubmit, setError, reset } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const saveError = formFailure(save.error, ['code']);
  const action = enabled ? 'Turn Off' : 'Turn On';

  const submit = handleSubmit(({ code }) =>
    save.mutate(
      { enabled: !enabled, code },
      {
        onSuccess: ({ user }) => {
          setUser(user);
          reset({ code: '' });
          sendCode.reset();
          setSentMessage(null);
          notify(user.two_factor === 1 ? 'Two-factor authentication is on.' : 'Two-factor authentication is off.');
        },
        onError: (error) => applyServerFieldErrors(error, ['code'], setError),
      },
    ),
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Two-Factor Authentication
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography>Status:</Typography>
        <Chip
          label={enabled ? 'On' : 'Off'}
          color={enabled ? 'success' : 'default'}
          size="small"
          aria-label={`Two-factor authentication is ${enabled ? 'on' : 'off'}`}
        />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {enabled
          ? 'Each sign-in asks for a code sent by SMS to your phone. To turn this off, confirm with a code.'
          : 'Add a second step to your sign-in: a code sent by SMS to your phone. To turn this on, confirm with a code.'}
      </Typography>

      {sendCode.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {serverMessage(sendCode.error)}
        </Alert>
      )}
      {sentMessage ? (
        <Box component="form" noValidate onSubmit={submit} aria-label="Confirm with code">
          <Alert severity="info" role="status">
            {sentMessage}
          </Alert>
          {saveError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {saveError}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="code"
            label="Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={4}
            autoFocus
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button type="submit" variant="contained" loading={save.isPending} color={enabled ? 'error' : 'primary'}>
              {action}
            </Button>
            <Button onClick={requestCode} loading={sendCode.isPending}>
              Send a new code
            </Button>
          </Box>
        </Box>
      ) : (
        <Button variant="contained" onClick={requestCode} loading={sendCode.isPending}>
          Send code
        </Button>
      )}
    </Paper>
  );
}
