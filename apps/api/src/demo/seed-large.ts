/**
 * `npm run seed:large`: a large data set on PostgreSQL for the clients benchmark (issue 6 point 11).
 * One organization 'Large Scoopers' with 100,000 residential clients (1-2 locations each) and an owner who can sign
 * in, plus 50 other organizations of ~200 clients each, all with work areas. Idempotent: skips when 'Large Scoopers'
 * exists. Everything is written in one transaction: all of it or nothing.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { effectivePermissions, oneMonthAfter, todayIn } from '@employee-portal/core';
import * as schema from '../db/schema.ts';
import { openPostgres, type Db } from '../platform/db/client.ts';
import { runMigrations } from '../platform/db/migrate.ts';
import { hashPassword } from '../platform/auth/secrets.ts';
import { organizations, organizationSettings } from '../platform/identity/organizations.table.ts';
import { memberships, users } from '../platform/identity/users.table.ts';
import { membershipActivePeriods } from '../features/organization-subscription/organization-subscription.table.ts';
import { insertPresetRoles } from '../features/roles/index.ts';
import { denverZips } from './demo-data/denver-zips.ts';
import { createSeededRandom, type SeededRandom } from './demo-data/seeded-random.ts';
import { DEMO_WORK_AREAS } from './seed-clients-extras.ts';
import { generateClient, type ClientRecord } from './large-client-records.ts';

export const LARGE_ORGANIZATION_NAME = 'Large Scoopers';
export const LARGE_OWNER_EMAIL = 'owner@large.test';
export const LARGE_OWNER_PASSWORD = 'large12345';
export const LARGE_CLIENT_COUNT = 100_000;
const OTHER_ORGANIZATIONS = 50;
const OTHER_CLIENTS_EACH = 200;
const BATCH = 2_000;
const DAY_MS = 86_400_000;
const STANDARD_PLAN_ID = 1;

export interface SeedLargeOptions {
  clients?: number;
  otherOrganizations?: number;
  otherClientsEach?: number;
  log?: (line: string) => void;
  now?: Date;
}

export interface SeedLargeResult {
  skipped: boolean;
  organization_id: number;
  clients: number;
  locations: number;
  ms: number;
}

/** One INSERT per batch: one array parameter per column, unnested server side. */
async function insertClients(
  client: pg.PoolClient,
  organizationId: number,
  records: ClientRecord[],
): Promise<number[]> {
  const column = <K extends keyof ClientRecord>(key: K) => records.map((record) => record[key]);
  const result = await client.query<{ id: number }>(
    `insert into clients (organization_id, first_name, last_name, email, phone, preferred_channel, status, deactivated_at, inactive_reason,
       tax_exempt, balance_cents, last_service_on, referral_source, created_at, updated_at, search_text)
     select $1, t.first_name, t.last_name, t.email, t.phone, t.preferred_channel, t.status, t.deactivated_at, t.inactive_reason,
       t.tax_exempt, t.balance_cents, t.last_service_on, t.referral_source, t.created_at, t.created_at, t.search_text
     from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::text[],
       $10::boolean[], $11::int[], $12::date[], $13::text[], $14::timestamptz[], $15::text[]) with ordinality
       as t(first_name, last_name, email, phone, preferred_channel, status, deactivated_at, inactive_reason, tax_exempt, balance_cents, last_service_on, referral_source, created_at, search_text, n)
     order by t.n
     returning id`,
    [
      organizationId,
      column('first_name'),
      column('last_name'),
      column('email'),
      column('phone'),
      column('preferred_channel'),
      column('status'),
      column('deactivated_at'),
      column('inactive_reason'),
      column('tax_exempt'),
      column('balance_cents'),
      column('last_service_on'),
      column('referral_source'),
      column('created_at'),
      column('search_text'),
    ],
  );
  // Identity values come from one sequence in insertion order, and this transaction holds the only writer.
  return result.rows.map((row) => row.id).sort((a, b) => a - b);
}

