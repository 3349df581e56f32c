/**
 * `npm run bench:jobs` (issue 14 point 15), on PostgreSQL:
 *  1. generation: 8 weeks of jobs for 10,000 active weekly subscriptions (one organization, 40 field techs), made by
 *     the nightly pass's own function, timed from an empty jobs table (aim: under 10 s);
 *  2. the dispatch board of one day with 40 techs and 1,500 jobs, through the real server: requests/s and p50/p99
 *     latency of the board's call for one dispatcher (aim: p99 under 150 ms) and at --connections at once, beside
 *     the full job list of that day.
 *
 *   DATABASE_URL   default postgres://postgres@127.0.0.1:5432/bench_jobs (created when missing)
 *   --recreate     drop and recreate that database first
 *   --duration=10  seconds measured per scenario (after --warmup=2 seconds)
 *   --connections=8
 *
 * Not a test: a measurement on this machine. The server and the load generator share its cores.
 */
import pg from 'pg';
import { addCalendarDays, effectivePermissions, todayIn, weekdayOf } from '@employee-portal/core';
import { openPostgres } from '../apps/api/src/platform/db/client.ts';
import { runMigrations } from '../apps/api/src/platform/db/migrate.ts';
import { hashPassword } from '../apps/api/src/platform/auth/secrets.ts';
import { generateOrganizationJobs } from '../apps/api/src/features/jobs/index.ts';
import { LARGE_OWNER_EMAIL, LARGE_OWNER_PASSWORD, seedLarge } from '../apps/api/src/demo/seed-large.ts';
import {
  ensureDatabase,
  flag,
  fmt,
  freePort,
  getJson,
  load,
  option,
  percentile,
  startServer,
  stopServer,
  type Result,
  type Scenario,
} from './support.ts';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_jobs';
const durationMs = Number(option('duration', '10')) * 1000;
const warmupMs = Number(option('warmup', '2')) * 1000;
const connections = Number(option('connections', '8'));

const SUBSCRIPTIONS = 10_000;
const TECHS = 40;
const BOARD_JOBS = 1_500;
const TIME_ZONE = 'America/Denver';

/** The next Wednesday from today: the board's day, given exactly BOARD_JOBS visits; the rest spread over the week. */
function boardDay(today: string) {
  let day = addCalendarDays(today, 1);
  while (weekdayOf(day) !== 3) day = addCalendarDays(day, 1);
  return day;
}

