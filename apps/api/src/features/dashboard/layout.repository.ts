import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DashboardLayoutItem } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { dashboardLayouts } from './dashboard.table.ts';

/** The user's own arrangement (userId) or the organization's default (null). */
export async function findLayout(db: Db, organizationId: number, userId: number | null) {
  const [row] = await db
    .select({ widgets: dashboardLayouts.widgets })
    .from(dashboardLayouts)
    .where(
      and(
        eq(dashboardLayouts.organization_id, organizationId),
        userId === null ? isNull(dashboardLayouts.user_id) : eq(dashboardLayouts.user_id, userId),
      ),
    );
  return row?.widgets ?? null;
}

export async function saveLayout(
  db: Db,
  organizationId: number,
  userId: number | null,
  widgets: DashboardLayoutItem[],
) {
  const values = { organization_id: organizationId, user_id: userId, widgets, updated_at: new Date() };
  // Two partial unique indexes (a user's row, the default row): the conflict target names the one that applies.
  await db
    .insert(dashboardLayouts)
    .values(values)
    .onConflictDoUpdate(
      userId === null
        ? {
            target: [dashboardLayouts.organization_id],
            targetWhere: sql`${dashboardLayouts.user_id} is null`,
            set: { widgets, updated_at: values.updated_at },
          }
        : {
            target: [dashboardLayouts.organization_id, dashboardLayouts.user_id],
            targetWhere: sql`${dashboardLayouts.user_id} is not null`,
            set: { widgets, updated_at: values.updated_at },
          },
    );
}

export async function deleteLayout(db: Db, organizationId: number, userId: number) {
  await db
    .delete(dashboardLayouts)
    .where(and(eq(dashboardLayouts.organization_id, organizationId), eq(dashboardLayouts.user_id, userId)));
}
