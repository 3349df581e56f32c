import { and, desc, eq, exists, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, users } from '../identity/users.table.ts';
import { organizations } from '../identity/organizations.table.ts';
import { outboxMessages } from './outbox.table.ts';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export interface OutboxFilter {
  to?: string;
  channel?: 'sms' | 'email';
  limit: number;
}

export async function storeOutboxMessage(db: Db, message: typeof outboxMessages.$inferInsert) {
  await db.insert(outboxMessages).values(message);
}

/** Every message, for the test process itself (it reads the database, never the HTTP outbox). */
export async function latestOutboxMessages(db: Db, filter: OutboxFilter) {
  return selectMessages(db, filter, undefined);
}

/**
 * Anyone may read these: messages of the demo organizations, and unattributed ones (reset links) to someone who
 * signs in only to them. A message to the e-mail or phone of a person who also holds a real organization's
 * membership (active or not; an unanswered invitation does not count, so inviting a demo login somewhere hides
 * nothing) is never shown, whatever it says: it may carry that person's login code or reset link.
 */
export async function latestDemoOutboxMessages(db: Db, filter: OutboxFilter) {
  const demoOrganizationIds = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.is_demo, true));
  const visible = and(
    // A real organization's own mail (its invitations, its clients' notices) stays private even to a demo login.
    or(
      inArray(outboxMessages.organization_id, demoOrganizationIds),
      and(isNull(outboxMessages.organization_id), exists(holdersOfRecipient(db, eq(organizations.is_demo, true)))),
    ),
    sql`not ${exists(holdersOfRecipient(db, eq(organizations.is_demo, false)))}`,
  );
  return selectMessages(db, filter, visible);
}

/**
 * What a member may read of their own organization's outbox: what was sent to themselves, and what the organization
 * sent to anyone who signs in nowhere (clients, invitees who have not joined yet). Another person's login codes and
 * reset links stay theirs.
 */
export async function latestOrganizationOutboxMessages(
  db: Db,
  filter: OutboxFilter,
  reader: { organization_id: number; user_id: number; email: string; phone: string | null },
) {
  const toReader = or(
    sql`lower(${outboxMessages.recipient}) = lower(${reader.email})`,
    reader.phone ? eq(outboxMessages.recipient, reader.phone) : undefined,
  );
  const sentByOrganization = and(
    eq(outboxMessages.organization_id, reader.organization_id),
    sql`not ${exists(holdersOfRecipient(db, undefined, reader.user_id))}`,
  );
  return selectMessages(db, filter, or(toReader, sentByOrganization));
}

/** People whose sign-in e-mail or phone is the message's recipient, with a joined membership in a matching organization. */
function holdersOfRecipient(db: Db, organizationCondition: SQL | undefined, exceptUserId?: number) {
  return db
    .select({ one: sql`1` })
    .from(users)
    .innerJoin(memberships, eq(memberships.user_id, users.id))
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(
      and(
        or(sql`lower(${users.email}) = lower(${outboxMessages.recipient})`, eq(users.phone, outboxMessages.recipient)),
        ne(memberships.status, 'invited'),
        organizationCondition,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
}

function selectMessages(db: Db, filter: OutboxFilter, visible: SQL | undefined) {
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        filter.to ? eq(outboxMessages.recipient, filter.to) : undefined,
        filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
        visible,
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(filter.limit);
}