async function insertLocations(
  client: pg.PoolClient,
  organizationId: number,
  records: ClientRecord[],
  clientIds: number[],
): Promise<number> {
  const rows = records.flatMap((record, index) =>
    record.locations.map((location) => ({ ...location, client_id: clientIds[index]!, created_at: record.created_at })),
  );
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await client.query(
    `insert into client_locations (organization_id, client_id, address_line1, city, state, zip, lat, lng, position_source, gate_code,
       dog_count, dog_names, unsafe_dog, notes_for_techs, created_at, updated_at)
     select $1, t.client_id, t.address_line1, t.city, t.state, t.zip, t.lat, t.lng, 'geocoder', t.gate_code,
       t.dog_count, t.dog_names::jsonb, t.unsafe_dog, t.notes_for_techs, t.created_at, t.created_at
     from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[], $8::float8[], $9::text[],
       $10::int[], $11::text[], $12::boolean[], $13::text[], $14::timestamptz[])
       as t(client_id, address_line1, city, state, zip, lat, lng, gate_code, dog_count, dog_names, unsafe_dog, notes_for_techs, created_at)`,
    [
      organizationId,
      column('client_id'),
      column('address_line1'),
      column('city'),
      column('state'),
      column('zip'),
      column('lat'),
      column('lng'),
      column('gate_code'),
      column('dog_count'),
      rows.map((row) => JSON.stringify(row.dog_names)),
      column('unsafe_dog'),
      column('notes_for_techs'),
      column('created_at'),
    ],
  );
  return rows.length;
}

async function insertClientsInBatches(
  client: pg.PoolClient,
  organizationId: number,
  count: number,
  rng: SeededRandom,
  domain: string,
  now: Date,
  today: string,
) {
  let locations = 0;
  for (let start = 0; start < count; start += BATCH) {
    const records = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) =>
      generateClient(rng, start + i + 1, domain, now, today),
    );
    const ids = await insertClients(client, organizationId, records);
    locations += await insertLocations(client, organizationId, records, ids);
  }
  return locations;
}

async function insertWorkAreas(
  db: Db,
  organizationId: number,
  areas: { name: string; zips: string[] }[],
  techUserIds: number[],
) {
  const inserted = await db
    .insert(schema.workAreas)
    .values(areas.map((area) => ({ organization_id: organizationId, name: area.name })))
    .returning({ id: schema.workAreas.id, name: schema.workAreas.name });
  const idByName = new Map(inserted.map((row) => [row.name, row.id]));
  await db
    .insert(schema.workAreaZips)
    .values(
      areas.flatMap((area) =>
        area.zips.map((zip) => ({ organization_id: organizationId, work_area_id: idByName.get(area.name)!, zip })),
      ),
    );
  if (techUserIds.length > 0)
    await db
      .insert(schema.workAreaTechs)
      .values(
        inserted.flatMap((row) =>
          techUserIds.map((user_id) => ({ organization_id: organizationId, work_area_id: row.id, user_id })),
        ),
      );
}

function payingPlan(now: Date) {
  const periodStart = format(addDays(parseISO(todayIn('America/Denver', now)), -10), 'yyyy-MM-dd');
  return {
    pricing_plan_id: STANDARD_PLAN_ID,
    subscription_package: 'Standard',
    current_period_start: periodStart,
    current_period_end: oneMonthAfter(periodStart),
  };
}

