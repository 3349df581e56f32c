import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { LeadListQuery, LeadSort } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { clientRegistrations } from '../client-registrations/client-registrations.table.ts';
import { clients } from '../clients/clients.table.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';

export type LeadRecord = typeof clientRegistrations.$inferSelect;
type LeadScope = { organization_id: number; id: number };

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(sql`${clientRegistrations.first_name} || ' ' || ${clientRegistrations.last_name}`, pattern),
    ilike(clientRegistrations.last_name, pattern),
    ilike(clientRegistrations.email, pattern),
    // Phones are stored as digits; "(303) 555" should still find them. Zips are digits too.
    digits.length >= 3 ? ilike(clientRegistrations.phone, containsPattern(digits)) : undefined,
    digits.length >= 3 ? ilike(clientRegistrations.zip, containsPattern(digits)) : undefined,
  );
}

function orderFor(sort: LeadSort): SQL[] {
  const descending = sort.startsWith('-');
  const direction = (column: SQL) => (descending ? desc(column) : asc(column));
  switch (sort.replace('-', '') as 'created_at' | 'name' | 'status') {
    case 'created_at':
      return [direction(sql`${clientRegistrations.created_at}`), direction(sql`${clientRegistrations.id}`)];
    case 'name':
      return [
        direction(sql`lower(${clientRegistrations.last_name})`),
        direction(sql`lower(${clientRegistrations.first_name})`),
        asc(clientRegistrations.id),
      ];
    case 'status':
      // The working order of a lead, not the alphabet: new, contacted, won, lost.
      return [
        direction(
          sql`case ${clientRegistrations.status} when 'new' then 0 when 'contacted' then 1 when 'won' then 2 else 3 end`,
        ),
        desc(clientRegistrations.created_at),
        desc(clientRegistrations.id),
      ];
  }
}

export async function listLeadPage(
  db: Db,
  organizationId: number,
  query: LeadListQuery,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(clientRegistrations.organization_id, organizationId),
    query.status ? eq(clientRegistrations.status, query.status) : undefined,
    query.out_of_area === undefined ? undefined : eq(clientRegistrations.out_of_area, query.out_of_area),
    searchCondition(query.search),
  );
  const rows = await db
    .select()
    .from(clientRegistrations)
    .where(where)
    .orderBy(...orderFor(query.sort))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(clientRegistrations).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findLead(db: Db, scope: LeadScope): Promise<LeadRecord | null> {
  const [row] = await db
    .select()
    .from(clientRegistrations)
    .where(and(eq(clientRegistrations.organization_id, scope.organization_id), eq(clientRegistrations.id, scope.id)));
  return row ?? null;
}

/** Other sign-ups of the same visitor: the same e-mail within the organization. */
export async function otherSubmissions(db: Db, lead: LeadRecord) {
  return db
    .select({
      id: clientRegistrations.id,
      created_at: clientRegistrations.created_at,
      status: clientRegistrations.status,
    })
    .from(clientRegistrations)
    .where(
      and(
        eq(clientRegistrations.organization_id, lead.organization_id),
        eq(sql`lower(${clientRegistrations.email})`, lead.email.toLowerCase()),
        ne(clientRegistrations.id, lead.id),
      ),
    )
    .orderBy(desc(clientRegistrations.created_at), desc(clientRegistrations.id))
    .limit(50);
}

export async function findClientName(db: Db, scope: LeadScope) {
  const [row] = await db
    .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name })
    .from(clients)
    .where(and(eq(clients.organization_id, scope.organization_id), eq(clients.id, scope.id)));
  return row ?? null;
}

export async function clientWithEmailExists(db: Db, organizationId: number, email: string) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organization_id, organizationId), eq(sql`lower(${clients.email})`, email.toLowerCase())))
    .limit(1);
  return Boolean(row);
}

export async function setLeadStatus(
  db: Db,
  scope: LeadScope,
  values: { status: 'new' | 'contacted' | 'lost'; lost_reason: string | null; status_changed_at: Date },
) {
  const [row] = await db
    .update(clientRegistrations)
    .set(values)
    .where(
      and(
        eq(clientRegistrations.organization_id, scope.organization_id),
        eq(clientRegistrations.id, scope.id),
        ne(clientRegistrations.status, 'won'),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Marks the lead won for this client, only if nobody converted it meanwhile: the row lock of the UPDATE makes a
 * second conversion wait and then find it won, so a lead never becomes two clients.
 */
export async function markLeadWon(db: Db, scope: LeadScope, clientId: number, now: Date) {
  const [row] = await db
    .update(clientRegistrations)
    .set({ status: 'won', converted_client_id: clientId, lost_reason: null, status_changed_at: now })
    .where(
      and(
        eq(clientRegistrations.organization_id, scope.organization_id),
        eq(clientRegistrations.id, scope.id),
        ne(clientRegistrations.status, 'won'),
      ),
    )
    .returning();
  return row ?? null;
}
