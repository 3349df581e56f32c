import { afterAll, expect, it } from 'vitest';
import { killAllServers, spawnServer } from '../support/server-process.ts';

afterAll(() => killAllServers());

it('refuses to start in production without PUBLIC_URL, saying why, with a non-zero exit', async () => {
  const server = await spawnServer({ env: { NODE_ENV: 'production', PUBLIC_URL: '' } });
  const outcome = await Promise.race([
    server.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000)),
  ]);
  expect(outcome, `the server should have exited; it printed:\n${server.output()}`).not.toBeNull();
  expect(outcome?.code).not.toBe(0);
  expect(server.output()).toContain('Employee Portal cannot start: PUBLIC_URL must be set in production');
  // Said plainly: an operator reads one line, not a stack trace.
  expect(server.output()).not.toMatch(/\n\s+at /);
}, 150_000);
