import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { finishQuickbooksConnection } from '../api/connection.ts';
import { quickbooksKeys } from '../api/quickbooks-keys.ts';
import { NOT_CONNECTED, oauthReturnOf } from '../oauth-return.ts';

const SETTINGS_PATH = pathTo('quickbooks_online');

/** Spec /quick_books_oauth: Intuit sends the browser back here; the code is handed to the API once. */
export default function QuickbooksOauthReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = oauthReturnOf(params);
  const body = outcome.kind === 'exchange' ? outcome.body : null;
  const code = body?.code;
  const state = body?.state;
  const realmId = body?.realmId;

  useEffect(() => {
    if (!code || !state || !realmId) return;
    let current = true;
    finishQuickbooksConnection({ code, state, realmId }).then(
      async () => {
        await queryClient.invalidateQueries({ queryKey: quickbooksKeys.all });
        if (!current) return;
        notify('QuickBooks is connected.');
        void navigate(SETTINGS_PATH, { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(serverMessage(error));
      },
    );
    return () => {
      current = false;
    };
  }, [code, state, realmId, navigate, notify, queryClient]);

  const problem =
    outcome.kind === 'cancelled'
      ? NOT_CONNECTED
      : outcome.kind === 'refused'
        ? `${NOT_CONNECTED} Intuit answered: ${outcome.reason}`
        : outcome.kind === 'incomplete'
          ? `${NOT_CONNECTED} The answer from Intuit was incomplete; please connect again.`
          : failure && `${NOT_CONNECTED} ${failure}`;

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Connecting QuickBooks
      </Typography>
      {problem ? (
        <Alert
          severity={outcome.kind === 'cancelled' ? 'info' : 'error'}
          action={
            <Button component={RouterLink} to={SETTINGS_PATH} color="inherit" size="small">
              Back to QuickBooks Settings
            </Button>
          }
        >
          {problem}
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>Finishing the connection with QuickBooks…</Typography>
        </Box>
      )}
    </Paper>
  );
}
