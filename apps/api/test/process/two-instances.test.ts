import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/platform/db/migrate.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../src/demo/demo-accounts.ts';
import { withAdminClient } from '../support/databases.ts';
import {
  createEmptyPostgresDatabase,
  killAllServers,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../support/server-process.ts';

/**
 * Several API processes may share one PostgreSQL (DESIGN §1). Started together on an empty database, they must
 * not both migrate or both load the demo: advisory locks let exactly one do each.
 */

// CI runs the suite a second time with DATABASE_URL, which is when this runs; PGlite allows one process per folder.
describe.runIf(Boolean(process.env.DATABASE_URL))(
  'two instances starting together on one empty PostgreSQL database',
  () => {
    let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | null = null;
    afterAll(async () => {
      await killAllServers();
      await database?.drop();
    });

    const login = async (server: ServerProcess) => {
      const response = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { token: string }).token;
    };

    it('both come up healthy, the migrations ran once and the demo was loaded once', async () => {
      database = await createEmptyPostgresDatabase('ep_two');
      const url = database.url;
      const servers = await Promise.all([spawnServer({ databaseUrl: url }), spawnServer({ databaseUrl: url })]);
      await Promise.all(servers.map((server) => waitUntilHealthy(server)));
      const [first, second] = servers as [ServerProcess, ServerProcess];

      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const counts = await withAdminClient(url, async (client) => ({
        migrations: (
          await client.query<{ total: number }>('select count(*)::int as total from drizzle.__drizzle_migrations')
        ).rows[0]?.total,
        demoOrganizations: (
          await client.query<{ total: number }>(
            "select count(*)::int as total from organizations where name = 'Demo Scoopers'",
          )
        ).rows[0]?.total,
        users: (await client.query<{ total: number }>('select count(*)::int as total from users')).rows[0]?.total,
      }));
      expect(counts).toEqual({ migrations: journal.entries.length, demoOrganizations: 1, users: demoAccounts.length });

      // Neither keeps state of its own: a session opened on one instance is good on the other.
      const token = await login(first);
      const me = await fetch(`${second.baseUrl}/api/auth/employee_user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      // Neither logged an error while starting (a lost race would show as a failed migration or a duplicate key).
      expect(first.output() + second.output()).not.toMatch(/"level":(50|60)|Error:/);
    }, 180_000);
  },
);
