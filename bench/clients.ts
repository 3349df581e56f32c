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
import os from 'node:os';
import { openPostgres } from '../apps/api/src/platform/db/client.ts';
import { runMigrations } from '../apps/api/src/platform/db/migrate.ts';
import {
  LARGE_ORGANIZATION_NAME,
  LARGE_OWNER_EMAIL,
  LARGE_OWNER_PASSWORD,
  seedLarge,
} from '../apps/api/src/demo/seed-large.ts';

import {
  ensureDatabase,
  flag,
  fmt,
  freePort,
  getJson,
  load,
  option,
  percentile,
  processCpuMs,
  startServer,
  stopServer,
  type Result,
  type Scenario,
} from './support.ts';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_clients';
const durationMs = Number(option('duration', '10')) * 1000;
const warmupMs = Number(option('warmup', '2')) * 1000;
const connections = Number(option('connections', '32'));
const searchTerm = option('search', 'mart');

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
  const server = await startServer(port, databaseUrl);
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
      await load(port, token, scenario, warmupMs, { record: false, connections });
      const cpuBefore = processCpuMs(server.child.pid);
      const result = await load(port, token, scenario, durationMs, { record: true, connections });
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
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
