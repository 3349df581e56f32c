import type { FastifyInstance, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { messages } from '@employee-portal/core';

export interface LoadSheddingOptions {
  maxRequestsInFlight: number;
  /** Mean event-loop delay (ms) over the last sample beyond which new API requests are refused; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** How often the event-loop delay is sampled. */
  sampleIntervalMs: number;
  retryAfterSeconds: number;
}

/** The mean event-loop delay of the last sample, in ms. */
export type EventLoopDelaySensor = () => number;

/**
 * Bounds the API requests served at once. A request is answered 503 with Retry-After before anything of it runs (no
 * authentication, no body read, no write) when `maxRequestsInFlight` are already being served, or when the event
 * loop is running late: on the embedded database queries run inside this process, so a burst keeps the loop busy and
 * requests wait to be read at all, before they can count as in flight. The delay refuses those at once instead of
 * letting each caller wait many seconds. Health checks and the static files, which need no database, are always
 * served: a load balancer must keep seeing the instance alive.
 *
 * `eventLoopDelay` stands in for the measurement in tests; the server measures with @fastify/under-pressure.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
  eventLoopDelay?: EventLoopDelaySensor,
) {
  // No thresholds given to it: it only samples, so refusing stays in the one hook below.
  await app.register(underPressure, { sampleInterval: options.sampleIntervalMs });
  const delayMs = eventLoopDelay ?? (() => app.memoryUsage().eventLoopDelay);
  const overloaded = () => options.maxEventLoopDelayMs > 0 && delayMs() > options.maxEventLoopDelayMs;

  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight--;
  };

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/health?')) return;
    if (inFlight >= options.maxRequestsInFlight || overloaded()) {
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
