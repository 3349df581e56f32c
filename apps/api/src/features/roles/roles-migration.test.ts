import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, rolePresets } from '@employee-portal/core';
import { openPostgres, pgliteOptions, wrapPglite, type DatabaseHandle } from '../../platform/db/client.ts';
import { migrationsFolder } from '../../platform/db/migrate.ts';
import { databaseUrlFor, withAdminClient } from '../../../test/support/databases.ts';

/**
 * Organizations that existed before roles get the six presets, and each membership lands on the role its old
 * role_name named, with whatever it held beyond that role kept as extra permissions.
 */

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((entry) => entry.tag);
const FIRST_ROLES_MIGRATION = '0009_seed_roles';

let handle: DatabaseHandle;
let dropDatabase: () => Promise<void> = async () => undefined;

async function apply(tag: string) {
  const text = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.trim()) await handle.db.execute(sql.raw(statement));
}

const rows = async <T>(query: string) => ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `ep_roles_migration_${randomBytes(4).toString('hex')}`;
    await withAdminClient(baseUrl, (client) => client.query(`create database ${name}`));
    handle = await openPostgres(databaseUrlFor(baseUrl, name), 1);
    dropDatabase = () =>
      withAdminClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      );
  } else {
    handle = wrapPglite(await PGlite.create(pgliteOptions()));
  }
  for (const tag of tags.slice(0, tags.indexOf(FIRST_ROLES_MIGRATION))) await apply(tag);
});
afterAll(async () => {
  await handle.close();
  await dropDatabase();
});

describe('the roles data migration', () => {
  it('seeds presets per organization and moves memberships onto them without changing what anyone holds', async () => {
    await handle.db.execute(sql.raw(`insert into organizations (name) values ('Old Scoopers'), ('Older Scoopers')`));
    await handle.db.execute(
      sql.raw(
        `insert into users (email, password_hash, first_name, last_name) values ('o@x.test', 'h', 'O', 'W'), ('t@x.test', 'h', 'T', 'K'), ('c@x.test', 'h', 'C', 'U')`,
      ),
    );
    const techWithExtra = JSON.stringify([...rolePresets['Field Tech'], 'shifts']);
    await handle.db.execute(
      sql.raw(`insert into memberships (organization_id, user_id, role_name, permissions) values
        (1, 1, 'Owner', '${JSON.stringify(ALL_PERMISSIONS)}'::jsonb),
        (1, 2, 'Field Tech', '${techWithExtra}'::jsonb),
        (2, 3, 'Custom Thing', '["schedule"]'::jsonb)`),
    );
    for (const tag of tags.slice(tags.indexOf(FIRST_ROLES_MIGRATION))) await apply(tag);

    const roles = await rows<{ organization_id: number; name: string; is_owner: boolean }>(
      'select organization_id, name, is_owner from roles order by organization_id, id',
    );
    expect(roles.filter((role) => role.organization_id === 1).map((role) => role.name)).toEqual([
      'Owner',
      'Manager',
      'Office',
      'Crew Leader',
      'Field Tech',
      'Accountant',
    ]);
    expect(roles.filter((role) => role.organization_id === 2)).toHaveLength(6);
    expect(roles.filter((role) => role.is_owner).map((role) => role.organization_id)).toEqual([1, 2]);

    const members = await rows<{
      user_id: number;
      role_name: string | null;
      extra_permissions: string[];
      permissions: string[];
    }>(
      'select m.user_id, r.name as role_name, m.extra_permissions, m.permissions from memberships m left join roles r on r.id = m.role_id order by m.user_id',
    );
    expect(members[0]).toMatchObject({ role_name: 'Owner', extra_permissions: [] });
    expect(members[0]?.permissions).toEqual([...ALL_PERMISSIONS].sort());
    expect(members[1]).toMatchObject({ role_name: 'Field Tech', extra_permissions: ['shifts'] });
    expect(members[1]?.permissions).toEqual([...rolePresets['Field Tech'], 'shifts'].sort());
    // A name that is no preset keeps its permissions, on no role.
    expect(members[2]).toEqual({ user_id: 3, role_name: null, extra_permissions: [], permissions: ['schedule'] });
  });
});
