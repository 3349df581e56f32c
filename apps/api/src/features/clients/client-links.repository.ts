/** Households: client records one payer pays for (clients.billing_client_id), and records that look like one household. */
import { and, asc, count, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { clientListCondition } from './clients-list.repository.ts';
import { clientLocations, clients } from './clients.table.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';

export type CandidateReason = 'email' | 'phone' | 'address';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Groups of clients sharing an e-mail, a phone or a service address (first line + zip, case and spacing ignored)
 * that are not already one household. One statement: keys per client, grouped, paged.
 */
export async function linkCandidateGroups(db: Db, organizationId: number, page: { limit: number; offset: number }) {
  const household = sql`coalesce(c.billing_client_id, c.id)`;
  const result = await db.execute(sql`
    with keys as (
      select 'email' as reason, lower(c.email) as value, c.id, ${household} as household
        from ${clients} c where c.organization_id = ${organizationId} and c.email is not null and c.email <> ''
      union all
      select 'email', lower(c.alternate_email), c.id, ${household}
        from ${clients} c where c.organization_id = ${organizationId} and c.alternate_email is not null and c.alternate_email <> ''
      union all
      select 'phone', c.phone, c.id, ${household}
        from ${clients} c where c.organization_id = ${organizationId} and c.phone is not null and c.phone <> ''
      union all
      select 'address', lower(regexp_replace(trim(l.address_line1), '\\s+', ' ', 'g')) || ', ' || l.zip, c.id, ${household}
        from ${clientLocations} l join ${clients} c on c.id = l.client_id and c.organization_id = l.organization_id
        where l.organization_id = ${organizationId}
    ), groups as (
      select reason, value, array_to_json(array_agg(distinct id order by id)) as ids
        from keys group by reason, value having count(distinct household) > 1
    )
    select reason, value, ids, (count(*) over ())::int as total from groups
    order by case reason when 'email' then 0 when 'phone' then 1 else 2 end, value
    limit ${page.limit} offset ${page.offset}`);
  const rows = rowsOf<{ reason: CandidateReason; value: string; ids: number[] | string; total: number }>(result);
  const groups = rows.map((row) => ({
    reason: row.reason,
    value: row.value,
    ids: (typeof row.ids === 'string' ? JSON.parse(row.ids) : row.ids) as number[],
  }));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0)
    total = (await linkCandidateGroups(db, organizationId, { limit: 1, offset: 0 })).total;
  return { groups, total: Number(total) };
}

export const householdMemberColumns = {
  id: clients.id,
  first_name: clients.first_name,
  last_name: clients.last_name,
  email: clients.email,
  phone: clients.phone,
  status: clients.status,
  billing_client_id: clients.billing_client_id,
};

export async function clientsByIds(db: Db, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(householdMemberColumns)
    .from(clients)
    .where(and(eq(clients.organization_id, organizationId), inArray(clients.id, ids)))
    .orderBy(asc(clients.last_name), asc(clients.first_name), asc(clients.id));
}

const members = alias(clients, 'members');

/** Payers (clients others are linked to), by name; a search matches the payer or any member. */
export async function householdsPage(
  db: Db,
  organizationId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const hasMembers = (extra?: ReturnType<typeof sql>) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(members)
        .where(and(eq(members.organization_id, organizationId), eq(members.billing_client_id, clients.id), extra)),
    );
  const memberSearch = search
    ? sql`${members.search_text} ilike ${containsPattern(search.trim().toLowerCase())}`
    : undefined;
  const where = and(
    eq(clients.organization_id, organizationId),
    hasMembers(),
    search ? or(clientListCondition(organizationId, { search }), hasMembers(memberSearch)) : undefined,
  );
  const payers = await db
    .select(householdMemberColumns)
    .from(clients)
    .where(where)
    .orderBy(asc(clients.last_name), asc(clients.first_name), asc(clients.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(clients).where(where);
  const linked = payers.length
    ? await db
        .select(householdMemberColumns)
        .from(clients)
        .where(
          and(
            eq(clients.organization_id, organizationId),
            inArray(
              clients.billing_client_id,
              payers.map((payer) => payer.id),
            ),
          ),
        )
        .orderBy(asc(clients.last_name), asc(clients.first_name), asc(clients.id))
    : [];
  return { payers, linked, total: totals?.total ?? 0 };
}

export async function countMembersOf(db: Db, organizationId: number, payerId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(clients)
    .where(and(eq(clients.organization_id, organizationId), eq(clients.billing_client_id, payerId)));
  return row?.total ?? 0;
}
