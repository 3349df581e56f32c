/**
 * The matching step's list, worked out by the database: each client (residential, then commercial, by name) beside
 * its decision or a suggestion. Suggestions pair the k-th undecided client of an e-mail with the k-th free QuickBooks
 * customer of that e-mail, then the same by normalised name among those left: what proposing each customer to the
 * first client that wants it gives, one customer to one client. Searched, filtered and paged in SQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { CustomerMatchStatus } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { clients } from '../clients/clients.table.ts';
import { commercialCustomers } from '../commercial/commercial.table.ts';
import { type ClientKind, quickbooksCustomerMatches, quickbooksCustomers } from './quickbooks.table.ts';

export interface MatchRow {
  kind: ClientKind;
  id: number;
  name: string;
  email: string | null;
  status: CustomerMatchStatus;
  method: 'email' | 'name' | 'manual' | 'create' | null;
  customer: { quickbooks_id: string; sync_token: string; display_name: string; email: string | null } | null;
}

export interface MatchFilter {
  search?: string;
  status?: CustomerMatchStatus;
  client?: { kind: ClientKind; id: number };
}

/** The same normalisation as `nameKey` (lower case, accents apart, punctuation runs to one space). */
const nameKeyOf = (name: SQL) => sql`trim(regexp_replace(normalize(lower(${name}), NFKD), '[^[:alnum:]]+', ' ', 'g'))`;

function matchRowsSql(organizationId: number) {
  return sql`
    with ours as (
      select 'residential'::text as kind, 0 as kind_order, c.id, trim(c.first_name || ' ' || c.last_name) as name,
        c.email, c.last_name as sort1, c.first_name as sort2
      from ${clients} c where c.organization_id = ${organizationId}
      union all
      select 'commercial'::text, 1, cc.id, cc.company_name, cc.billing_email, cc.company_name, ''
      from ${commercialCustomers} cc where cc.organization_id = ${organizationId}
    ),
    keyed as (
      select o.kind, o.id, o.name, o.email,
        row_number() over (order by o.kind_order, o.sort1, o.sort2, o.id) as position,
        nullif(lower(trim(o.email)), '') as email_key,
        ${nameKeyOf(sql`o.name`)} as name_key
      from ours o
    ),
    decided as (
      select client_kind, local_id, quickbooks_customer_id, method from ${quickbooksCustomerMatches}
      where organization_id = ${organizationId}
    ),
    free as (
      select q.id, q.quickbooks_id, nullif(lower(trim(q.email)), '') as email_key, q.name_key
      from ${quickbooksCustomers} q
      where q.organization_id = ${organizationId} and q.active
        and not exists (select 1 from decided d where d.quickbooks_customer_id = q.quickbooks_id)
    ),
    open_clients as (
      select k.* from keyed k
      where not exists (select 1 from decided d where d.client_kind = k.kind and d.local_id = k.id)
    ),
    by_email as (
      select c.kind, c.id, f.quickbooks_id
      from (select kind, id, email_key, row_number() over (partition by email_key order by position) as r
            from open_clients where email_key is not null) c
      join (select quickbooks_id, email_key, row_number() over (partition by email_key order by id) as r
            from free where email_key is not null) f
        on f.email_key = c.email_key and f.r = c.r
    ),
    by_name as (
      select c.kind, c.id, f.quickbooks_id
      from (select oc.kind, oc.id, oc.name_key, row_number() over (partition by oc.name_key order by oc.position) as r
            from open_clients oc
            where oc.name_key <> '' and not exists (select 1 from by_email e where e.kind = oc.kind and e.id = oc.id)) c
      join (select fr.quickbooks_id, fr.name_key, row_number() over (partition by fr.name_key order by fr.id) as r
            from free fr
            where fr.name_key <> '' and not exists (select 1 from by_email e where e.quickbooks_id = fr.quickbooks_id)) f
        on f.name_key = c.name_key and f.r = c.r
    ),
    match_rows as (
      select k.kind, k.id, k.name, k.email, k.position,
        case
          when d.local_id is not null then (case when d.quickbooks_customer_id is null then 'create' else 'matched' end)
          when e.id is not null or n.id is not null then 'suggested'
          else 'unmatched'
        end as status,
        coalesce(d.method, case when e.id is not null then 'email' when n.id is not null then 'name' end) as method,
        coalesce(d.quickbooks_customer_id, e.quickbooks_id, n.quickbooks_id) as quickbooks_id
      from keyed k
      left join decided d on d.client_kind = k.kind and d.local_id = k.id
      left join by_email e on e.kind = k.kind and e.id = k.id
      left join by_name n on n.kind = k.kind and n.id = k.id
    )`;
}

const whereOf = (filter: MatchFilter, withStatus: boolean) => {
  const parts: SQL[] = [sql`true`];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    parts.push(sql`(r.name ilike ${pattern} or r.email ilike ${pattern})`);
  }
  if (withStatus && filter.status) parts.push(sql`r.status = ${filter.status}`);
  if (filter.client) parts.push(sql`r.kind = ${filter.client.kind} and r.id = ${filter.client.id}`);
  return sql.join(parts, sql` and `);
};

interface RawRow {
  kind: ClientKind;
  id: number;
  name: string;
  email: string | null;
  status: CustomerMatchStatus;
  method: MatchRow['method'];
  quickbooks_id: string | null;
  sync_token: string | null;
  display_name: string | null;
  customer_email: string | null;
}

/** One page of the list (all of it without `page`). */
export async function matchRows(
  db: Db,
  organizationId: number,
  filter: MatchFilter,
  page?: { limit: number; offset: number },
): Promise<MatchRow[]> {
  const result = await db.execute(sql`
    ${matchRowsSql(organizationId)}
    select r.kind, r.id::int as id, r.name, r.email, r.status, r.method, r.quickbooks_id,
      q.sync_token, q.display_name, q.email as customer_email
    from match_rows r
    left join ${quickbooksCustomers} q on q.organization_id = ${organizationId} and q.quickbooks_id = r.quickbooks_id
    where ${whereOf(filter, true)}
    order by r.position
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  return (result as unknown as { rows: RawRow[] }).rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    name: row.name,
    email: row.email,
    status: row.status,
    method: row.method,
    customer:
      row.quickbooks_id && row.display_name !== null
        ? {
            quickbooks_id: row.quickbooks_id,
            sync_token: row.sync_token ?? '0',
            display_name: row.display_name,
            email: row.customer_email,
          }
        : null,
  }));
}

/** How many clients are in each state, the search applied (not the status filter). */
export async function matchCounts(db: Db, organizationId: number, filter: MatchFilter) {
  const result = await db.execute(sql`
    ${matchRowsSql(organizationId)}
    select r.status, count(*)::int as total from match_rows r where ${whereOf(filter, false)} group by r.status`);
  const counts = { unmatched: 0, suggested: 0, matched: 0, create: 0 };
  for (const row of (result as unknown as { rows: { status: CustomerMatchStatus; total: number }[] }).rows)
    counts[row.status] = Number(row.total);
  return counts;
}
