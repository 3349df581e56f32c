import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationSteps, type MigrationSteps } from '../../../test/support/migration-steps.ts';

/**
 * Notifications stored before each one named who may receive it reached every member, a field tech included; the
 * migration gives each the permission of the page it is about, so the read-time check hides them too.
 */

const AUDIENCE_MIGRATION = '0038_notification_audience';

let steps: MigrationSteps;
beforeAll(async () => {
  steps = await openMigrationSteps('notification_audience');
  await steps.applyBefore(AUDIENCE_MIGRATION);
});
afterAll(() => steps.close());

describe('the notification audience migration', () => {
  it('gives every earlier notification the permission of what it is about', async () => {
    await steps.run(`insert into organizations (name) values ('Old Scoopers')`);
    await steps.run(`insert into notifications (organization_id, kind, title, body, link) values
      (1, 'client_registration', 'New client registration: Pat Visitor', '80202 · pat@example.com · 3035550177', '/lead/4/show'),
      (1, 'change_request', 'Change request: Quincy Walker', null, '/change_requests'),
      (1, 'system', 'Autopay declined for invoice #1001', null, '/invoice/8')`);
    await steps.apply(AUDIENCE_MIGRATION, { andAfter: true });

    const rows = await steps.rows<{ kind: string; required_permissions: string[] }>(
      'select kind, required_permissions from notifications order by id',
    );
    expect(rows).toEqual([
      { kind: 'client_registration', required_permissions: ['lead'] },
      { kind: 'change_request', required_permissions: ['change_requests'] },
      { kind: 'system', required_permissions: ['invoice'] },
    ]);
  });
});
