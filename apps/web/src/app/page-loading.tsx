import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a lazily loaded page or the shell downloads. */
export function PageLoading() {
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
    />
  );
}
