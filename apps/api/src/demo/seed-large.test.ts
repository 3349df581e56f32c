import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { LARGE_ORGANIZATION_NAME, LARGE_OWNER_EMAIL, LARGE_OWNER_PASSWORD, seedLarge } from './seed-large.ts';

// The large seed writes through a PostgreSQL connection pool (bulk unnest inserts): PostgreSQL runs only.
describe.skipIf(!process.env.DATABASE_URL)('seed:large on PostgreSQL', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let organizationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const current = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const base = new URL(process.env.DATABASE_URL!);
    base.pathname = `/${current.rows[0]!.name}`;
    pool = new pg.Pool({ connectionString: base.toString(), max: 2 });
    const result = await seedLarge(pool, { clients: 600, otherOrganizations: 2, otherClientsEach: 30 });
    organizationId = result.organization_id;
    expect(result).toMatchObject({ skipped: false, clients: 600 });
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it('lets the owner sign in and list the organization’s clients', async () => {
    const login = await t.injectAs(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: LARGE_OWNER_EMAIL, password: LARGE_OWNER_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const list = await t.injectAs(token, { method: 'GET', url: '/api/clients?per_page=5' });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(600);
  });

  it('writes the same search documents the triggers would, and leaves the triggers on', async () => {
    const before = await pool.query<{ id: number; search_text: string }>(
      'select id, search_text from clients where organization_id = $1 order by id limit 50',
      [organizationId],
    );
    expect(before.rows.every((row) => row.search_text.includes('@'))).toBe(true);
    const client = await pool.connect();
    try {
      await client.query('begin');
      // A no-op update fires client_search_document(): the document must not change.
      const after = await client.query<{ id: number; search_text: string }>(
        `update clients set first_name = first_name where id = any($1::int[]) returning id, search_text`,
        [before.rows.map((row) => row.id)],
      );
      await client.query('rollback');
      expect(new Map(after.rows.map((row) => [row.id, row.search_text]))).toEqual(
        new Map(before.rows.map((row) => [row.id, row.search_text])),
      );
    } finally {
      client.release();
    }
    const triggers = await pool.query<{ tgenabled: string }>(
      `select tgenabled from pg_trigger where tgname in ('clients_search_document', 'client_locations_search_document')`,
    );
    expect(triggers.rows.map((row) => row.tgenabled)).toEqual(['O', 'O']);
  });

  it('gives every client one or two locations and varied data, and skips a second run', async () => {
    const stats = await pool.query<{ without: string; more: string; inactive: string; organizations: string }>(
      `select (select count(*) from clients c where c.organization_id = $1 and not exists (select 1 from client_locations l where l.client_id = c.id)) as without,
              (select count(*) from (select client_id from client_locations where organization_id = $1 group by client_id having count(*) > 2) x) as more,
              (select count(*) from clients where organization_id = $1 and status = 'inactive') as inactive,
              (select count(*) from organizations) as organizations`,
      [organizationId],
    );
    expect(stats.rows[0]).toMatchObject({ without: '0', more: '0', organizations: '3' });
    expect(Number(stats.rows[0]!.inactive)).toBeGreaterThan(20);
    const again = await seedLarge(pool, { clients: 600, otherOrganizations: 2, otherClientsEach: 30 });
    expect(again).toMatchObject({ skipped: true, organization_id: organizationId });
    const names = await pool.query('select 1 from organizations where name = $1', [LARGE_ORGANIZATION_NAME]);
    expect(names.rowCount).toBe(1);
  });
});
