/**
 * `npm run bench:dashboard` (issue 19 point 4): the whole dashboard of the 100,000-client organization on PostgreSQL.
 * Loads `npm run seed:large`'s data set, adds what the KPIs read (a subscription per client, a tenth cancelled with
 * a reason; commercial customers; three months of invoices, payments and fortnightly completed visits; 40 techs with
 * shifts), starts the real API server and measures one dashboard load: all 17 widgets for Current Month requested
 * at once, as the page does, timed from the first request to the last answer.
 *
 *   DATABASE_URL   default postgres://postgres@127.0.0.1:5432/bench_dashboard (created when missing)
 *   --recreate     drop and recreate that database first
 *   --loads=200    dashboard loads measured (after --warmup=10)
 *
 * Not a test: a measurement on this machine. The server and the load generator share the machine's cores.
 */
import os from 'node:os';
import type pg from 'pg';
import { dashboardWidgetKeys, resolveTimeRange, todayIn } from '@employee-portal/core';
import { openPostgres } from '../apps/api/src/platform/db/client.ts';
import { runMigrations } from '../apps/api/src/platform/db/migrate.ts';
import { rebuildDashboardStores } from '../apps/api/src/features/dashboard/index.ts';
import { LARGE_OWNER_EMAIL, LARGE_OWNER_PASSWORD, seedLarge } from '../apps/api/src/demo/seed-large.ts';
import {
  ensureDatabase,
  flag,
  fmt,
  freePort,
  getJson,
  option,
  percentile,
  startServer,
  stopServer,
} from './support.ts';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_dashboard';
const loads = Number(option('loads', '200'));
const warmup = Number(option('warmup', '10'));
const TECHS = 40;
const COMMERCIAL = 2_000;

