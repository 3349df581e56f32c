import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isNewerBuildAnnounced } from '../../lib/build-version.ts';
import { connectRealtime } from '../../lib/realtime-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { refreshNotifications } from '../../features/notifications/index.ts';
import { subscriptionKeys } from '../../features/subscription/index.ts';
import { invalidateJobs } from '../../features/jobs/index.ts';

export interface LiveEventsState {
  connected: boolean;
  /** A build other than this tab's was announced: offer the refresh (spec §2 "Dialogs"). */
  newVersionAvailable: boolean;
}

/**
 * Spec §4 "Live events" for the signed-in shell: connects with the session token and the organization on screen,
 * reconnects when either changes (account or organization switch) and disconnects on logout (the shell unmounts).
 * `enabled` is false until a first-login password is changed: the server refuses those sockets.
 */
export function useLiveEvents(token: string, organizationId: number, enabled: boolean): LiveEventsState {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [newVersionAvailable, setNewVersionAvailable] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    const connection = connectRealtime({
      token,
      organizationId,
      onStatus: setConnected,
      handlers: {
        client_registration_created: () => refreshNotifications(queryClient),
        notification_created: () => refreshNotifications(queryClient),
        stripe_status_updated: ({ status, payouts_enabled, charges_enabled }) => {
          useSessionStore.getState().updatePaymentAccount({ status, payouts_enabled, charges_enabled });
          void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
        },
        jobs_changed: () => void invalidateJobs(queryClient),
        employee_version_deployed: ({ version }) => {
          if (isNewerBuildAnnounced(version)) setNewVersionAvailable(true);
        },
      },
    });
    return connection.disconnect;
  }, [queryClient, token, organizationId, enabled]);

  return { connected, newVersionAvailable };
}
