import type { Server as HttpServer } from 'node:http';
import pg from 'pg';
import { Server as SocketServer } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import { realtimeChannels, type RealtimeEventName, type RealtimeMessage } from '@employee-portal/core';

/** The NOTIFY channel the instances share; each one forwards what it hears to its own sockets. */
const PG_CHANNEL = 'ep_realtime';
const RECONNECT_DELAY_MS = 1000;

export interface RealtimePublisher {
  publish<Name extends RealtimeEventName>(message: RealtimeMessage<Name>): Promise<void>;
}

export type SocketAuthenticator = (
  token: unknown,
  organizationId: unknown,
) => Promise<{ organizationId: number } | null>;

export interface RealtimeHub extends RealtimePublisher {
  /** `currentVersion`: the web build this server serves; each new socket is told, so stale tabs offer a refresh. */
  attach(server: HttpServer, authenticate: SocketAuthenticator, currentVersion: string | null): void;
  close(): Promise<void>;
}

/**
 * Socket.IO rooms named as the spec's channels. With PostgreSQL (`databaseUrl`), events travel through
 * LISTEN/NOTIFY so a socket on any instance receives what another instance published; alone (PGlite) they are
 * delivered in-process.
 */
export function createRealtimeHub(options: { databaseUrl: string | null; logger: FastifyBaseLogger }): RealtimeHub {
  let io: SocketServer | null = null;
  let listener: pg.Client | null = null;
  let closed = false;
  let publishClient: pg.Pool | null = null;

  const deliver = (message: RealtimeMessage) => io?.to(message.channel).emit(message.event, message.data);

  async function listen() {
    if (!options.databaseUrl || closed) return;
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('notification', (notification) => {
      if (notification.channel !== PG_CHANNEL || !notification.payload) return;
      try {
        deliver(JSON.parse(notification.payload) as RealtimeMessage);
      } catch (error) {
        options.logger.warn({ err: error }, 'unreadable realtime payload');
      }
    });
    client.on('error', (error) => {
      options.logger.warn({ err: error }, 'realtime listener lost its connection; reconnecting');
      listener = null;
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_DELAY_MS).unref();
    });
    await client.connect();
    // Closed while connecting: nobody would end this connection later.
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    await client.query(`LISTEN ${PG_CHANNEL}`);
    listener = client;
  }

  return {
    attach(server, authenticate, currentVersion) {
      io = new SocketServer(server, { path: '/socket.io', serveClient: false });
      io.use((socket, next) => {
        const auth = socket.handshake.auth as Record<string, unknown>;
        authenticate(auth.token, auth.organization_id)
          .then((member) => {
            if (!member) return next(new Error('Unauthenticated.'));
            socket.data.organizationId = member.organizationId;
            next();
          })
          .catch(() => next(new Error('Unauthenticated.')));
      });
      io.on('connection', (socket) => {
        const organizationId = socket.data.organizationId as number;
        void socket.join([
          realtimeChannels.notifications(organizationId),
          realtimeChannels.stripeStatus(organizationId),
          realtimeChannels.employeeVersion,
          realtimeChannels.dispatch(organizationId),
        ]);
        if (currentVersion) socket.emit('employee_version_deployed', { version: currentVersion });
      });
      void listen().catch((error: unknown) =>
        options.logger.error({ err: error }, 'realtime listener could not start'),
      );
    },
    async publish(message) {
      if (!options.databaseUrl) {
        deliver(message);
        return;
      }
      // After close, a late publish (a request finishing during shutdown) must not open a pool nobody ends.
      if (closed) return;
      if (!publishClient) {
        publishClient = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
        // An idle connection the server drops (restart, failover) must not crash the process; the next publish reconnects.
        publishClient.on('error', (error) => options.logger.warn({ err: error }, 'realtime publish connection lost'));
      }
      await publishClient.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify(message)]);
    },
    async close() {
      closed = true;
      // io.close() would also close the HTTP server, which Fastify closes itself after in-flight requests end.
      io?.disconnectSockets(true);
      io?.engine.close();
      await listener?.end().catch(() => undefined);
      await publishClient?.end().catch(() => undefined);
    },
  };
}