/** Bulk SQL over the large organization; skipped when it already has subscriptions. */
async function seedDashboardData(pool: pg.Pool, organizationId: number, today: string) {
  const existing = await pool.query('select 1 from subscriptions where organization_id = $1 limit 1', [organizationId]);
  if (existing.rowCount) return console.log('dashboard data already there');
  const started = performance.now();
  const client = await pool.connect();
  const run = async (label: string, text: string) => {
    const begin = performance.now();
    const result = await client.query(text, [organizationId, today]);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${fmt((performance.now() - begin) / 1000)} s`);
  };
  try {
    await client.query('begin');
    await run(
      'service plans',
      `insert into service_plans (organization_id, name, slug, frequency, dog_prices)
       select $1, name, slug, 'once_a_week', '[{"dogs_from":1,"dogs_to":null,"price_cents":2000}]'
       from (values ('Weekly', 'weekly'), ('Commercial Weekly', 'commercial-weekly')) plans(name, slug)
       where $2::date is not null`,
    );
    await run(
      'cancel reasons',
      `insert into cancel_reasons (organization_id, name)
       select $1, name from unnest(array['Moving away', 'Too expensive', 'Unhappy with service', 'No more dogs']) name
       where $2::date is not null`,
    );
    await run(
      'commercial customers',
      `insert into commercial_customers (organization_id, company_name)
       select $1, 'Company ' || n from generate_series(1, ${COMMERCIAL}) n where $2::date is not null`,
    );
    await run(
      'commercial locations',
      `insert into commercial_locations (organization_id, commercial_customer_id, name, address_line1, city, state, zip)
       select $1, id, 'Gate A', id || ' Market St', 'Denver', 'CO', '80202' from commercial_customers
       where organization_id = $1 and $2::date is not null`,
    );
    // Starts spread over two years; one in ten cancelled since, with one of the four reasons.
    await run(
      'residential subscriptions',
      `insert into subscriptions (organization_id, kind, client_id, client_location_id, service_plan_id, price_cents,
         list_price_cents, start_date, status, cancelled_on, cancel_reason_id)
       select $1, 'residential', l.client_id, l.id, (select id from service_plans where organization_id = $1 and slug = 'weekly'),
         2000, 2000, $2::date - (l.client_id % 730),
         case when l.client_id % 10 = 3 then 'cancelled' else 'active' end,
         case when l.client_id % 10 = 3 then $2::date - (l.client_id % 730) / 2 end,
         case when l.client_id % 10 = 3 then (select min(id) from cancel_reasons where organization_id = $1) + l.client_id % 4 end
       from (select distinct on (client_id) id, client_id from client_locations where organization_id = $1
             order by client_id, id) l`,
    );
    await run(
      'commercial subscriptions',
      `insert into subscriptions (organization_id, kind, commercial_customer_id, commercial_location_id, service_plan_id,
         price_cents, list_price_cents, start_date, status, cancelled_on)
       select $1, 'commercial', l.commercial_customer_id, l.id,
         (select id from service_plans where organization_id = $1 and slug = 'commercial-weekly'), 9000, 9000,
         $2::date - (l.id % 730), case when l.id % 12 = 5 then 'cancelled' else 'active' end,
         case when l.id % 12 = 5 then $2::date - (l.id % 730) / 3 end
       from commercial_locations l where l.organization_id = $1`,
    );
    // A monthly invoice for each subscription live on the 1st of this month and the two before; most paid.
    await run(
      'invoices',
      `insert into invoices (organization_id, number, kind, client_id, commercial_customer_id, subscription_id,
         period_start, period_end, status, issue_date, due_date, bill_to, subtotal_cents, total_cents, amount_due_cents,
         paid_cents, finalized_at)
       select $1, 100000 + row_number() over (), 'recurring', s.client_id, s.commercial_customer_id, s.id, m.day,
         (m.day + interval '1 month')::date, case when s.id % 5 = 0 then 'open' else 'paid' end, m.day, m.day + 7,
         '{"name":"Bench","email":null,"phone":null,"address":null}', s.price_cents * 4, s.price_cents * 4,
         s.price_cents * 4, case when s.id % 5 = 0 then 0 else s.price_cents * 4 end, m.day::timestamptz
       from subscriptions s
       cross join (select (date_trunc('month', $2::date) - make_interval(months => k))::date as day
                   from generate_series(0, 2) k) m
       where s.organization_id = $1 and s.start_date <= m.day and (s.cancelled_on is null or s.cancelled_on > m.day)`,
    );
    await run(
      'invoice lines',
      `insert into invoice_lines (organization_id, invoice_id, position, kind, description, quantity, unit_cents,
         amount_cents, taxable, discountable)
       select $1, i.id, 1, 'visit', 'Weekly visits', 4, i.subtotal_cents / 4, i.subtotal_cents, false, true
       from invoices i where i.organization_id = $1 and $2::date is not null`,
    );
    await run(
      'payments',
      `insert into payments (organization_id, client_id, commercial_customer_id, method, source, status, amount_cents,
         received_on)
       select $1, i.client_id, i.commercial_customer_id, case when i.id % 3 = 0 then 'check' else 'card' end,
         'autopay', 'succeeded', i.total_cents, least($2::date, i.issue_date + (i.id % 5)::int)
       from invoices i where i.organization_id = $1 and i.status = 'paid'`,
    );
    await run(
      'techs',
      `insert into users (email, password_hash, first_name, last_name)
       select 'tech' || n || '-' || $1::int::text || '@large.test', 'x', 'Tech', 'Number ' || n
       from generate_series(1, ${TECHS}) n where $2::date is not null`,
    );
    await run(
      'tech memberships',
      `insert into memberships (organization_id, user_id, permissions)
       select $1::int, id, '[]'::jsonb from users where email like 'tech%-' || $1::int::text || '@large.test' and $2::date is not null`,
    );
    // Fortnightly completed visits over the last 62 days, each client with one of the 40 techs.
    await run(
      'completed jobs',
      `insert into jobs (organization_id, kind, origin, subscription_id, client_id, client_location_id,
         commercial_customer_id, commercial_location_id, service_date, status, assigned_user_id, price_cents)
       select $1, s.kind, 'recurring', s.id, s.client_id, s.client_location_id, s.commercial_customer_id,
         s.commercial_location_id, d.day, 'completed', techs.ids[1 + s.id % ${TECHS}], s.price_cents
       from subscriptions s
       cross join lateral (select ($2::date - (s.id % 14) - 14 * k) as day from generate_series(0, 4) k) d
       cross join (select array_agg(user_id order by user_id) ids from memberships m
                   join users u on u.id = m.user_id and u.email like 'tech%' where m.organization_id = $1) techs
       where s.organization_id = $1 and s.status = 'active' and d.day >= s.start_date`,
    );
    await run(
      'shifts',
      `insert into shifts (organization_id, membership_id, started_at, ended_at)
       select $1, m.id, d.day + time '15:00' at time zone 'UTC', d.day + time '23:30' at time zone 'UTC'
       from memberships m join users u on u.id = m.user_id and u.email like 'tech%'
       cross join (select ($2::date - k) as day from generate_series(1, 62) k) d
       where m.organization_id = $1`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze');
  console.log(`dashboard data in ${fmt((performance.now() - started) / 1000)} s`);
}

async function main() {
  console.log(`bench:dashboard on ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);
  await ensureDatabase(databaseUrl, flag('recreate'));
  const handle = await openPostgres(databaseUrl, 2);
  let today: string;
  try {
    await runMigrations(handle);
    const seeded = await seedLarge(handle.pool!, { log: (line) => console.log(line) });
    const zone = await handle.pool!.query<{ time_zone: string }>('select time_zone from organizations where id = $1', [
      seeded.organization_id,
    ]);
    today = todayIn(zone.rows[0]!.time_zone, new Date());
    await seedDashboardData(handle.pool!, seeded.organization_id, today);
    // The bulk SQL above writes past the front doors that keep the dashboard's stored aggregates.
    const stored = await handle.pool!.query('select 1 from client_lifecycles where organization_id = $1 limit 1', [
      seeded.organization_id,
    ]);
    if (!stored.rowCount) {
      await rebuildDashboardStores(handle.db, seeded.organization_id);
      await handle.pool!.query('vacuum analyze client_lifecycles, tech_day_summaries, client_service_days, sales_days');
    }
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
    const range = resolveTimeRange({ choice: 'current_month' }, today);
    const query = `date_from=${range.from}&date_to=${range.to}`;
    const widget = async (key: string) => {
      const begin = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/dashboard/kpis/${key}?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`${key} answered ${response.status}: ${body.slice(0, 300)}`);
      return { key, ms: performance.now() - begin, body };
    };
    for (const key of dashboardWidgetKeys) {
      const answer = JSON.parse((await widget(key)).body) as { value: number | null };
      console.log(`  ${key}: ${answer.value}`);
    }
    const perWidget = new Map<string, number[]>(dashboardWidgetKeys.map((key) => [key, []]));
    const whole: number[] = [];
    for (let index = 0; index < warmup + loads; index++) {
      const begin = performance.now();
      const answers = await Promise.all(dashboardWidgetKeys.map(widget));
      if (index < warmup) continue;
      whole.push(performance.now() - begin);
      for (const answer of answers) perWidget.get(answer.key)!.push(answer.ms);
    }
    const sorted = (values: number[]) => Float64Array.from(values).sort();
    console.log('');
    console.log(
      `${loads} dashboard loads (17 widgets at once, Current Month ${range.from}..${range.to}) after ${warmup}`,
    );
    console.log(
      `(${os.cpus().length} CPUs; load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
    );
    for (const [key, values] of perWidget) {
      const ms = sorted(values);
      console.log(
        `  ${key.padEnd(28)} p50 ${fmt(percentile(ms, 50)).padStart(7)} ms  p99 ${fmt(percentile(ms, 99)).padStart(7)} ms`,
      );
    }
    const all = sorted(whole);
    const p99 = percentile(all, 99);
    console.log(
      `whole dashboard: p50 ${fmt(percentile(all, 50))} ms, p90 ${fmt(percentile(all, 90))} ms, p99 ${fmt(p99)} ms, max ${fmt(all[all.length - 1] ?? Number.NaN)} ms`,
    );
    console.log(`Aim: the whole dashboard under 300 ms at p99: ${p99 < 300 ? 'met' : 'NOT met'}`);
  } finally {
    await stopServer(server);
  }
}

await main();
