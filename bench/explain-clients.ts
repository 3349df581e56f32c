/**
 * `node --import tsx bench/explain-clients.ts`: EXPLAIN (ANALYZE, BUFFERS) of the SQL the /clients list runs (page 1,
 * a search, a filter) on the benchmark database, exactly as the repository builds it. Run `npm run bench:clients` first.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema.ts';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { listClientsPage, type ClientListFilter } from '../apps/api/src/features/clients/clients-list.repository.ts';
import { LARGE_ORGANIZATION_NAME } from '../apps/api/src/demo/seed-large.ts';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_clients',
  max: 1,
});
const searchTerm = process.argv.find((arg) => arg.startsWith('--search='))?.slice('--search='.length) ?? 'mart';
const logged: { query: string; params: unknown[] }[] = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (query, params) => logged.push({ query, params }) },
}) as unknown as Db;
const literal = (value: unknown) =>
  typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : value === null
      ? 'null'
      : `'${String(value).replace(/'/g, "''")}'`;

const organization = await pool.query<{ id: number }>('select id from organizations where name = $1', [
  LARGE_ORGANIZATION_NAME,
]);
const organizationId = organization.rows[0]?.id;
if (!organizationId)
  throw new Error(`${LARGE_ORGANIZATION_NAME} is not in this database: run npm run bench:clients first`);
const filters = [
  { sort: 'name' },
  { sort: 'name', search: searchTerm },
  { sort: 'name', status: 'inactive' },
] as ClientListFilter[];
for (const filter of filters) {
  logged.length = 0;
  await listClientsPage(db, organizationId, filter, { limit: 25, offset: 0 });
  for (const { query, params } of logged) {
    const inlined = query.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${inlined}`);
    console.log(`--- ${JSON.stringify(filter)}\n${inlined}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
  }
}
await pool.end();
