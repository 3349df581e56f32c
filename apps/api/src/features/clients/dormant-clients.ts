/**
 * /dormant_clients: clients with no active service for a chosen time, and the win-back action.
 * Today "no active service" means inactive, with the last service (or, never served, the day they left) at least N
 * days ago in the organization's calendar. Issue 7 (subscriptions) will add "active but without an active
 * subscription" here.
 */
import { and, asc, count, desc, lte, sql } from 'drizzle-orm';
import { hasPermission, normalizeSearchTerm, pageOffset, todayIn } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { recordClientActivity, setClientStatus } from './client-writes.ts';
import { clientListCondition } from './clients-list.repository.ts';
import { clients } from './clients.table.ts';
import { clientAnswer, loadClient, scopeOf } from './clients.service.ts';
import type { DormantClientsQuery, DormantSort, WinBackBody } from './clients.schemas.ts';

/** The calendar day the client's service stopped: last visit, else the day it was deactivated, else the day it was added. */
const inactiveSince = (timeZone: string) =>
  sql<string>`coalesce(${clients.last_service_on}, (${clients.deactivated_at} at time zone ${timeZone})::date, (${clients.created_at} at time zone ${timeZone})::date)`;

function orderFor(sort: DormantSort) {
  const descending = sort.startsWith('-');
  const direction = (column: Parameters<typeof asc>[0]) => (descending ? desc(column) : asc(column));
  const nullsLast = (column: Parameters<typeof asc>[0]) =>
    descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  switch (sort.replace('-', '') as 'name' | 'last_service_on' | 'deactivated_at') {
    case 'name':
      return [direction(clients.last_name), direction(clients.first_name), direction(clients.id)];
    case 'last_service_on':
      return [nullsLast(clients.last_service_on), asc(clients.id)];
    case 'deactivated_at':
      return [nullsLast(clients.deactivated_at), asc(clients.id)];
  }
}

/** A search by name only: matching on e-mail or phone would let someone who may not see them test guesses. */
function nameSearch(search: string | undefined) {
  const term = search ? normalizeSearchTerm(search) : null;
  if (!term?.text) return undefined;
  return sql`(${clients.first_name} || ' ' || ${clients.last_name}) ilike ${containsPattern(term.text)}`;
}

export async function listDormantClients(
  db: Db,
  organization: { id: number; time_zone: string },
  query: DormantClientsQuery,
  now: Date,
  withContacts: boolean,
) {
  const cutoff = sql`(${todayIn(organization.time_zone, now)}::date - ${query.inactive_for_days}::int)`;
  const since = inactiveSince(organization.time_zone);
  const where = and(
    clientListCondition(organization.id, { status: 'inactive', search: withContacts ? query.search : undefined }),
    withContacts ? undefined : nameSearch(query.search),
    lte(since, cutoff),
  );
  const rows = await db
    .select({
      id: clients.id,
      first_name: clients.first_name,
      last_name: clients.last_name,
      email: withContacts ? clients.email : sql<string | null>`null`,
      phone: withContacts ? clients.phone : sql<string | null>`null`,
      last_service_on: clients.last_service_on,
      deactivated_at: clients.deactivated_at,
      inactive_reason: clients.inactive_reason,
      inactive_since: sql<string>`to_char(${since}, 'YYYY-MM-DD')`,
    })
    .from(clients)
    .where(where)
    .orderBy(...orderFor(query.sort))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const [totals] = await db.select({ total: count() }).from(clients).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Spec §6 always allows the page: anyone may see who left. Contacting them in the organization's name, or reading
 * how to reach them, is acting on clients, so it takes the clients permission (win-back's route asks for it).
 */
export async function dormantClientsPage(deps: AppDeps, member: MemberContext, query: DormantClientsQuery) {
  const withContacts = hasPermission(member.membership.permissions, 'clients');
  const { rows, total } = await listDormantClients(deps.db, member.organization, query, deps.clock.now(), withContacts);
  const data = rows.map((row) => ({
    ...row,
    deactivated_at: row.deactivated_at ? row.deactivated_at.toISOString() : null,
  }));
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}

export async function winBack(deps: AppDeps, member: MemberContext, id: number, body: WinBackBody) {
  const client = await loadClient(deps.db, member, id);
  const now = deps.clock.now();
  if (body.action === 'reactivate') {
    const after = await deps.db.transaction((tx) =>
      setClientStatus(tx, scopeOf(member), id, 'active', 'Won back', now),
    );
    if (!after) throw notFound('Client not found.');
    return { ...(await clientAnswer(deps.db, after)), sent: null };
  }
  const organization_id = member.organization.id;
  if (body.channel === 'email') {
    if (!client.email) throw validationFailed({ channel: ['This client has no e-mail address.'] });
    await deps.mail.send({
      to: client.email,
      subject: `A message from ${member.organization.name}`,
      text: body.message,
      organization_id,
    });
  } else {
    if (!client.phone) throw validationFailed({ channel: ['This client has no phone number.'] });
    await deps.sms.send({ to: client.phone, body: body.message, organization_id });
  }
  await recordClientActivity(deps.db, scopeOf(member), {
    client_id: id,
    action: 'win_back_message',
    summary: `Win-back message sent by ${body.channel === 'email' ? 'e-mail' : 'SMS'}`,
    changes: [{ field: 'message', from: null, to: body.message }],
    at: now,
  });
  return { ...(await clientAnswer(deps.db, client)), sent: body.channel };
}
