import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { workAreaZips, workAreas } from './work-areas.table.ts';

/** The organization's work areas that list this zip; none means 'No service available in this area'. */
export async function workAreasServingZip(db: Db, organizationId: number, zip: string) {
  return db
    .select({ id: workAreas.id, name: workAreas.name })
    .from(workAreaZips)
    .innerJoin(workAreas, eq(workAreas.id, workAreaZips.work_area_id))
    .where(and(eq(workAreaZips.organization_id, organizationId), eq(workAreaZips.zip, zip)))
    .orderBy(workAreas.name);
}

/** Of these zips, the ones some work area of the organization serves. */
export async function servedZips(db: Db, organizationId: number, zips: string[]): Promise<Set<string>> {
  if (zips.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ zip: workAreaZips.zip })
    .from(workAreaZips)
    .where(and(eq(workAreaZips.organization_id, organizationId), inArray(workAreaZips.zip, [...new Set(zips)])));
  return new Set(rows.map((row) => row.zip));
}

/** Every zip some work area of the organization serves, once each, in order: what its public listing names. */
export async function zipsServed(db: Db, organizationId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ zip: workAreaZips.zip })
    .from(workAreaZips)
    .where(eq(workAreaZips.organization_id, organizationId))
    .orderBy(workAreaZips.zip);
  return rows.map((row) => row.zip);
}