/** 40 field techs, a weekly plan, and 10,000 subscriptions on the large organization's first locations. */
async function prepareSubscriptions(pool: pg.Pool, organizationId: number, today: string, board: string) {
  const existing = await pool.query<{ total: number }>(
    `select count(*)::int as total from subscriptions where organization_id = $1 and status = 'active'`,
    [organizationId],
  );
  if (existing.rows[0]!.total === SUBSCRIPTIONS) return;
  console.log(`  adding ${TECHS} field techs and ${SUBSCRIPTIONS.toLocaleString('en-US')} weekly subscriptions...`);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('delete from subscriptions where organization_id = $1', [organizationId]);
    const role = await client.query<{ id: number; permissions: string[] }>(
      `select id, permissions from roles where organization_id = $1 and name = 'Field Tech'`,
      [organizationId],
    );
    const fieldTech = role.rows[0]!;
    const passwordHash = await hashPassword(LARGE_OWNER_PASSWORD);
    const techs = await client.query<{ id: number }>(
      `insert into users (email, password_hash, first_name, last_name, phone, last_organization_id)
       select 'tech' || n || '@large.test', $1, 'Tech', 'Number ' || n, '3035550160', $2
       from generate_series(1, $3) n
       on conflict (email) do update set last_organization_id = excluded.last_organization_id
       returning id`,
      [passwordHash, organizationId, TECHS],
    );
    const techIds = techs.rows.map((row) => row.id);
    await client.query(
      `insert into memberships (organization_id, user_id, role_id, permissions)
       select $1, unnest($2::int[]), $3, $4::jsonb on conflict do nothing`,
      [
        organizationId,
        techIds,
        fieldTech.id,
        JSON.stringify(effectivePermissions({ permissions: fieldTech.permissions, is_owner: false }, [])),
      ],
    );
    const plan = await client.query<{ id: number }>(
      `insert into service_plans (organization_id, name, slug, frequency, dog_prices)
       values ($1, 'Bench Weekly', 'bench-weekly', 'once_a_week', '[{"dogs_from":1,"dogs_to":null,"price_cents":2000}]')
       on conflict (organization_id, slug) do update set name = excluded.name returning id`,
      [organizationId],
    );
    // The first BOARD_JOBS subscriptions visit on the board's Wednesday, the others Monday, Tuesday, Thursday or Friday.
    const otherDays = [-2, -1, 1, 2].map((offset) => addCalendarDays(board, offset - 7));
    await client.query(
      `with picked as (
         select l.id as location_id, l.client_id, row_number() over (order by l.id) - 1 as n
         from client_locations l where l.organization_id = $1 order by l.id limit $2
       ), made as (
         insert into subscriptions (organization_id, kind, client_id, client_location_id, service_plan_id, price_cents,
           list_price_cents, start_date, assigned_user_id)
         select $1, 'residential', client_id, location_id, $3, 2000, 2000, $4::date, ($5::int[])[1 + n % $6]
         from picked
         returning id, client_location_id
       )
       insert into subscription_service_days (organization_id, subscription_id, service_type, start_date)
       select $1, made.id, 'recurring',
         case when picked.n < $7 then $8::date else ($9::date[])[1 + picked.n % 4] end
       from made join picked on picked.location_id = made.client_location_id`,
      [
        organizationId,
        SUBSCRIPTIONS,
        plan.rows[0]!.id,
        addCalendarDays(today, -60),
        techIds,
        TECHS,
        BOARD_JOBS,
        addCalendarDays(board, -7),
        otherDays,
      ],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function main() {
  console.log(`bench:jobs on ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);
  await ensureDatabase(databaseUrl, flag('recreate'));
  const handle = await openPostgres(databaseUrl, 4);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const now = new Date();
  const today = todayIn(TIME_ZONE, now);
  const board = boardDay(today);
  let organizationId: number;
  try {
    await runMigrations(handle);
    const large = await seedLarge(pool, { log: (line) => console.log(`  ${line}`), otherOrganizations: 2 });
    organizationId = large.organization_id;
    await prepareSubscriptions(pool, organizationId, today, board);
    await pool.query('delete from jobs where organization_id = $1', [organizationId]);
    await pool.query('vacuum analyze jobs');

    const started = performance.now();
    const made = await handle.db.transaction((tx) =>
      generateOrganizationJobs(tx, { organization_id: organizationId, today, now }, 8),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nGeneration: ${made.toLocaleString('en-US')} jobs for ${SUBSCRIPTIONS.toLocaleString('en-US')} subscriptions over 8 weeks in ${fmt(seconds, 2)} s (aim < 10 s: ${seconds < 10 ? 'met' : 'NOT met'})`,
    );
    await pool.query('analyze jobs');
  } finally {
    await pool.end();
    await handle.close();
  }

  const port = await freePort();
  const server = await startServer(port, databaseUrl);
  try {
    const session = await getJson(port, null, '/api/auth/login', {
      email: LARGE_OWNER_EMAIL,
      password: LARGE_OWNER_PASSWORD,
    });
    const token = String(session.token);
    const scenarios: Scenario[] = [
      { name: `GET /api/dispatch_board?date=${board}`, path: `/api/dispatch_board?date=${board}`, versus: 'board' },
      { name: `GET /api/jobs?from=${board}&to=${board}`, path: `/api/jobs?from=${board}&to=${board}`, versus: 'board' },
    ];
    for (const scenario of scenarios) {
      const answer = await getJson(port, token, scenario.path);
      const jobs = Array.isArray(answer.jobs)
        ? answer.jobs.length
        : ((answer.columns as { jobs: unknown[] }[] | undefined) ?? []).reduce(
            (sum, column) => sum + column.jobs.length,
            0,
          );
      console.log(`  ${scenario.name}: ok (${jobs.toLocaleString('en-US')} jobs)`);
    }
    // One dispatcher opening the board (one connection), then many at once (the machine's throughput).
    const results: (Result & { connections: number })[] = [];
    for (const scenario of scenarios) {
      for (const count of [1, connections]) {
        await load(port, token, scenario, warmupMs, { record: false, connections: count });
        const result = await load(port, token, scenario, durationMs, { record: true, connections: count });
        results.push({ ...result, connections: count });
      }
    }
    console.log(
      `\n${'scenario'.padEnd(48)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} errors`,
    );
    for (const result of results) {
      console.log(
        `${result.scenario.name.padEnd(48)} ${String(result.connections).padStart(5)} ${fmt(result.requests / result.seconds, 0).padStart(8)} ${fmt(percentile(result.latencies, 50)).padStart(8)} ${fmt(percentile(result.latencies, 99)).padStart(8)} ${result.errors}`,
      );
    }
    const boardP99 = percentile(results[0]!.latencies, 99);
    console.log(
      `\nBoard p99 for one dispatcher: ${fmt(boardP99)} ms (aim < 150 ms: ${boardP99 < 150 ? 'met' : 'NOT met'}); at ${connections} connections: ${fmt(percentile(results[1]!.latencies, 99))} ms`,
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
