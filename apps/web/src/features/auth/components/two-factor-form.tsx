import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { twoFactorCodeSchema } from '@employee-portal/core/auth/auth.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { formatLoginErrors } from '@employee-portal/core/messages/format-error';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useValidateTwoFactorMutation } from '../api/validate-two-factor.ts';
import { ResendCode } from './resend-code.tsx';

type CodeInput = z.input<typeof twoFactorCodeSchema>;
type CodeOutput = z.output<typeof twoFactorCodeSchema>;

interface TwoFactorFormProps {
  pendingToken: string;
  onSignedIn: (token: string, user: SignedInUser) => void;
  /** Back to the credentials step, with the reason when the pending login became void. */
  onRestart: (error: string | null) => void;
}

/** Spec §4: the code step of a two-factor login; the session is stored only once the code is accepted. */
export function TwoFactorForm({ pendingToken, onSignedIn, onRestart }: TwoFactorFormProps) {
  const { control, handleSubmit, resetField, setFocus } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const validate = useValidateTwoFactorMutation();
  const errorText = validate.error ? formatLoginErrors(isApiError(validate.error) ? validate.error.body : null) : null;

  const submit = handleSubmit(({ code }) =>
    validate.mutate(
      { code, pendingToken },
      {
        onSuccess: ({ token, user }) => onSignedIn(token, user),
        onError: (error) => {
          // A 401 means the pending login is void (too many wrong codes or expired): sign in again from the start.
          if (isApiError(error) && error.status === 401) onRestart(formatLoginErrors(error.body));
        },
      },
    ),
  );

  // The earlier code is void now: its digits and any verdict on them go, and the cursor waits for the new one.
  const startOver = () => {
    validate.reset();
    resetField('code');
    setFocus('code');
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Two-factor code">
      <Typography sx={{ mb: 1 }}>{messages.twoFactorPrompt}</Typography>
      {errorText && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorText}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="code"
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
      />
      <Button type="submit" variant="contained" fullWidth size="large" loading={validate.isPending} sx={{ mt: 2 }}>
        Verify
      </Button>
      <ResendCode pendingToken={pendingToken} onSent={startOver} onRestart={onRestart} />
      <Button fullWidth sx={{ mt: 1 }} onClick={() => onRestart(null)}>
        Back to sign in
      </Button>
    </Box>
  );
}
