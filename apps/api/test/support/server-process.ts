import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { databaseUrlFor, withAdminClient } from './databases.ts';

/** The real server (`node --import tsx apps/api/src/main.ts`) as a child process, for process-level tests. */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mainScript = path.join(repoRoot, 'apps/api/src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
}

export interface StartOptions {
  /** PGlite data folder; ignored when `databaseUrl` is given. */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

const running = new Set<ServerProcess>();
// Last resort if the test worker goes away without its afterAll (a timeout, a crash): no orphan keeps a port or a lock.
process.once('exit', () => {
  for (const server of running) server.child.kill('SIGKILL');
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const freshDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ep-process-'));

/** Starts the server without waiting for it; see `waitUntilHealthy`. */
export async function spawnServer(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  // The test run's own DATABASE_URL must not leak into a child meant to run on PGlite.
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: {
      ...parentEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(repoRoot, 'nonexistent-web-dist'),
      ...(options.databaseUrl
        ? { DATABASE_URL: options.databaseUrl }
        : { DATA_DIR: options.dataDir ?? freshDataDir() }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitedFlag = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      exitedFlag = true;
      resolve({ code, signal });
    }),
  );
  const server: ServerProcess = {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    hasExited: () => exitedFlag,
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/**
 * Polls /api/health until it answers 200; fails early with the server's output if the process exits. A first start
 * migrates and seeds the whole demo while the other test worker shares the two cores: about a minute in CI.
 */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`The server exited before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const server = await spawnServer(options);
  await waitUntilHealthy(server);
  return server;
}

export async function killServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (!server.hasExited()) server.child.kill(signal);
  return server.exited;
}

/** For afterAll: no child may outlive its test file, whatever failed. */
export async function killAllServers() {
  await Promise.all([...running].map((server) => killServer(server)));
}

/** An empty database on the run's PostgreSQL server (DATABASE_URL); the server migrates and seeds it on start. */
export async function createEmptyPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(baseUrl, (client) => client.query(`create database ${name}`));
  return {
    url: databaseUrlFor(baseUrl, name),
    drop: async () => {
      await withAdminClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
