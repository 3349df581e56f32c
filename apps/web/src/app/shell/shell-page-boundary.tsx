import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChunkFailure } from '../../lib/chunk-load.ts';
import { reloadIntoNewBuild } from '../../lib/new-build-reload.ts';
import { failureText, failureTitle, PageErrorBoundary, reloadPage } from '../page-error-boundary.tsx';

/** What a failed page says in its place: the rest of the shell (menu, header) stays usable. */
export function PageFailure({ chunk, onReload }: { chunk: ChunkFailure | null; onReload: () => void }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onReload}>
            Reload
          </Button>
        }
      >
        <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {failureTitle(chunk)}
        </Typography>
        {failureText(chunk)}
      </Alert>
    </Box>
  );
}

/**
 * The shell's page boundary: a page chunk missing because a deploy replaced this tab's build reloads into the new
 * build once; otherwise, and for any other error, the page-level message shows.
 */
export function ShellPageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary
      resetKey={pathname}
      fallback={(chunk) => <PageFailure chunk={chunk} onReload={reloadPage} />}
      onChunkFailure={() => void reloadIntoNewBuild()}
    >
      {children}
    </PageErrorBoundary>
  );
}
