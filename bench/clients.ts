/**
 * `npm run bench:clients` (issue 6 point 11): loads 100,000 clients into one organization and 50 other organizations
 * on PostgreSQL, starts the real API server, and measures requests/s and p50/p99 latency of GET /api/clients (page 1,
 * a search, a filter) against a baseline endpoint of the same server that reads one row by primary key, and the
 * cheapest authenticated endpoint (the unread notification count) against /api/health, one query without a session
 * (issue 12 point 10): what authentication itself costs.
 *
 *   DATABASE_URL   default postgres://postgres@127.0.0.1:5432/bench_clients (created when missing)
 *   --recreate     drop and recreate that database first
 *   --duration=10  seconds measured per scenario (after --warmup=2 seconds)
 *   --connections=32
 *   --search=mart  the search term (a common last-name fragment: Martin, Martinez)
 *
 * Not a test: a measurement on this machine. The server and the load generator share the machine's cores.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/platform/db/client.ts';
import { runMigrations } from '../apps/api/src/platform/db/migrate.ts';
import {
  LARGE_ORGANIZATION_NAME,
  LARGE_OWNER_EMAIL,
  LARGE_OWNER_PASSWORD,
  seedLarge,
} from '../apps/api/src/demo/seed-large.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: string): string {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_clients';
const durationMs = Number(option('duration', '10')) * 1000;
const warmupMs = Number(option('warmup', '2')) * 1000;
const connections = Number(option('connections', '32'));
const searchTerm = option('search', 'mart');

async function ensureDatabase(url: string, recreate: boolean) {
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

function freePort(): Promise<number> {
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

async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // Production mode: no demo seeding or demo routes; warn level so request logs do not weigh on the numbers.
      NODE_ENV: 'production',
      // Production refuses to start without the base of the links it builds.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(repoRoot, 'nonexistent-web-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
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
  throw new Error(`the server was not healthy within 60 s:\n${output}`);
}

/** CPU time (ms) the server process used so far, from /proc (Linux); null elsewhere. Less sensitive to a busy machine than latency. */
function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

interface Scenario {
  name: string;
  path: string;
  /** The scenario its throughput is compared with (itself for a baseline). */
  versus: string;
  /** Sent without the session token. */
  anonymous?: boolean;
}

interface Result {
  scenario: Scenario;
  requests: number;
  errors: number;
  seconds: number;
  latencies: Float64Array;
  sampleBody: string;
  serverCpuMsPerRequest: number | null;
}

