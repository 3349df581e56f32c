/** Which work areas each field tech serves: the route manager moves a job only to a tech of the job's area. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { workAreaTechs } from './work-areas.table.ts';

export async function workAreasOfTechs(db: Db, organizationId: number): Promise<Map<number, Set<number>>> {
  const rows = await db
    .select({ user_id: workAreaTechs.user_id, work_area_id: workAreaTechs.work_area_id })
    .from(workAreaTechs)
    .where(eq(workAreaTechs.organization_id, organizationId));
  const areas = new Map<number, Set<number>>();
  for (const row of rows) areas.set(row.user_id, (areas.get(row.user_id) ?? new Set()).add(row.work_area_id));
  return areas;
}
