import { and, eq } from 'drizzle-orm';
import type { RolePresetName } from '@employee-portal/core';
import type { Db } from '../../src/platform/db/client.ts';
import { memberships } from '../../src/platform/identity/users.table.ts';
import { shiftBreaks, shifts } from '../../src/features/shifts/shifts.table.ts';
import { createUser, presetRole, sessionTokenFor, type CreateUserOptions } from './factories.ts';

export const presetRoleId = async (db: Db, organizationId: number, name: RolePresetName) =>
  (await presetRole(db, organizationId, name)).id;

export async function membershipOf(db: Db, organizationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.user_id, userId)));
  if (!row) throw new Error(`user ${userId} is not a member of ${organizationId}`);
  return row;
}

/** A signed-in member: the user, their membership (the staff id) and a session token. */
export async function createMember(
  db: Db,
  organizationId: number,
  options: Omit<CreateUserOptions, 'organizationId'> = {},
) {
  const user = await createUser(db, { ...options, organizationId });
  return {
    user,
    membership: await membershipOf(db, organizationId, user.id),
    token: await sessionTokenFor(db, user.id),
  };
}

export async function createShift(
  db: Db,
  options: {
    organizationId: number;
    membershipId: number;
    start: Date;
    end: Date | null;
    breaks?: { start: Date; end: Date | null }[];
    vehicle?: string;
    start_odometer?: number | null;
    end_odometer?: number | null;
    miles_driven?: number | null;
  },
) {
  const [shift] = await db
    .insert(shifts)
    .values({
      organization_id: options.organizationId,
      membership_id: options.membershipId,
      started_at: options.start,
      ended_at: options.end,
      vehicle: options.vehicle ?? null,
      start_odometer: options.start_odometer ?? null,
      end_odometer: options.end_odometer ?? null,
      miles_driven: options.miles_driven ?? null,
    })
    .returning();
  const breaks = options.breaks ?? [];
  if (breaks.length)
    await db.insert(shiftBreaks).values(
      breaks.map((entry) => ({
        organization_id: options.organizationId,
        shift_id: shift!.id,
        started_at: entry.start,
        ended_at: entry.end,
      })),
    );
  return shift!;
}
