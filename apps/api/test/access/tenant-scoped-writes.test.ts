/**
 * DESIGN §3: every repository function takes the tenant. These call the repository writes (and the reads they rely
 * on) directly with another organization's id, as a caller that forgot its own check would, and see no row change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganization } from '../support/factories.ts';
import { createClient } from '../support/client-factories.ts';
import { createMember, createShift } from '../support/staff-factories.ts';
import { clients } from '../../src/features/clients/clients.table.ts';
import { updateClient } from '../../src/features/clients/clients.repository.ts';
import {
  countRoleMembers,
  deleteRole,
  findRole,
  insertRole,
  refreshRoleMembers,
  updateRole,
} from '../../src/features/roles/roles.repository.ts';
import { shiftBreaks, shifts } from '../../src/features/shifts/shifts.table.ts';
import {
  breaksOf,
  deleteShiftRow,
  endRunningBreak,
  findOverlappingShift,
  findRunningShift,
  updateShift,
} from '../../src/features/shifts/shifts.repository.ts';
import { memberships } from '../../src/platform/identity/users.table.ts';
import { staffInvitations } from '../../src/features/staff/staff.table.ts';
import {
  closeActivePeriod,
  setMembershipStatus,
  updateMembershipAccess,
} from '../../src/features/staff/staff.repository.ts';
import {
  deleteMembership,
  insertInvitation,
  markInvitationAccepted,
  renewInvitation,
} from '../../src/features/staff/invitations.repository.ts';
import { insertNotification, markRead, markSeen } from '../../src/features/notifications/notifications.repository.ts';
import { notificationReads } from '../../src/features/notifications/notifications.table.ts';
import { settleInvoice } from '../../src/features/platform-billing/platform-billing.repository.ts';
import {
  membershipActivePeriods,
  platformInvoices,
} from '../../src/features/organization-subscription/organization-subscription.table.ts';

let t: TestApp;
let victim: { id: number };
let intruder: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  victim = await createOrganization(t.db);
  intruder = await createOrganization(t.db);
});
afterAll(() => t.close());

const now = new Date('2026-03-02T15:00:00Z');

describe("repository writes with another organization's id", () => {
  it('leave a client as it was', async () => {
    const client = await createClient(t.db, victim.id, { first_name: 'Victor' });
    await expect(updateClient(t.db, intruder.id, client.id, { first_name: 'Hacked', updated_at: now })).rejects.toThrow(
      'client not updated',
    );
    const [after] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(after).toEqual(client);
  });

  it('leave a role and its members as they were', async () => {
    const role = await insertRole(t.db, { organization_id: victim.id, name: 'Kept Role', permissions: ['clients'] });
    const holder = await createMember(t.db, victim.id, { role: 'Office' });
    await t.db
      .update(memberships)
      .set({ role_id: role.id, permissions: ['clients'] })
      .where(eq(memberships.id, holder.membership.id));

    await expect(
      updateRole(t.db, intruder.id, role.id, { name: 'Hacked', permissions: ['staff'], updated_at: now }),
    ).rejects.toThrow('role not updated');
    await deleteRole(t.db, intruder.id, role.id);
    expect(await countRoleMembers(t.db, intruder.id, role.id)).toBe(0);
    expect(await countRoleMembers(t.db, victim.id, role.id)).toBe(1);
    // A role row claiming the other organization (as a bug could build) refreshes no member of the victim's.
    await refreshRoleMembers(t.db, { ...role, organization_id: intruder.id, permissions: ['staff'] });

    expect(await findRole(t.db, { organization_id: victim.id, id: role.id })).toEqual(role);
    const [member] = await t.db.select().from(memberships).where(eq(memberships.id, holder.membership.id));
    expect(member?.permissions).toEqual(['clients']);
  });

  it('leave a shift and its breaks as they were, and find none of them', async () => {
    const worker = await createMember(t.db, victim.id, { role: 'Field Tech' });
    const started = new Date('2026-03-02T13:00:00Z');
    const shift = await createShift(t.db, {
      organizationId: victim.id,
      membershipId: worker.membership.id,
      start: started,
      end: null,
      breaks: [{ start: new Date('2026-03-02T14:00:00Z'), end: null }],
    });

    expect(await findRunningShift(t.db, intruder.id, worker.membership.id)).toBeNull();
    expect(
      await findOverlappingShift(t.db, intruder.id, { id: null, membership_id: worker.membership.id }, started, null),
    ).toBeNull();
    expect(await breaksOf(t.db, intruder.id, [shift.id])).toEqual([]);
    expect(await endRunningBreak(t.db, intruder.id, shift.id, now)).toBe(false);
    await expect(updateShift(t.db, intruder.id, shift.id, { ended_at: now, updated_at: now })).rejects.toThrow(
      'shift not updated',
    );
    await deleteShiftRow(t.db, intruder.id, shift.id);

    const [after] = await t.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(after).toEqual(shift);
    const breaks = await t.db.select().from(shiftBreaks).where(eq(shiftBreaks.shift_id, shift.id));
    expect(breaks).toHaveLength(1);
    expect(breaks[0]?.ended_at).toBeNull();
    // The same calls with the right organization do reach the rows (the scoping is not hiding everything).
    expect(await findRunningShift(t.db, victim.id, worker.membership.id)).toEqual(shift);
    expect(await breaksOf(t.db, victim.id, [shift.id])).toHaveLength(1);
  });

  it('leave a membership, its invitation and its active period as they were', async () => {
    const staff = await createMember(t.db, victim.id, { role: 'Office' });
    await t.db.update(memberships).set({ status: 'invited' }).where(eq(memberships.id, staff.membership.id));
    await insertInvitation(t.db, {
      organization_id: victim.id,
      membership_id: staff.membership.id,
      token_hash: `kept-${staff.membership.id}`,
      created_user: false,
      sent_at: now,
      expires_at: new Date('2026-03-09T15:00:00Z'),
    });
    const [before] = await t.db.select().from(memberships).where(eq(memberships.id, staff.membership.id));
    const [invitation] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.membership_id, staff.membership.id));
    const [openPeriod] = await t.db
      .select()
      .from(membershipActivePeriods)
      .where(eq(membershipActivePeriods.membership_id, staff.membership.id));

    await updateMembershipAccess(t.db, intruder.id, staff.membership.id, {
      role_id: null,
      extra_permissions: ['staff'],
      permissions: ['staff'],
    });
    await setMembershipStatus(t.db, intruder.id, staff.membership.id, 'active');
    await closeActivePeriod(t.db, intruder.id, staff.membership.id, now);
    await markSeen(t.db, intruder.id, staff.membership.id, now);
    await renewInvitation(t.db, intruder.id, staff.membership.id, {
      token_hash: `hacked-${staff.membership.id}`,
      sent_at: now,
      expires_at: now,
    });
    expect(await markInvitationAccepted(t.db, intruder.id, invitation!.id, now)).toBe(false);
    await deleteMembership(t.db, intruder.id, staff.membership.id);

    const [after] = await t.db.select().from(memberships).where(eq(memberships.id, staff.membership.id));
    expect(after).toEqual(before);
    const [invitationAfter] = await t.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation!.id));
    expect(invitationAfter).toEqual(invitation);
    const [period] = await t.db
      .select()
      .from(membershipActivePeriods)
      .where(eq(membershipActivePeriods.id, openPeriod!.id));
    expect(period?.active_to).toBeNull();
  });

  it("mark none of the organization's notifications read", async () => {
    const reader = await createMember(t.db, intruder.id, { role: 'Office' });
    const notification = await insertNotification(t.db, {
      organization_id: victim.id,
      kind: 'system',
      title: 'Kept unread',
    });
    await markRead(
      t.db,
      { organization_id: intruder.id, user_id: reader.user.id, permissions: [] },
      [notification.id],
      now,
    );
    expect(
      await t.db.select().from(notificationReads).where(eq(notificationReads.notification_id, notification.id)),
    ).toEqual([]);
  });

  it('leave a platform invoice as it was', async () => {
    const [invoice] = await t.db
      .insert(platformInvoices)
      .values({
        organization_id: victim.id,
        period_start: '2026-02-01',
        period_end: '2026-02-28',
        pricing_plan_id: 1,
        active_users: 1,
        unit_amount: 1000,
        staff_days: 28,
        subtotal: 1000,
        discount: 0,
        total: 1000,
      })
      .returning();
    await settleInvoice(t.db, intruder.id, invoice!.id, { status: 'paid', paid_at: now });
    const [after] = await t.db.select().from(platformInvoices).where(eq(platformInvoices.id, invoice!.id));
    expect(after).toEqual(invoice);
  });
});

/**
 * The same rule read from the source, so a write added later cannot forget it: every update or delete of a table
 * with an organization_id names that column in its WHERE, or a scope condition built from it (`ofScope`,
 * `ofRole`). The demo seed writes only rows it has just created for its own organizations, and is left out.
 */
