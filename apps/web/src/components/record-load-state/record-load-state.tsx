import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { serverMessage } from '../../lib/api-errors.ts';
import { recordLoad } from './record-id.ts';

/** The state of a record query that is not yet (or not) answered; only what the component reads. */
export interface RecordQueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface RecordLoadStateProps {
  /** The record's id from the path; null when the path names no record (see recordIdFromPath). */
  id: number | null;
  query: RecordQueryState;
  /** The record in words, lower case: 'coupon', 'service plan'. */
  label: string;
  /** The way back, usually to the record's list; without one (the list is not the person's to see), the dashboard. */
  back?: ReactNode;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * So every record page behaves the same while its record is not on screen: a spinner while it loads; 'Coupon not
 * found' with a way back for a missing or malformed id (retrying would only find nothing again); the server's
 * sentence for another refusal; Retry only when the load itself failed.
 */
export function RecordLoadState({ id, query, label, back }: RecordLoadStateProps) {
  const load = recordLoad(id, query);
  if (load === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={`Loading ${label}`} />
      </Box>
    );
  }
  const wayBack = back || (
    <Button component={RouterLink} to={pathTo('dashboard')}>
      Back to Dashboard
    </Button>
  );
  if (load === 'not_found') {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {capitalized(label)} not found
        </Typography>
        <Typography color="text.secondary">
          There is no {label} at this address. It may have been deleted, or the link is incomplete.
        </Typography>
        <Box sx={{ mt: 2 }}>{wayBack}</Box>
      </Paper>
    );
  }
  return (
    <Paper sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          load === 'failed' ? (
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          ) : undefined
        }
      >
        {serverMessage(query.error)}
      </Alert>
      <Box sx={{ mt: 2 }}>{wayBack}</Box>
    </Paper>
  );
}
