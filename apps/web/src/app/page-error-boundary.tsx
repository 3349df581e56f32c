import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { chunkFailureOf, reloadIntoNewBuild, type ChunkFailure } from '../lib/chunk-load.ts';

interface PageErrorBoundaryProps {
  children?: ReactNode;
  /** Swapped in for tests; the page's Reload button and the new-build reload use it. */
  reload?: () => void;
  /** Swapped in for tests: starts a reload into a newer build when there is one. */
  reloadIntoNewBuild?: () => Promise<boolean>;
}

interface PageErrorBoundaryState {
  failure: { chunk: ChunkFailure | null } | null;
}

const reloadPage = () => window.location.reload();

/** What a failed page says in its place: the rest of the screen (menu, header) stays usable. */
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
          {chunk ? 'This page could not be loaded' : 'Something went wrong on this page'}
        </Typography>
        {chunk ? 'Check your connection, then reload the page.' : 'Reload the page to try again.'}
      </Alert>
    </Box>
  );
}

/**
 * Catches a page that fails to load or to render, so it never takes the whole app down (a blank screen). Keyed by the
 * address where it is used: another page starts afresh. A chunk missing because a deploy replaced this tab's build
 * reloads into the new build once; otherwise, and for any other error, the page-level message shows.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { failure: { chunk: chunkFailureOf(error) } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Spec §8: reported under its name (ChunkLoadError, CSS_CHUNK_LOAD_FAILED); a render error with where it happened.
    console.error(error, info.componentStack);
    if (chunkFailureOf(error)) void (this.props.reloadIntoNewBuild ?? reloadIntoNewBuild)();
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return <PageFailure chunk={failure.chunk} onReload={this.props.reload ?? reloadPage} />;
  }
}

/** The boundary for whatever the current address shows: a new address starts without the last page's failure. */
export function RoutedPageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary key={pathname}>{children}</PageErrorBoundary>;
}
