import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { api } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import type { EmployeeUserResponse } from '@employee-portal/core/auth/auth.responses';
import { useConfirmEmailChangeMutation } from '../api/change-email.ts';

/** Reloads the signed-in user so the account menu and the stored accounts show the confirmed address. */
async function refreshSignedInUser() {
  const { token } = useSessionStore.getState();
  if (!token) return;
  const { user } = await api.get<EmployeeUserResponse>('/auth/employee_user');
  if (useSessionStore.getState().token === token) useSessionStore.getState().setUser(user);
}

/** The e-mailed confirmation link: confirms once on opening and says how it went. */
export default function ConfirmEmailChangePage() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChangeMutation();
  // A token is single-use: a second POST (React's development double effect, a re-render) would report it invalid.
  const sent = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token, { onSuccess: () => void refreshSignedInUser().catch(() => undefined) });
  }, [mutate, token]);

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Change Email
      </Typography>
      {confirm.isSuccess ? (
        <Alert severity="success" role="status" sx={{ textAlign: 'left', mb: 2 }}>
          {confirm.data.message}
        </Alert>
      ) : confirm.isError ? (
        <Alert severity="error" sx={{ textAlign: 'left', mb: 2 }}>
          {serverMessage(confirm.error)}
        </Alert>
      ) : (
        <CircularProgress aria-label="Confirming your new e-mail" sx={{ my: 2 }} />
      )}
      {(confirm.isSuccess || confirm.isError) && (
        <Button component={RouterLink} to={pathTo('dashboard')} variant="contained">
          Continue
        </Button>
      )}
    </Paper>
  );
}
