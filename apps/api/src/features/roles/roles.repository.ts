import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { effectivePermissions, rolePresets, type RolePresetName } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { memberships } from '../../platform/identity/users.table.ts';
import { roles } from '../../platform/identity/roles.table.ts';

export type RoleRow = typeof roles.$inferSelect;

/** The six roles every organization starts with (at sign-up, in the demo, and by migration for older ones). */
export async function insertPresetRoles(db: Db, organizationId: number): Promise<Record<RolePresetName, RoleRow>> {
  const names = Object.keys(rolePresets) as RolePresetName[];
  const rows = await db
    .insert(roles)
    .values(
      names.map((name) => ({
        organization_id: organizationId,
        name,
        permissions: [...rolePresets[name]].sort(),
        is_owner: name === 'Owner',
      })),
    )
    .returning();
  return Object.fromEntries(rows.map((row) => [row.name, row])) as Record<RolePresetName, RoleRow>;
}

/**
 * Serializes changes to who holds which role in one organization, so two requests cannot each remove "the other"
 * owner, or assign a role while it is being deleted.
 */
export async function lockOrganizationStaff(db: Db, organizationId: number) {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}

export async function listRolesWithCounts(db: Db, organizationId: number) {
  return db
    .select({ role: roles, members_count: count(memberships.id) })
    .from(roles)
    .leftJoin(memberships, eq(memberships.role_id, roles.id))
    .where(eq(roles.organization_id, organizationId))
    .groupBy(roles.id)
    .orderBy(desc(roles.is_owner), asc(sql`lower(${roles.name})`), asc(roles.id));
}

export async function findRole(db: Db, scope: { organization_id: number; id: number }) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.organization_id, scope.organization_id), eq(roles.id, scope.id)));
  return row ?? null;
}

/** Another role of the organization with this name, ignoring case. */
export async function findRoleNamed(db: Db, organizationId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.organization_id, organizationId),
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
}

export async function insertRole(db: Db, values: { organization_id: number; name: string; permissions: string[] }) {
  const [row] = await db.insert(roles).values(values).returning();
  if (!row) throw new Error('role not stored');
  return row;
}

export async function updateRole(
  db: Db,
  organizationId: number,
  id: number,
  values: { name: string; permissions: string[]; updated_at: Date },
) {
  const [row] = await db
    .update(roles)
    .set(values)
    .where(and(eq(roles.organization_id, organizationId), eq(roles.id, id)))
    .returning();
  if (!row) throw new Error('role not updated');
  return row;
}

export async function deleteRole(db: Db, organizationId: number, id: number) {
  await db.delete(roles).where(and(eq(roles.organization_id, organizationId), eq(roles.id, id)));
}

export async function countRoleMembers(db: Db, organizationId: number, roleId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.role_id, roleId)));
  return row?.total ?? 0;
}

/**
 * Brings every member of a role in step with it. Members are grouped by their extra permissions (most have none),
 * so a role of hundreds of techs costs a statement or two.
 */
export async function refreshRoleMembers(db: Db, role: RoleRow) {
  const ofRole = and(eq(memberships.organization_id, role.organization_id), eq(memberships.role_id, role.id));
  const groups = await db
    .selectDistinct({ extra_permissions: memberships.extra_permissions })
    .from(memberships)
    .where(ofRole);
  for (const { extra_permissions: extras } of groups) {
    await db
      .update(memberships)
      .set({ permissions: effectivePermissions(role, extras) })
      .where(and(ofRole, sql`${memberships.extra_permissions} = ${JSON.stringify(extras)}::jsonb`));
  }
}
