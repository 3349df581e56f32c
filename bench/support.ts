/** What the benchmarks share: options, a database to measure on, the real server, and a load generator. */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function option(name: string, fallback: string): string {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}
export const flag = (name: string) => process.argv.includes(`--${name}`);

export async function ensureDatabase(url: string, recreate: boolean) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (recreate) {
      console.log(`dropping database ${name}`);
      await client.query(`drop database if exists ${name} with (force)`);
    }
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      console.log(`creating database ${name}`);
      await client.query(`create database ${name}`);
    }
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function startServer(port: number, databaseUrl: string): Promise<{ child: ChildProcess; output: () => string }> {
  return startServerWith(port, {
    DATABASE_URL: databaseUrl,
    // Production mode: no demo seeding or demo routes; warn level so request logs do not weigh on the numbers.
    NODE_ENV: 'production',
    // Production refuses to start without the base of the links it builds.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
}

/** The real server on 127.0.0.1:`port` with these settings (LOG_LEVEL warn unless given), once it is healthy. */
export async function startServerWith(
  port: number,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(repoRoot, 'nonexistent-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not healthy within 180 s:\n${output}`);
}

/** CPU time (ms) the server process used so far, from /proc (Linux); null elsewhere. Less sensitive to a busy machine than latency. */
export function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export interface Scenario {
  name: string;
  path: string;
  /** The scenario its throughput is compared with (itself for a baseline). */
  versus: string;
  /** Sent without the session token. */
  anonymous?: boolean;
}

export interface Result {
  scenario: Scenario;
  requests: number;
  errors: number;
  seconds: number;
  latencies: Float64Array;
  sampleBody: string;
  serverCpuMsPerRequest: number | null;
}

export function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** N keep-alive loops, each sending its next request when the previous answer is fully read. */
export async function load(
  port: number,
  token: string,
  scenario: Scenario,
  ms: number,
  options: { record: boolean; connections: number },
): Promise<Result> {
  const { record, connections } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let requests = 0;
  let sampleBody = '';
  const started = performance.now();
  const stopAt = started + ms;
  const once = () =>
    new Promise<void>((resolve) => {
      const begin = performance.now();
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: scenario.path,
          method: 'GET',
          agent,
          headers: { ...(scenario.anonymous ? {} : { authorization: `Bearer ${token}` }), accept: 'application/json' },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const elapsed = performance.now() - begin;
            requests++;
            if (response.statusCode !== 200) {
              errors++;
              if (!sampleBody) sampleBody = `${response.statusCode} ${Buffer.concat(chunks).toString().slice(0, 300)}`;
            }
            if (record) latencies.push(elapsed);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        requests++;
        resolve();
      });
      request.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < stopAt) await once();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return { scenario, requests, errors, seconds, latencies: sorted, sampleBody, serverCpuMsPerRequest: null };
}

export async function getJson(port: number, token: string | null, pathName: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}${pathName}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${pathName} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** Asks the server to stop, and kills it if it has not within 10 seconds. */
export async function stopServer(server: { child: ChildProcess }) {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => {
    if (server.child.exitCode !== null) resolve(null);
    else server.child.once('exit', resolve);
    setTimeout(() => {
      server.child.kill('SIGKILL');
      resolve(null);
    }, 10_000).unref();
  });
}