describe('repository sources', () => {
  const srcDir = path.join(import.meta.dirname, '../../src');
  const files = (fs.readdirSync(srcDir, { recursive: true }) as string[]).filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !file.endsWith('.test-support.ts') &&
      !file.startsWith(`demo${path.sep}`),
  );
  const tenantTables = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.table.ts'))) {
    const text = fs.readFileSync(path.join(srcDir, file), 'utf8');
    for (const [, name, body] of text.matchAll(/export const (\w+) = pgTable\(([\s\S]*?)(?=\nexport const|$)/g)) {
      if (/^\s+organization_id:/m.test(body!)) tenantTables.add(name!);
    }
  }

  it('find the tenant tables', () => {
    expect([...tenantTables]).toEqual(
      expect.arrayContaining([
        'clients',
        'roles',
        'shifts',
        'shiftBreaks',
        'memberships',
        'staffInvitations',
        'platformInvoices',
      ]),
    );
    expect(tenantTables.has('users')).toBe(false);
  });

  it('scope every update and delete of a tenant table by its organization', () => {
    const unscoped: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(srcDir, file), 'utf8');
      for (const match of text.matchAll(/\.(?:update|delete)\((\w+)\)/g)) {
        if (!tenantTables.has(match[1]!)) continue;
        const end = text.indexOf(';', match.index);
        const statement = text.slice(match.index, end === -1 ? undefined : end);
        const where = statement.includes('.where(') ? statement.slice(statement.indexOf('.where(')) : '';
        if (!/organization_id|\bofScope\(|\bofRole\b/.test(where))
          unscoped.push(`${file}:${text.slice(0, match.index).split('\n').length} ${match[0]}`);
      }
    }
    expect(unscoped).toEqual([]);
  });
});
