import fs from 'node:fs';
import http from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/demo-accounts.ts';
import { createEmptyPostgresDatabase, freshDataDir, killAllServers, startServer } from '../support/server-process.ts';

/**
 * A deploy sends SIGTERM: requests already being served must still get their answer, and the process must exit 0
 * so the supervisor sees a clean stop, not a crash.
 */

const BURST = 20;
const dataDir = freshDataDir();
const drainDataDir = freshDataDir();
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | null = null;
let drainDatabase: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | null = null;
afterAll(async () => {
  await killAllServers();
  await database?.drop();
  await drainDatabase?.drop();
  for (const folder of [dataDir, drainDataDir]) fs.rmSync(folder, { recursive: true, force: true });
});

interface Sent {
  requestId: string;
  /** Resolves once the whole request is on the wire. */
  written: Promise<void>;
  answer: Promise<{ status: number; at: number } | { error: string }>;
}

/** A login on its own connection (no keep-alive pool), so every request is a separate in-flight exchange. */
function sendLogin(port: number, requestId: string): Sent {
  let markWritten: () => void = () => undefined;
  const written = new Promise<void>((resolve) => (markWritten = resolve));
  const answer = new Promise<{ status: number; at: number } | { error: string }>((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, at: Date.now() }));
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    request.on('error', (error) => resolve({ error: error.message }));
    request.on('finish', markWritten);
    request.end(JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }));
  });
  return { requestId, written, answer };
}

/** Request ids the server has logged as "incoming request": the requests it has begun to handle. */
const startedRequests = (output: string, ids: string[]) =>
  ids.filter((id) => new RegExp(`"reqId":"${id}"[^\\n]*"msg":"incoming request"`).test(output));

it('finishes the requests in flight when SIGTERM arrives, then exits 0', async () => {
  // On the run's database: PGlite, or PostgreSQL when DATABASE_URL is set (closing a pool differs from closing PGlite).
  if (process.env.DATABASE_URL) database = await createEmptyPostgresDatabase('ep_stop');
  // Info level makes the server log each request as it begins handling it, which tells which requests are in flight.
  // Twenty logins at once from one address count as attempts until their passwords are checked: past the free ones
  // the address would be made to wait, which is sign-in throttling, not what this test is about.
  const server = await startServer({
    ...(database ? { databaseUrl: database.url } : { dataDir }),
    env: { LOG_LEVEL: 'info', LOGIN_FREE_ATTEMPTS: '1000' },
  });

  const burst = Array.from({ length: BURST }, (_, index) =>
    sendLogin(server.port, `shutdown-test-${String(index).padStart(2, '0')}`),
  );
  const ids = burst.map((sent) => sent.requestId);
  await Promise.all(burst.map((sent) => sent.written));
  // Twenty logins queue on a few hashing threads for a second or more: once the server has begun all of them,
  // most are still in their handlers.
  const deadline = Date.now() + 10_000;
  while (startedRequests(server.output(), ids).length < BURST && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const inFlight = startedRequests(server.output(), ids);
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');

  const exit = await Promise.race([
    server.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
  ]);
  expect(exit, `the server did not exit within 10 s of SIGTERM:\n${server.output()}`).toEqual({
    code: 0,
    signal: null,
  });

  const answers = await Promise.all(burst.map((sent) => sent.answer));
  const answersInFlight = burst
    .map((sent, index) => ({ id: sent.requestId, answer: answers[index] }))
    .filter(({ id }) => inFlight.includes(id));
  expect(inFlight.length, 'requests the server had begun before SIGTERM').toBeGreaterThan(0);
  expect(answersInFlight).toEqual(inFlight.map((id) => ({ id, answer: { status: 200, at: expect.any(Number) } })));
  // Some answers came after the signal: the server really finished work in flight rather than racing the signal.
  const afterSignal = answers.filter((answer) => 'at' in answer && answer.at > signalledAt).length;
  expect(afterSignal).toBeGreaterThan(0);
}, 150_000);

it('with SHUTDOWN_DRAIN_MS, fails its health check at once on SIGTERM yet keeps answering until the drain ends', async () => {
  if (process.env.DATABASE_URL) drainDatabase = await createEmptyPostgresDatabase('ep_drain');
  const server = await startServer({
    ...(drainDatabase ? { databaseUrl: drainDatabase.url } : { dataDir: drainDataDir }),
    env: { SHUTDOWN_DRAIN_MS: '3000' },
  });
  const base = `http://127.0.0.1:${server.port}`;
  expect((await fetch(`${base}/api/health`)).status).toBe(200);

  server.child.kill('SIGTERM');
  await expect.poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 2_000 }).toBe(503);
  // Still serving: a load balancer that has not yet noticed may send a last request.
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);

  const exit = await Promise.race([
    server.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
  ]);
  expect(exit, `the server did not exit after its drain:\n${server.output()}`).toEqual({ code: 0, signal: null });
}, 150_000);
