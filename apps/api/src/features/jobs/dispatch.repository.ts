/** The dispatch board's SQL beyond the shared job reads: a column's jobs of a day, and one job's place in a route. */
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { jobs } from './jobs.table.ts';

/** The ids of a column's jobs that day in route order, those named first excluded (they are placed by the caller). */
export async function otherJobsOfColumn(
  db: Db,
  organizationId: number,
  day: string,
  userId: number | null,
  placed: readonly number[],
) {
  const rows = await db
    .select({ id: jobs.id, route_position: jobs.route_position })
    .from(jobs)
    .where(
      and(
        eq(jobs.organization_id, organizationId),
        eq(jobs.service_date, day),
        userId === null ? isNull(jobs.assigned_user_id) : eq(jobs.assigned_user_id, userId),
        placed.length ? notInArray(jobs.id, [...placed]) : undefined,
      ),
    )
    .orderBy(sql`${jobs.route_position} asc nulls last`, jobs.id)
    .for('update');
  return rows;
}
