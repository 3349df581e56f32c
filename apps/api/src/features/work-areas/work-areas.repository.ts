import { and, asc, count, countDistinct, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { WorkAreaListQuery } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { clientLocations } from '../clients/clients.table.ts';
import { workAreaTechs, workAreaZips, workAreas } from './work-areas.table.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';

export type WorkAreaRecord = typeof workAreas.$inferSelect;
interface Scope {
  organization_id: number;
  id: number;
}

const zipCount =
  sql<number>`(select count(*) from ${workAreaZips} where ${workAreaZips.work_area_id} = ${workAreas.id})`.mapWith(
    Number,
  );

function orderFor(sort: WorkAreaListQuery['sort']): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc;
  switch (sort.replace('-', '') as 'name' | 'zip_count' | 'created_at') {
    case 'name':
      return [direction(sql`lower(${workAreas.name})`), asc(workAreas.id)];
    case 'zip_count':
      return [direction(zipCount), asc(sql`lower(${workAreas.name})`), asc(workAreas.id)];
    case 'created_at':
      return [direction(workAreas.created_at), direction(workAreas.id)];
  }
}

export async function listWorkAreasPage(
  db: Db,
  organizationId: number,
  query: WorkAreaListQuery,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(workAreas.organization_id, organizationId),
    query.search ? ilike(workAreas.name, containsPattern(query.search)) : undefined,
  );
  const rows = await db
    .select({ id: workAreas.id, name: workAreas.name, zip_count: zipCount })
    .from(workAreas)
    .where(where)
    .orderBy(...orderFor(query.sort))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(workAreas).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** Techs of these work areas, in name order. */
export async function techsOfWorkAreas(db: Db, organizationId: number, workAreaIds: number[]) {
  if (workAreaIds.length === 0) return [];
  return db
    .select({
      work_area_id: workAreaTechs.work_area_id,
      user_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(workAreaTechs)
    .innerJoin(users, eq(users.id, workAreaTechs.user_id))
    .where(and(eq(workAreaTechs.organization_id, organizationId), inArray(workAreaTechs.work_area_id, workAreaIds)))
    .orderBy(asc(sql`lower(${users.first_name})`), asc(sql`lower(${users.last_name})`), asc(users.id));
}

export async function findWorkArea(db: Db, scope: Scope) {
  const [row] = await db
    .select()
    .from(workAreas)
    .where(and(eq(workAreas.organization_id, scope.organization_id), eq(workAreas.id, scope.id)));
  return row ?? null;
}

export async function findWorkAreaByName(db: Db, organizationId: number, name: string) {
  const [row] = await db
    .select({ id: workAreas.id })
    .from(workAreas)
    .where(and(eq(workAreas.organization_id, organizationId), sql`lower(${workAreas.name}) = lower(${name})`));
  return row ?? null;
}

export async function zipsOfWorkArea(db: Db, scope: Scope) {
  const rows = await db
    .select({ zip: workAreaZips.zip })
    .from(workAreaZips)
    .where(and(eq(workAreaZips.organization_id, scope.organization_id), eq(workAreaZips.work_area_id, scope.id)))
    .orderBy(asc(workAreaZips.zip));
  return rows.map((row) => row.zip);
}

/** Clients with at least one location in the work area's zips. */
export async function countClientsInWorkArea(db: Db, scope: Scope) {
  const [row] = await db
    .select({ total: countDistinct(clientLocations.client_id) })
    .from(clientLocations)
    .innerJoin(
      workAreaZips,
      and(eq(workAreaZips.zip, clientLocations.zip), eq(workAreaZips.organization_id, clientLocations.organization_id)),
    )
    .where(and(eq(clientLocations.organization_id, scope.organization_id), eq(workAreaZips.work_area_id, scope.id)));
  return row?.total ?? 0;
}

export async function insertWorkArea(db: Db, values: typeof workAreas.$inferInsert) {
  const [row] = await db.insert(workAreas).values(values).returning();
  if (!row) throw new Error('work area not stored');
  return row;
}

export async function renameWorkArea(db: Db, scope: Scope, name: string, now: Date) {
  await db
    .update(workAreas)
    .set({ name, updated_at: now })
    .where(and(eq(workAreas.organization_id, scope.organization_id), eq(workAreas.id, scope.id)));
}

export async function deleteWorkArea(db: Db, scope: Scope) {
  await db
    .delete(workAreas)
    .where(and(eq(workAreas.organization_id, scope.organization_id), eq(workAreas.id, scope.id)));
}

/** Adds the zip; false when the work area lists it already. */
export async function addZip(db: Db, scope: Scope, zip: string, now: Date) {
  const rows = await db
    .insert(workAreaZips)
    .values({ organization_id: scope.organization_id, work_area_id: scope.id, zip, created_at: now })
    .onConflictDoNothing()
    .returning({ zip: workAreaZips.zip });
  return rows.length > 0;
}

export async function removeZip(db: Db, scope: Scope, zip: string) {
  const rows = await db
    .delete(workAreaZips)
    .where(
      and(
        eq(workAreaZips.organization_id, scope.organization_id),
        eq(workAreaZips.work_area_id, scope.id),
        eq(workAreaZips.zip, zip),
      ),
    )
    .returning({ zip: workAreaZips.zip });
  return rows.length > 0;
}

/** Of these users, the ones who are active members of the organization. */
export async function activeMemberUserIds(db: Db, organizationId: number, userIds: number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ user_id: memberships.user_id })
    .from(memberships)
    .where(
      and(
        eq(memberships.organization_id, organizationId),
        eq(memberships.status, 'active'),
        inArray(memberships.user_id, userIds),
      ),
    );
  return new Set(rows.map((row) => row.user_id));
}

export async function replaceTechs(db: Db, scope: Scope, userIds: number[]) {
  await db
    .delete(workAreaTechs)
    .where(and(eq(workAreaTechs.organization_id, scope.organization_id), eq(workAreaTechs.work_area_id, scope.id)));
  if (userIds.length)
    await db
      .insert(workAreaTechs)
      .values(userIds.map((user_id) => ({ organization_id: scope.organization_id, work_area_id: scope.id, user_id })));
}

export async function touchWorkArea(db: Db, scope: Scope, now: Date) {
  await db
    .update(workAreas)
    .set({ updated_at: now })
    .where(and(eq(workAreas.organization_id, scope.organization_id), eq(workAreas.id, scope.id)));
}