/** Seeds on one connection of `pool`; the caller has migrated the database. */
export async function seedLarge(pool: pg.Pool, options: SeedLargeOptions = {}): Promise<SeedLargeResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const today = todayIn('America/Denver', now);
  const clientCount = options.clients ?? LARGE_CLIENT_COUNT;
  const client = await pool.connect();
  try {
    const db = drizzle({ client, schema }) as unknown as Db;
    const [existing] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, LARGE_ORGANIZATION_NAME));
    if (existing) {
      log(`${LARGE_ORGANIZATION_NAME} exists (organization ${existing.id}): nothing to do.`);
      return { skipped: true, organization_id: existing.id, clients: 0, locations: 0, ms: Date.now() - started };
    }
    const rng = createSeededRandom(100_000);
    const passwordHash = await hashPassword(LARGE_OWNER_PASSWORD);
    let result: SeedLargeResult;
    await client.query('begin');
    try {
      // The search documents are written with the rows: per-row triggers would look every client's locations up once
      // per inserted location (no index on client_locations.client_id alone). DDL is transactional: the triggers are
      // back on at commit, and a failure leaves them on.
      await client.query('alter table client_locations disable trigger client_locations_search_document');
      await client.query('alter table clients disable trigger clients_search_document');

      const [large] = await db
        .insert(organizations)
        .values({
          name: LARGE_ORGANIZATION_NAME,
          phone: '3035550150',
          address_line1: '1700 Lincoln St',
          zip: '80203',
          city: 'Denver',
          state: 'CO',
          time_zone: 'America/Denver',
          ...payingPlan(now),
        })
        .returning({ id: organizations.id });
      const organizationId = large!.id;
      await db
        .insert(organizationSettings)
        .values({ organization_id: organizationId, key: 'pay_period', value: 'weekly' });
      const roles = await insertPresetRoles(db, organizationId);
      const [owner] = await db
        .insert(users)
        .values({
          email: LARGE_OWNER_EMAIL,
          password_hash: passwordHash,
          first_name: 'Lara',
          last_name: 'Large',
          phone: '3035550151',
          last_organization_id: organizationId,
        })
        .returning({ id: users.id });
      const [membership] = await db
        .insert(memberships)
        .values({
          organization_id: organizationId,
          user_id: owner!.id,
          role_id: roles.Owner.id,
          permissions: effectivePermissions(roles.Owner, []),
          show_guide: false,
        })
        .returning({ id: memberships.id });
      await db.insert(membershipActivePeriods).values({
        organization_id: organizationId,
        membership_id: membership!.id,
        active_from: new Date(now.getTime() - 365 * DAY_MS),
      });
      await insertWorkAreas(db, organizationId, DEMO_WORK_AREAS, [owner!.id]);

      log(`inserting ${clientCount.toLocaleString('en-US')} clients into ${LARGE_ORGANIZATION_NAME}...`);
      let locations = await insertClientsInBatches(client, organizationId, clientCount, rng, 'example.com', now, today);
      log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s (${locations.toLocaleString('en-US')} locations)`);

      const others = options.otherOrganizations ?? OTHER_ORGANIZATIONS;
      const eachCount = options.otherClientsEach ?? OTHER_CLIENTS_EACH;
      for (let n = 1; n <= others; n++) {
        const home = denverZips[n % denverZips.length]!;
        const [other] = await db
          .insert(organizations)
          .values({
            name: `${home.city} Scoop Co ${n}`,
            phone: '3035550152',
            address_line1: `${100 + n} Main St`,
            zip: home.zip,
            city: home.city,
            state: 'CO',
            time_zone: 'America/Denver',
            ...payingPlan(now),
          })
          .returning({ id: organizations.id });
        await insertPresetRoles(db, other!.id);
        const zips = rng.sample(denverZips, 12).map((zip) => zip.zip);
        await insertWorkAreas(db, other!.id, [{ name: `${home.city} area`, zips }], []);
        locations += await insertClientsInBatches(
          client,
          other!.id,
          rng.int(eachCount - 20, eachCount + 20),
          rng,
          `org${n}.example.com`,
          now,
          today,
        );
      }
      log(`  ${others} other organizations done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      await client.query('alter table clients enable trigger clients_search_document');
      await client.query('alter table client_locations enable trigger client_locations_search_document');
      await client.query('commit');
      log(`  committed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      result = { skipped: false, organization_id: organizationId, clients: clientCount, locations, ms: 0 };
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    // Statistics for the planner, and the visibility map for index-only scans, as autovacuum would leave them.
    await client.query('vacuum (analyze) clients, client_locations');
    log(`  vacuumed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { ...result, ms: Date.now() - started };
  } finally {
    client.release();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'seed:large needs PostgreSQL: set DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_clients npm run seed:large',
    );
    process.exit(1);
  }
  const handle = await openPostgres(url, 2);
  try {
    await runMigrations(handle);
    const result = await seedLarge(handle.pool!, { log: (line) => console.log(line) });
    if (!result.skipped)
      console.log(
        `${LARGE_ORGANIZATION_NAME}: ${result.clients.toLocaleString('en-US')} clients in ${(result.ms / 1000).toFixed(1)} s. Sign in as ${LARGE_OWNER_EMAIL} / ${LARGE_OWNER_PASSWORD}.`,
      );
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
