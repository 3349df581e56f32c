import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationSteps, type MigrationSteps } from '../../../test/support/migration-steps.ts';

/**
 * Record pages used to open under their list's permission. Now that each asks its own name, whoever held the list
 * before keeps the page: nobody loses a job, tech-day or staff page they opened yesterday.
 */

const MIGRATION = '0043_detail_page_permissions';

let steps: MigrationSteps;
beforeAll(async () => {
  steps = await openMigrationSteps('detail_pages_migration');
  await steps.applyBefore(MIGRATION);
});
afterAll(() => steps.close());

describe('the detail pages data migration', () => {
  it("gives roles and members each held list's record pages, and nothing to those without the list", async () => {
    await steps.run(`insert into organizations (name) values ('Old Scoopers')`);
    await steps.run(
      `insert into users (email, password_hash, first_name, last_name) values ('t@x.test', 'h', 'T', 'K'), ('c@x.test', 'h', 'C', 'U')`,
    );
    await steps.run(
      `insert into roles (organization_id, name, permissions) values (1, 'Yard Lead', '["schedule","start_end_shift"]'::jsonb)`,
    );
    await steps.run(`insert into memberships (organization_id, user_id, role_id, extra_permissions, permissions) values
        (1, 1, 1, '["dispatch_board"]'::jsonb, '["dispatch_board","schedule","start_end_shift"]'::jsonb),
        (1, 2, null, '[]'::jsonb, '["clients"]'::jsonb)`);
    await steps.apply(MIGRATION);

    const [role] = await steps.rows<{ permissions: string[] }>('select permissions from roles');
    expect(role?.permissions.sort()).toEqual(['schedule', 'schedule_map_view', 'schedule_show', 'start_end_shift']);
    const members = await steps.rows<{ extra_permissions: string[]; permissions: string[] }>(
      'select extra_permissions, permissions from memberships order by user_id',
    );
    expect(members[0]?.extra_permissions.sort()).toEqual(['dispatch_board', 'dispatch_board_show']);
    expect(members[0]?.permissions.sort()).toEqual([
      'dispatch_board',
      'dispatch_board_show',
      'schedule',
      'schedule_map_view',
      'schedule_show',
      'start_end_shift',
    ]);
    expect(members[1]?.permissions).toEqual(['clients']);
  });
});
