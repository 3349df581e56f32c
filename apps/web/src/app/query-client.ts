import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';
import { useSessionStore } from '../lib/session-store.ts';

/** Answers below 500 (401, 403, 404, 422) will not change on retry; network and server failures get one more try. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Server data belongs to the signed-in account and organization: a logout, a 401, an account switch or an
// organization switch must not leave it on screen for the next one.
useSessionStore.subscribe((state, previous) => {
  const accountChanged =
    state.token !== previous.token || state.user?.organization_id !== previous.user?.organization_id;
  if (previous.token !== null && accountChanged) queryClient.clear();
});
