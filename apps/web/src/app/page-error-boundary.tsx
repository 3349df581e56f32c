import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { chunkFailureOf, type ChunkFailure } from '../lib/chunk-load.ts';

interface PageErrorBoundaryProps {
  children?: ReactNode;
  /** What shows in the failed page's place. */
  fallback: (chunk: ChunkFailure | null) => ReactNode;
  /** A page chunk failed to load (not a render error). */
  onChunkFailure?: () => void;
  /**
   * The address: moving to another clears a failure shown. Not a React key, which would remount the page on every
   * move, throwing away what a tab kept in the address had typed and replaying a redirect's page.
   */
  resetKey?: string;
}

interface PageErrorBoundaryState {
  failure: { chunk: ChunkFailure | null } | null;
  resetKey?: string;
}

export const failureTitle = (chunk: ChunkFailure | null) =>
  chunk ? 'This page could not be loaded' : 'Something went wrong on this page';
export const failureText = (chunk: ChunkFailure | null) =>
  chunk ? 'Check your connection, then reload the page.' : 'Reload the page to try again.';
export const reloadPage = () => window.location.reload();

/**
 * Catches a page that fails to load or to render, so it never takes the whole app down (a blank screen). Another
 * address (`resetKey`) starts afresh.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { failure: { chunk: chunkFailureOf(error) } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Spec §8: reported under its name (ChunkLoadError, CSS_CHUNK_LOAD_FAILED); a render error with where it happened.
    console.error(error, info.componentStack);
    if (chunkFailureOf(error)) this.props.onChunkFailure?.();
  }

  override render() {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.chunk) : this.props.children;
  }
}

/**
 * The signed-out pages' and the last-resort boundary, in the first page's download: plain elements, since every
 * byte there counts; the signed-in shell has its own (shell-page-boundary.tsx).
 */
export function RoutedPageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary
      resetKey={pathname}
      fallback={(chunk) => (
        <div role="alert" style={{ textAlign: 'center', padding: 16 }}>
          <h1 style={{ fontSize: '1.25rem' }}>{failureTitle(chunk)}</h1>
          <p>{failureText(chunk)}</p>
          <button type="button" onClick={reloadPage}>
            Reload
          </button>
        </div>
      )}
    >
      {children}
    </PageErrorBoundary>
  );
}
