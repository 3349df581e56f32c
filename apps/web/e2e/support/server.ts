/**
 * Starts the real API (which also serves the built SPA from apps/web/dist) on a free port with a data folder of its
 * own, as DESIGN §8 asks of browser tests: a copy of the folder the global setup seeded once (seeded-data-dir.ts),
 * or an empty one. One server per test file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const API_MAIN = join(REPO_ROOT, 'apps/api/src/main.ts');
const WEB_INDEX = join(REPO_ROOT, 'apps/web/dist/index.html');
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LIMIT = 20_000;
const INHERITED_ENV_TO_DROP = ['DATABASE_URL', 'PUBLIC_URL', 'WEB_DIST_DIR', 'SMS_PROVIDER', 'MAIL_PROVIDER'];

export interface TestServer {
  baseUrl: string;
  /** What the server printed so far, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

export interface ServerOptions {
  /** Runs on this PostgreSQL database instead of a fresh PGlite folder (two servers may share one). */
  databaseUrl?: string;
  /** Runs on this PGlite folder instead of a new empty one. */
  dataDir?: string;
  /** Starts from a copy of this migrated and seeded PGlite folder. */
  copyOf?: string;
  /** Leaves the data folder in place when the server stops. */
  keepDataDir?: boolean;
  /** Runs this bundle of the API (api-bundle.ts) instead of its TypeScript source through tsx. */
  bundle?: string;
}

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  if (!existsSync(WEB_INDEX))
    throw new Error(`${WEB_INDEX} is missing: run \`npm run build -w @employee-portal/web\` before the browser tests.`);

  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'employee-portal-e2e-')));
  if (options.copyOf) await cp(options.copyOf, dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };

  // The server gets only its own fresh data folder and the test providers, whatever the calling shell has set
  // (CI exports DATABASE_URL for the API suite; a shared database would leak changed passwords between runs).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // The webhooks test's receiver listens on 127.0.0.1, which a server reaches only when told it may.
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
  };
  for (const name of INHERITED_ENV_TO_DROP) delete env[name];
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const child = spawn(process.execPath, options.bundle ? [options.bundle] : ['--import', 'tsx', API_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(forced);
    }
    if (!options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The API exited with code ${child.exitCode} before it was healthy:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  await stop();
  throw new Error(`The API was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}
