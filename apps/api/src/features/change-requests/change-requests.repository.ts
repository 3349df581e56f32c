import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ChangeRequestListQuery } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { clientLocations, clients } from '../clients/clients.table.ts';
import { users } from '../../platform/identity/users.table.ts';
import { changeRequests } from './change-requests.table.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';

export type ChangeRequestRecord = typeof changeRequests.$inferSelect;
type Tenant = { organization_id: number };

const listedColumns = {
  request: changeRequests,
  client: { id: clients.id, first_name: clients.first_name, last_name: clients.last_name, status: clients.status },
  location: {
    id: clientLocations.id,
    address_line1: clientLocations.address_line1,
    zip: clientLocations.zip,
    dog_count: clientLocations.dog_count,
  },
  decider: { first_name: users.first_name, last_name: users.last_name },
};

/** A request with its client, its location as it stands now and who decided it. */
const listedRequests = (db: Db) =>
  db
    .select(listedColumns)
    .from(changeRequests)
    .innerJoin(
      clients,
      and(eq(clients.id, changeRequests.client_id), eq(clients.organization_id, changeRequests.organization_id)),
    )
    .leftJoin(
      clientLocations,
      and(
        eq(clientLocations.id, changeRequests.client_location_id),
        eq(clientLocations.organization_id, changeRequests.organization_id),
      ),
    )
    .leftJoin(users, eq(users.id, changeRequests.decided_by_user_id));

export type ListedChangeRequest = Awaited<ReturnType<ReturnType<typeof listedRequests>['execute']>>[number];

function listCondition(organizationId: number, query: Pick<ChangeRequestListQuery, 'status' | 'kind' | 'search'>) {
  const term = query.search?.trim().toLowerCase();
  const pattern = term ? containsPattern(term) : null;
  return and(
    eq(changeRequests.organization_id, organizationId),
    query.status === 'all' ? undefined : eq(changeRequests.status, query.status),
    query.kind ? eq(changeRequests.kind, query.kind) : undefined,
    // search_text holds the client's lower-case names, e-mails, phones and addresses (kept by triggers).
    pattern
      ? or(
          ilike(clients.search_text, pattern),
          ilike(sql`${clients.first_name} || ' ' || ${clients.last_name}`, pattern),
        )
      : undefined,
  );
}

export async function listChangeRequests(
  db: Db,
  organizationId: number,
  query: ChangeRequestListQuery,
  page: { limit: number; offset: number },
) {
  const where = listCondition(organizationId, query);
  const [rows, [total]] = await Promise.all([
    listedRequests(db)
      .where(where)
      .orderBy(desc(changeRequests.created_at), desc(changeRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(changeRequests)
      .innerJoin(
        clients,
        and(eq(clients.id, changeRequests.client_id), eq(clients.organization_id, changeRequests.organization_id)),
      )
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findListedChangeRequest(db: Db, scope: Tenant & { id: number }) {
  const [row] = await listedRequests(db).where(
    and(eq(changeRequests.organization_id, scope.organization_id), eq(changeRequests.id, scope.id)),
  );
  return row ?? null;
}

export async function findChangeRequest(db: Db, scope: Tenant & { id: number }) {
  const [row] = await db
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.organization_id, scope.organization_id), eq(changeRequests.id, scope.id)));
  return row ?? null;
}

export async function insertChangeRequest(db: Db, values: typeof changeRequests.$inferInsert) {
  const [row] = await db.insert(changeRequests).values(values).returning();
  if (!row) throw new Error('change request not stored');
  return row;
}

/**
 * Records the decision only while the request is still pending: of two people deciding at once, one wins and the
 * other gets null (and a refusal), with no row lock held across the geocoder call.
 */
export async function decidePendingRequest(
  db: Db,
  scope: Tenant & { id: number },
  decision: { status: 'approved' | 'denied'; deny_reason: string | null; decided_by_user_id: number; decided_at: Date },
) {
  const [row] = await db
    .update(changeRequests)
    .set(decision)
    .where(
      and(
        eq(changeRequests.organization_id, scope.organization_id),
        eq(changeRequests.id, scope.id),
        eq(changeRequests.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findClientOf(db: Db, scope: Tenant & { id: number }) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.organization_id, scope.organization_id), eq(clients.id, scope.id)));
  return row ?? null;
}
