/** The work-area audit trail (issue 14 point 12): written with each change, read by /work_area_activity_log. */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { addCalendarDays, type WorkAreaActivityQuery, type WorkAreaState } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/identity/users.table.ts';
import { workAreaChanges } from './work-areas.table.ts';

export async function recordWorkAreaChange(
  db: Db,
  change: {
    organization_id: number;
    work_area_id: number | null;
    work_area_name: string;
    actor_user_id: number;
    action: (typeof workAreaChanges.$inferInsert)['action'];
    before: WorkAreaState | null;
    after: WorkAreaState | null;
    created_at: Date;
  },
) {
  await db.insert(workAreaChanges).values(change);
}

/**
 * One page of changes, newest first. `from` and `to` are calendar days of the organization's zone, so they are
 * compared in that zone.
 */
export async function listWorkAreaChanges(
  db: Db,
  organizationId: number,
  timeZone: string,
  filter: Omit<WorkAreaActivityQuery, 'page' | 'per_page'>,
  page: { limit: number; offset: number },
) {
  const localDay = sql`(${workAreaChanges.created_at} at time zone ${timeZone})`;
  const rows = await db
    .select({
      id: workAreaChanges.id,
      work_area_id: workAreaChanges.work_area_id,
      work_area_name: workAreaChanges.work_area_name,
      action: workAreaChanges.action,
      actor_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
      before: workAreaChanges.before,
      after: workAreaChanges.after,
      created_at: workAreaChanges.created_at,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(workAreaChanges)
    .leftJoin(users, eq(users.id, workAreaChanges.actor_user_id))
    .where(
      and(
        eq(workAreaChanges.organization_id, organizationId),
        filter.work_area_id ? eq(workAreaChanges.work_area_id, filter.work_area_id) : undefined,
        filter.from ? gte(localDay, sql`${filter.from}::timestamp`) : undefined,
        filter.to ? lt(localDay, sql`${addCalendarDays(filter.to, 1)}::timestamp`) : undefined,
      ),
    )
    .orderBy(desc(workAreaChanges.created_at), desc(workAreaChanges.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: rows[0]?.total ?? 0 };
}
