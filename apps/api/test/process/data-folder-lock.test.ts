import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/demo-accounts.ts';
import { freshDataDir, killAllServers, killServer, spawnServer, startServer } from '../support/server-process.ts';

/**
 * PGlite serves one process per data folder: a second process on the same folder would silently lose committed
 * rows. The server must refuse to start there, loudly, and must not stay locked out after a crash.
 */

const dataDir = freshDataDir();
const lockFile = path.join(dataDir, 'server.lock');
afterAll(async () => {
  await killAllServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const loginWorks = async (baseUrl: string) =>
  (
    await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
    })
  ).status;

it('refuses a second server on a data folder in use, keeps the first serving, and takes over the lock after a crash', async () => {
  const first = await startServer({ dataDir });

  const second = await spawnServer({ dataDir });
  const outcome = await Promise.race([
    second.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000)),
  ]);
  expect(outcome, `the second server should have exited; it printed:\n${second.output()}`).not.toBeNull();
  expect(outcome?.code, second.output()).not.toBe(0);
  // Refused for the lock, before opening the database: it says so, and never came up serving.
  expect(second.output()).toMatch(/data folder .* is in use/i);
  expect(second.output()).not.toMatch(/is running on|demo logins/i);
  expect(second.output()).toContain(dataDir);

  // The refusal did not disturb the first server, nor take its lock away.
  expect(await loginWorks(first.baseUrl)).toBe(200);
  expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));

  // A crash leaves the lock file behind; its owner is gone, so the next start takes it over.
  await killServer(first, 'SIGKILL');
  expect(fs.existsSync(lockFile)).toBe(true);
  const third = await startServer({ dataDir });
  expect(await loginWorks(third.baseUrl)).toBe(200);
  expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(third.child.pid));
  await killServer(third, 'SIGTERM');
}, 210_000);
