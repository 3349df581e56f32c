import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@employee-portal/core';

/**
 * Bounds the API requests served at once. Past `maxRequestsInFlight` a request is answered 503 with Retry-After
 * before anything of it runs (no authentication, no body read, no write), so an overloaded server says so at once
 * instead of letting every caller wait many seconds for the database. Health checks and the static files, which need
 * no database, are always served: a load balancer must keep seeing the instance alive.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  options: { maxRequestsInFlight: number; retryAfterSeconds: number },
) {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight--;
  };

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/health?')) return;
    if (inFlight >= options.maxRequestsInFlight) {
      return reply
        .code(503)
        .header('retry-after', String(options.retryAfterSeconds))
        .send({ error: 'server_busy', message: messages.serverBusy });
    }
    inFlight++;
    counted.add(request);
  });
  app.addHook('onResponse', release);
  // A caller that gives up stops counting even if its answer is never written.
  app.addHook('onRequestAbort', release);
}