function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** N keep-alive loops, each sending its next request when the previous answer is fully read. */
async function load(port: number, token: string, scenario: Scenario, ms: number, record: boolean): Promise<Result> {
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

async function getJson(port: number, token: string | null, pathName: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}${pathName}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${pathName} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

async function main() {
  console.log(`bench:clients on ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);
  await ensureDatabase(databaseUrl, flag('recreate'));
  const handle = await openPostgres(databaseUrl, 2);
  let organizationId: number;
  let clientId: number;
  let counts: { total: number; inactive: number; search: number };
  try {
    await runMigrations(handle);
    const seeded = await seedLarge(handle.pool!, { log: (line) => console.log(line) });
    organizationId = seeded.organization_id;
    const pool = handle.pool!;
    const [row] = (
      await pool.query<{ id: number }>(
        'select id from clients where organization_id = $1 order by id offset 50000 limit 1',
        [organizationId],
      )
    ).rows;
    clientId = row!.id;
    const [stats] = (
      await pool.query<{ total: string; inactive: string; search: string }>(
        `select count(*) as total, count(*) filter (where status = 'inactive') as inactive, count(*) filter (where search_text like '%' || $2 || '%') as search
         from clients where organization_id = $1`,
        [organizationId, searchTerm.toLowerCase()],
      )
    ).rows;
    counts = { total: Number(stats!.total), inactive: Number(stats!.inactive), search: Number(stats!.search) };
    const others = (
      await pool.query<{ n: string }>('select count(*) as n from organizations where id <> $1', [organizationId])
    ).rows[0]!.n;
    console.log(
      `${LARGE_ORGANIZATION_NAME}: ${counts.total.toLocaleString('en-US')} clients (${counts.inactive.toLocaleString('en-US')} inactive, ${counts.search.toLocaleString('en-US')} matching "${searchTerm}"); ${others} other organizations`,
    );
  } finally {
    await handle.close();
  }

  const port = await freePort();
  console.log('starting the API server (NODE_ENV=production, LOG_LEVEL=warn)...');
  const server = await startServer(port);
  try {
    const session = await getJson(port, null, '/api/auth/login', {
      email: LARGE_OWNER_EMAIL,
      password: LARGE_OWNER_PASSWORD,
    });
    const token = String(session.token);
    const health = 'GET /api/health (one query, no session)';
    const byId = 'baseline GET /api/clients/:id';
    const scenarios: Scenario[] = [
      { name: health, path: '/api/health', versus: health, anonymous: true },
      {
        name: 'GET /api/notification/count_unread_notifications',
        path: '/api/notification/count_unread_notifications',
        versus: health,
      },
      { name: byId, path: `/api/clients/${clientId}`, versus: byId },
      { name: 'GET /api/clients (page 1)', path: '/api/clients', versus: byId },
      {
        name: `GET /api/clients?search=${searchTerm}`,
        path: `/api/clients?search=${encodeURIComponent(searchTerm)}`,
        versus: byId,
      },
      { name: 'GET /api/clients?status=inactive', path: '/api/clients?status=inactive', versus: byId },
    ];
    // Every scenario answers 200 with data before any load.
    for (const scenario of scenarios) {
      const answer = await getJson(port, scenario.anonymous ? null : token, scenario.path);
      const meta = answer.meta as { total?: number } | undefined;
      console.log(
        `  ${scenario.name}: ok${meta?.total !== undefined ? ` (total ${meta.total.toLocaleString('en-US')})` : ''}`,
      );
    }

    const loadBefore = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    const results: Result[] = [];
    for (const scenario of scenarios) {
      process.stdout.write(
        `  measuring ${scenario.name}: ${warmupMs / 1000} s warm-up, ${durationMs / 1000} s at ${connections} connections...`,
      );
      await load(port, token, scenario, warmupMs, false);
      const cpuBefore = processCpuMs(server.child.pid);
      const result = await load(port, token, scenario, durationMs, true);
      const cpuAfter = processCpuMs(server.child.pid);
      if (cpuBefore !== null && cpuAfter !== null && result.requests > 0)
        result.serverCpuMsPerRequest = (cpuAfter - cpuBefore) / result.requests;
      results.push(result);
      process.stdout.write(` ${fmt(result.requests / result.seconds, 0)} req/s\n`);
      if (result.errors > 0) console.log(`    ${result.errors} errors, e.g. ${result.sampleBody}`);
    }

    const rpsOf = (result: Result) => result.requests / result.seconds;
    const byName = new Map(results.map((result) => [result.scenario.name, result]));
    const ratio = (result: Result) => rpsOf(result) / rpsOf(byName.get(result.scenario.versus)!);
    const header = [
      'scenario',
      'requests',
      'req/s',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'errors',
      'vs',
      'ratio',
      'p99 < 50 ms',
      'node CPU ms/req',
    ];
    const rows = results.map((result) => {
      const rps = rpsOf(result);
      const p99 = percentile(result.latencies, 99);
      return [
        result.scenario.name,
        String(result.requests),
        fmt(rps, 0),
        fmt(percentile(result.latencies, 50)),
        fmt(percentile(result.latencies, 90)),
        fmt(p99),
        fmt(result.latencies[result.latencies.length - 1] ?? Number.NaN),
        String(result.errors),
        result.scenario.versus === result.scenario.name ? '-' : result.scenario.versus === health ? 'health' : 'by id',
        fmt(ratio(result), 2),
        p99 < 50 ? 'yes' : 'NO',
        result.serverCpuMsPerRequest === null ? '-' : fmt(result.serverCpuMsPerRequest, 2),
      ];
    });
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ');
    console.log('');
    console.log(
      `${connections} connections, ${durationMs / 1000} s per scenario after ${warmupMs / 1000} s warm-up; server and load generator on this machine`,
    );
    console.log(
      `(${os.cpus().length} CPUs; load average before: ${loadBefore}, after: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
    );
    console.log(line(header));
    console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    for (const row of rows) console.log(line(row));
    console.log('');
    const lists = results.filter((result) => result.scenario.versus === byId && result.scenario.name !== byId);
    const trivial = results.filter((result) => result.scenario.versus === health && result.scenario.name !== health);
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `Aim: the authenticated trivial endpoint at >= 0.5x /api/health's throughput: ${met(trivial.every((result) => ratio(result) >= 0.5))}`,
    );
    console.log(
      `Aim: every list at >= 0.5x the by-id baseline's throughput: ${met(lists.every((result) => ratio(result) >= 0.5))}`,
    );
    console.log(
      `Aim: every list's p99 < 50 ms at ${connections} connections: ${met(lists.every((result) => percentile(result.latencies, 99) < 50))}`,
    );
    if (results.some((result) => result.errors > 0)) process.exitCode = 1;
  } finally {
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
