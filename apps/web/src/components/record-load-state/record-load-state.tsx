import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { serverMessage } from '../../lib/api-errors.ts';

/** The state of a record query that is not yet (or not) answered; only what the component reads. */
export interface RecordQueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** So every record page shows the same spinner while its record loads and the same error with Retry when it fails. */
export function RecordLoadState({ query, label, back }: { query: RecordQueryState; label: string; back?: ReactNode }) {
  if (!query.isError) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={`Loading ${label}`} />
      </Box>
    );
  }
  return (
    <Paper sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {serverMessage(query.error)}
      </Alert>
      {back ? <Box sx={{ mt: 2 }}>{back}</Box> : null}
    </Paper>
  );
}
