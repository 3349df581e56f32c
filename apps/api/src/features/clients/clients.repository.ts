/** One client and what its page shows: locations with their work areas, household, notes, history. Every query takes the tenant. */
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/identity/users.table.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';
import { clientActivities, clientLocations, clientNotes, clients } from './clients.table.ts';

export type ClientRow = typeof clients.$inferSelect;
export type ClientLocationRow = typeof clientLocations.$inferSelect;
export interface WorkAreaRef {
  id: number;
  name: string;
}

export async function findClient(db: Db, scope: { organization_id: number; id: number }): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.organization_id, scope.organization_id), eq(clients.id, scope.id)));
  return row ?? null;
}

/** Another client of the organization using this e-mail (case-insensitive). */
export async function emailTakenByOtherClient(db: Db, organizationId: number, email: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.organization_id, organizationId),
        eq(sql`lower(${clients.email})`, email.toLowerCase()),
        exceptId ? ne(clients.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function locationsOfClient(db: Db, organizationId: number, clientId: number) {
  return db
    .select()
    .from(clientLocations)
    .where(and(eq(clientLocations.organization_id, organizationId), eq(clientLocations.client_id, clientId)))
    .orderBy(asc(clientLocations.id));
}

export async function findClientLocation(
  db: Db,
  scope: { organization_id: number; id: number },
): Promise<ClientLocationRow | null> {
  const [row] = await db
    .select()
    .from(clientLocations)
    .where(and(eq(clientLocations.organization_id, scope.organization_id), eq(clientLocations.id, scope.id)));
  return row ?? null;
}

export async function countLocations(db: Db, organizationId: number, clientId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(clientLocations)
    .where(and(eq(clientLocations.organization_id, organizationId), eq(clientLocations.client_id, clientId)));
  return row?.total ?? 0;
}

/** For each zip, the organization's work areas that serve it (one query). */
export async function workAreasByZip(
  db: Db,
  organizationId: number,
  zips: string[],
): Promise<Map<string, WorkAreaRef[]>> {
  const byZip = new Map<string, WorkAreaRef[]>();
  if (zips.length === 0) return byZip;
  const rows = await db
    .select({ zip: workAreaZips.zip, id: workAreas.id, name: workAreas.name })
    .from(workAreaZips)
    .innerJoin(workAreas, eq(workAreas.id, workAreaZips.work_area_id))
    .where(and(eq(workAreaZips.organization_id, organizationId), inArray(workAreaZips.zip, [...new Set(zips)])))
    .orderBy(asc(workAreas.name), asc(workAreas.id));
  for (const row of rows) {
    const list = byZip.get(row.zip) ?? [];
    list.push({ id: row.id, name: row.name });
    byZip.set(row.zip, list);
  }
  return byZip;
}

const memberColumns = {
  id: clients.id,
  first_name: clients.first_name,
  last_name: clients.last_name,
  email: clients.email,
  phone: clients.phone,
  billing_client_id: clients.billing_client_id,
};

/** The payer (when linked) and the other records of the client's household. */
export async function householdOf(db: Db, client: ClientRow) {
  const payerId = client.billing_client_id ?? client.id;
  const members = await db
    .select(memberColumns)
    .from(clients)
    .where(
      and(
        eq(clients.organization_id, client.organization_id),
        or(eq(clients.id, payerId), eq(clients.billing_client_id, payerId)),
        ne(clients.id, client.id),
      ),
    )
    .orderBy(asc(clients.last_name), asc(clients.first_name), asc(clients.id));
  const payer = client.billing_client_id
    ? (members.find((member) => member.id === client.billing_client_id) ?? null)
    : null;
  return { payer, members };
}

export async function updateClient(
  db: Db,
  organizationId: number,
  id: number,
  values: Partial<typeof clients.$inferInsert>,
) {
  const [row] = await db
    .update(clients)
    .set(values)
    .where(and(eq(clients.organization_id, organizationId), eq(clients.id, id)))
    .returning();
  if (!row) throw new Error('client not updated');
  return row;
}

export async function insertLocation(db: Db, values: typeof clientLocations.$inferInsert) {
  const [row] = await db.insert(clientLocations).values(values).returning();
  return row!;
}

export async function deleteLocation(db: Db, organizationId: number, id: number) {
  await db
    .delete(clientLocations)
    .where(and(eq(clientLocations.organization_id, organizationId), eq(clientLocations.id, id)));
}

export async function insertNote(db: Db, values: typeof clientNotes.$inferInsert) {
  const [row] = await db.insert(clientNotes).values(values).returning();
  return row!;
}

const authorName = sql<
  string | null
>`case when ${users.id} is null then null else ${users.first_name} || ' ' || ${users.last_name} end`;

export async function notesPage(
  db: Db,
  organizationId: number,
  clientId: number,
  page: { limit: number; offset: number },
) {
  const where = and(eq(clientNotes.organization_id, organizationId), eq(clientNotes.client_id, clientId));
  const rows = await db
    .select({
      id: clientNotes.id,
      body: clientNotes.body,
      created_at: clientNotes.created_at,
      author_id: clientNotes.author_user_id,
      author_name: authorName,
    })
    .from(clientNotes)
    .leftJoin(users, eq(users.id, clientNotes.author_user_id))
    .where(where)
    .orderBy(desc(clientNotes.created_at), desc(clientNotes.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(clientNotes).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findNote(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select({
      id: clientNotes.id,
      body: clientNotes.body,
      created_at: clientNotes.created_at,
      author_id: clientNotes.author_user_id,
      author_name: authorName,
    })
    .from(clientNotes)
    .leftJoin(users, eq(users.id, clientNotes.author_user_id))
    .where(and(eq(clientNotes.organization_id, organizationId), eq(clientNotes.id, id)));
  return row ?? null;
}

export type NoteRow = NonNullable<Awaited<ReturnType<typeof findNote>>>;

export async function activityPage(
  db: Db,
  organizationId: number,
  clientId: number,
  page: { limit: number; offset: number },
) {
  const where = and(eq(clientActivities.organization_id, organizationId), eq(clientActivities.client_id, clientId));
  const rows = await db
    .select({
      id: clientActivities.id,
      action: clientActivities.action,
      summary: clientActivities.summary,
      changes: clientActivities.changes,
      created_at: clientActivities.created_at,
      actor_user_id: clientActivities.actor_user_id,
      actor_name: authorName,
    })
    .from(clientActivities)
    .leftJoin(users, eq(users.id, clientActivities.actor_user_id))
    .where(where)
    .orderBy(desc(clientActivities.created_at), desc(clientActivities.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(clientActivities).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export type ActivityRow = Awaited<ReturnType<typeof activityPage>>['rows'][number];
