/**
 * Hands each browser-test file a server started on its own copy of the seeded folder, and starts the next file's
 * server while the current file runs: a start costs seconds of CPU that a file's tests, mostly waiting on the
 * browser, leave free. The pool lives in Vitest's main process (global setup) and answers the files' worker
 * processes over loopback HTTP, since test files cannot share objects with the global setup.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type TestServer } from './server.ts';

/** What a test file holds: the address of its server, and how to give it back. */
export interface LeasedServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export interface ServerPool {
  url: string;
  close: () => Promise<void>;
}

export async function openServerPool(seededDataDir: string, bundle: string): Promise<ServerPool> {
  const leased = new Map<string, TestServer>();
  let closing = false;

  const startSpare = () => {
    const starting = startServer({ copyOf: seededDataDir, bundle });
    // A failed spare is reported to the file that asks for it, not as an unhandled rejection now.
    starting.catch(() => undefined);
    return starting;
  };
  let spare: Promise<TestServer> | null = startSpare();

  async function lease(): Promise<TestServer> {
    const waiting = spare ?? startSpare();
    spare = null;
    // One retry: a start that failed under a passing load spike should not fail the file that inherits it.
    const server = await waiting.catch(() => startServer({ copyOf: seededDataDir, bundle }));
    if (!closing) spare = startSpare();
    leased.set(server.baseUrl, server);
    return server;
  }

  // A file's server stops while the next file runs: its shutdown and folder removal need not hold the run up.
  const stopping = new Set<Promise<void>>();
  function release(baseUrl: string) {
    const server = leased.get(baseUrl);
    leased.delete(baseUrl);
    if (!server) return Promise.resolve();
    const stopped = server
      .stop()
      .catch(() => undefined)
      .finally(() => stopping.delete(stopped));
    stopping.add(stopped);
    return Promise.resolve();
  }

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://pool');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const handled =
      request.method === 'POST' && url.pathname === '/lease'
        ? lease().then((server) => answer(200, { baseUrl: server.baseUrl }))
        : request.method === 'POST' && url.pathname === '/release'
          ? release(url.searchParams.get('baseUrl') ?? '').then(() => answer(200, {}))
          : Promise.resolve(answer(404, { error: 'not found' }));
    handled.catch((error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }));
  });
  await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      closing = true;
      await new Promise<void>((closed) => http.close(() => closed()));
      const left = [...stopping, ...[...leased.values()].map((server) => server.stop())];
      if (spare) left.push(spare.then((server) => server.stop()).catch(() => undefined));
      await Promise.all(left);
    },
  };
}

/** Asks the pool (from a test file) for a server of the file's own. */
export async function leaseServer(poolUrl: string): Promise<LeasedServer> {
  const response = await fetch(`${poolUrl}/lease`, { method: 'POST' });
  const body = (await response.json()) as { baseUrl?: string; error?: string };
  if (!response.ok || !body.baseUrl) throw new Error(`No test server: ${body.error ?? response.status}`);
  const { baseUrl } = body;
  return {
    baseUrl,
    async stop() {
      await fetch(`${poolUrl}/release?baseUrl=${encodeURIComponent(baseUrl)}`, { method: 'POST' });
    },
  };
}
