import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { serverMessage } from '../../lib/api-errors.ts';

/** What the component reads of a page's query; TanStack Query's result fits. */
export interface PageQueryState {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * So every settings-like page waits and fails the same way while its data is not on screen: a spinner named after
 * what loads, then the server's sentence with Retry.
 */
export function QueryLoadState({ query, label }: { query: PageQueryState; label: string }) {
  if (!query.isError) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={`Loading ${label}`} />
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void query.refetch()}>
          Retry
        </Button>
      }
    >
      {serverMessage(query.error)}
    </Alert>
  );
}
