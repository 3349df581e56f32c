import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from '../../components/notifications/use-notify.ts';
import { useRecheckAuth } from '../auth/index.ts';

/**
 * Spec §4 after subscribing (and after a plan change): re-check auth so the banner, menu and guards follow, refresh
 * what is on screen (Subscription Details, the landing checklist), then say so. A failed re-check keeps the stored
 * user; the next start reloads it.
 */
export function useSubscriptionChanged() {
  const queryClient = useQueryClient();
  const recheckAuth = useRecheckAuth();
  const notify = useNotify();
  return useCallback(
    async (message: string) => {
      await recheckAuth().catch(() => undefined);
      // The organization's access and figures changed: every query on screen may show something else now.
      await queryClient.invalidateQueries();
      notify(message);
    },
    [queryClient, recheckAuth, notify],
  );
}
