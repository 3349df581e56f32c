import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CODE_RESEND_COOLDOWN_SECONDS } from '@employee-portal/core/auth/code-resend';
import { formatLoginErrors } from '@employee-portal/core/messages/format-error';
import { isApiError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useResendCodeMutation } from '../api/resend-code.ts';

interface ResendCodeProps {
  pendingToken: string;
  /** A new code is on its way: the form clears the old code and puts the cursor back in the field. */
  onSent: () => void;
  /** The pending sign-in is void (expired, or too many wrong codes): back to the credentials step with the reason. */
  onRestart: (error: string) => void;
}

const sentAtText = (iso: string) => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(iso));

/**
 * "Resend code" on the code step. After a send it rests for a short while, so a slow text message is not answered
 * with a pile of new codes (each one voids the one before); the server's hourly send limit stands behind it. What
 * happened is announced: the sending politely (a status), a refusal at once (an alert).
 */
export function ResendCode({ pendingToken, onSent, onRestart }: ResendCodeProps) {
  const resend = useResendCodeMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [restSeconds, setRestSeconds] = useState(0);

  useEffect(() => {
    if (restSeconds <= 0) return undefined;
    const timer = setTimeout(() => setRestSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [restSeconds]);

  const ask = () =>
    resend.mutate(pendingToken, {
      onSuccess: ({ message, sent_at }) => {
        setRefused(null);
        setSent(`${message} Sent at ${sentAtText(sent_at)}.`);
        setRestSeconds(CODE_RESEND_COOLDOWN_SECONDS);
        onSent();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          onRestart(formatLoginErrors(error.body));
          return;
        }
        setSent(null);
        setRefused(serverMessage(error));
      },
    });

  return (
    <Box sx={{ mt: 1 }}>
      <Button fullWidth onClick={ask} disabled={restSeconds > 0} loading={resend.isPending}>
        Resend code
      </Button>
      {restSeconds > 0 && (
        <Typography variant="body2" color="text.secondary" align="center">
          You can ask for another code in {restSeconds} s.
        </Typography>
      )}
      <Box role="status" sx={{ mt: sent ? 1 : 0 }}>
        {sent && <Typography variant="body2">{sent}</Typography>}
      </Box>
      {refused && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refused}
        </Alert>
      )}
    </Box>
  );
}
