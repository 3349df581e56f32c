/**
 * `npm run bench:invoices` (issue 16), on PostgreSQL: one billing run over 10,000 prepaid subscriptions, each with
 * four visits in the current period (one in ten skipped last period, one in twenty tipped), timed from no invoices.
 *
 *   DATABASE_URL   the server to use (default postgres://postgres@127.0.0.1:5432/postgres); the bench creates its own
 *                  database bench_invoices_<pid> there and drops it at the end.
 *
 * Not a test: a measurement on this machine (2026-11-26, 2 cores shared with other work: about 560 invoices/s).
 */
import pg from 'pg';
import { addCalendarDays, billingPeriodContaining, todayIn } from '@employee-portal/core';
import { openPostgres } from '../apps/api/src/platform/db/client.ts';
import { runMigrations } from '../apps/api/src/platform/db/migrate.ts';
import { runClientBilling } from '../apps/api/src/features/invoices/index.ts';
import { ensureDatabase, fmt } from './support.ts';

const SUBSCRIPTIONS = 10_000;
const TIME_ZONE = 'America/Denver';

const base = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const benchUrl = new URL(base);
benchUrl.pathname = `/bench_invoices_${process.pid}`;

/** Bulk SQL: an organization, 10,000 clients with a location and a weekly subscription, their visits and some tips. */
async function seed(pool: pg.Pool, periodStart: string) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const organization = await client.query<{ id: number }>(
      `insert into organizations (name, time_zone) values ('Bench Scoopers', $1) returning id`,
      [TIME_ZONE],
    );
    const organizationId = organization.rows[0]!.id;
    const plan = await client.query<{ id: number }>(
      `insert into service_plans (organization_id, name, slug, frequency, dog_prices)
       values ($1, 'Weekly', 'weekly', 'once_a_week', '[{"dogs_from":1,"dogs_to":null,"price_cents":2000}]')
       returning id`,
      [organizationId],
    );
    await client.query(`insert into skip_reasons (organization_id, name, is_charged) values ($1, 'Weather', false)`, [
      organizationId,
    ]);
    await client.query(
      `insert into sales_tax_rates (organization_id, name, rate_millipercent, zip) values ($1, 'Denver', 8810, '80202')`,
      [organizationId],
    );
    await client.query(
      `insert into clients (organization_id, first_name, last_name, email)
       select $1, 'Client', 'Number ' || n, 'client' || n || '@bench.test' from generate_series(1, $2) n`,
      [organizationId, SUBSCRIPTIONS],
    );
    await client.query(
      `insert into client_locations (organization_id, client_id, address_line1, city, state, zip, dog_count)
       select $1, id, id || ' Elm St', 'Denver', 'CO', case when id % 2 = 0 then '80202' else '80210' end, 1
       from clients where organization_id = $1`,
      [organizationId],
    );
    await client.query(
      `insert into subscriptions (organization_id, kind, client_id, client_location_id, service_plan_id, price_cents,
         list_price_cents, start_date)
       select $1, 'residential', l.client_id, l.id, $2, 2000, 2000, $3::date
       from client_locations l where l.organization_id = $1`,
      [organizationId, plan.rows[0]!.id, addCalendarDays(periodStart, -90)],
    );
    // Four visits this period, and one last period: skipped for the weather on one subscription in ten, else done.
    await client.query(
      `insert into jobs (organization_id, kind, origin, subscription_id, client_id, client_location_id, planned_date,
         service_date, status, price_cents, skip_reason_id)
       select s.organization_id, 'residential', 'recurring', s.id, s.client_id, s.client_location_id, d.day, d.day,
         case when d.day >= $2::date then 'scheduled' when s.id % 10 = 0 then 'skipped' else 'completed' end, 2000,
         case when d.day < $2::date and s.id % 10 = 0 then (select id from skip_reasons where organization_id = $1) end
       from subscriptions s
       cross join (select ($2::date + k * 7) as day from generate_series(-1, 3) k) d
       where s.organization_id = $1`,
      [organizationId, periodStart],
    );
    await client.query(
      `insert into tips (organization_id, job_id, client_id, amount_cents, source)
       select j.organization_id, j.id, j.client_id, 300, 'once' from jobs j
       where j.organization_id = $1 and j.status = 'completed' and j.subscription_id % 20 = 1`,
      [organizationId],
    );
    // Last period was invoiced with its visit, so its weather skips are credited now (the run credits a skipped visit
    // only when an invoice charged it).
    await client.query(
      `insert into invoices (organization_id, number, kind, client_id, subscription_id, period_start, period_end,
         status, issue_date, due_date, bill_to)
       select s.organization_id, 100000 + s.id, 'recurring', s.client_id, s.id, ($2::date - interval '1 month')::date,
         $2::date, 'open', ($2::date - interval '1 month')::date, $2::date, '{"name":"x","email":null,"phone":null,"address":null}'::jsonb
       from subscriptions s where s.organization_id = $1`,
      [organizationId, periodStart],
    );
    await client.query(
      `insert into invoice_lines (organization_id, invoice_id, position, kind, description, quantity, unit_cents,
         amount_cents, taxable, discountable, job_id)
       select j.organization_id, i.id, 1, 'visit', 'Weekly visit', 1, j.price_cents, j.price_cents, true, true, j.id
       from jobs j join invoices i on i.organization_id = j.organization_id and i.subscription_id = j.subscription_id
       where j.organization_id = $1 and j.service_date < $2::date`,
      [organizationId, periodStart],
    );
    await client.query('commit');
    await client.query('analyze');
    return organizationId;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function main() {
  console.log(`bench:invoices on ${benchUrl.toString().replace(/:[^:@/]*@/, ':***@')}`);
  await ensureDatabase(benchUrl.toString(), true);
  const handle = await openPostgres(benchUrl.toString(), 4);
  const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: 2 });
  try {
    await runMigrations(handle);
    const now = new Date();
    const period = billingPeriodContaining(todayIn(TIME_ZONE, now), 1);
    const seedStart = performance.now();
    const organizationId = await seed(pool, period.start);
    console.log(
      `  seeded ${SUBSCRIPTIONS.toLocaleString('en-US')} subscriptions and their visits in ${fmt((performance.now() - seedStart) / 1000, 1)} s`,
    );
    const started = performance.now();
    const result = await runClientBilling({ db: handle.db, clock: { now: () => now } });
    const seconds = (performance.now() - started) / 1000;
    const lines = await pool.query<{ total: number }>(
      `select count(*)::int as total from invoice_lines where organization_id = $1`,
      [organizationId],
    );
    console.log(
      `  billing run: ${result.invoices.toLocaleString('en-US')} draft invoices (${lines.rows[0]!.total.toLocaleString('en-US')} lines) in ${fmt(seconds, 2)} s = ${fmt(result.invoices / seconds, 0)} invoices/s`,
    );
    const again = performance.now();
    const second = await runClientBilling({ db: handle.db, clock: { now: () => now } });
    console.log(
      `  second run (nothing due): ${second.invoices} invoices in ${fmt((performance.now() - again) / 1000, 2)} s`,
    );
  } finally {
    await pool.end();
    await handle.close();
    const admin = new URL(base);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists ${benchUrl.pathname.slice(1)} with (force)`);
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
