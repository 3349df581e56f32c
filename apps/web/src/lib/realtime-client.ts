/**
 * The live-events connection (spec §4, §7): one Socket.IO socket per signed-in tab, authenticated with the session
 * token and the organization on screen. The server joins it to that organization's channels itself.
 */
import { io } from 'socket.io-client';
import type { RealtimeEventName, RealtimeEvents } from '@employee-portal/core/events';

export type RealtimeHandlers = { [Name in RealtimeEventName]?: (data: RealtimeEvents[Name]) => void };

export interface RealtimeConnection {
  disconnect: () => void;
}

interface ConnectOptions {
  token: string;
  organizationId: number;
  handlers: RealtimeHandlers;
  onStatus?: (connected: boolean) => void;
}

export function connectRealtime({ token, organizationId, handlers, onStatus }: ConnectOptions): RealtimeConnection {
  const socket = io({
    path: '/socket.io',
    auth: { token, organization_id: organizationId },
    // WebSocket first: several API instances may sit behind a balancer without sticky sessions, which long-polling
    // needs; polling stays as the fallback for networks that block WebSocket.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  for (const [name, handler] of Object.entries(handlers)) {
    if (handler) socket.on(name, handler as (data: unknown) => void);
  }
  socket.on('connect', () => onStatus?.(true));
  socket.on('disconnect', () => onStatus?.(false));
  return {
    disconnect: () => {
      socket.removeAllListeners();
      socket.disconnect();
      onStatus?.(false);
    },
  };
}
