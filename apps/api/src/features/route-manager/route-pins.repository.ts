/** The pinned stops of a day's routes: read with the day, replaced when a tech's route is saved. */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { routePins } from './route-manager.table.ts';

/** The day's pins by job, with the tech whose route holds each. */
export async function pinsOfDay(db: Db, organizationId: number, day: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ job_id: routePins.job_id, assigned_user_id: routePins.assigned_user_id })
    .from(routePins)
    .where(and(eq(routePins.organization_id, organizationId), eq(routePins.service_date, day)));
  return new Map(rows.map((row) => [row.job_id, row.assigned_user_id]));
}

/** The route's pins become exactly these jobs; a job pinned in another route before is pinned in this one now. */
export async function replaceRoutePins(
  db: Db,
  organizationId: number,
  route: { service_date: string; assigned_user_id: number },
  jobIds: readonly number[],
) {
  const sameRoute = and(
    eq(routePins.service_date, route.service_date),
    eq(routePins.assigned_user_id, route.assigned_user_id),
  );
  await db
    .delete(routePins)
    .where(
      and(
        eq(routePins.organization_id, organizationId),
        jobIds.length ? or(sameRoute, inArray(routePins.job_id, [...jobIds])) : sameRoute,
      ),
    );
  if (jobIds.length === 0) return;
  await db.insert(routePins).values(jobIds.map((job_id) => ({ job_id, organization_id: organizationId, ...route })));
}
