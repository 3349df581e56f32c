import { and, asc, count, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { normalizeGiftCertificateCode } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/identity/users.table.ts';
import { clients } from '../clients/clients.table.ts';
import { giftCertificateEntries, giftCertificates } from './gift-certificates.table.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';

export type GiftCertificateRow = typeof giftCertificates.$inferSelect;
type Scope = { organization_id: number; id: number };

export interface GiftCertificateFilter {
  search?: string;
  status?: 'active' | 'redeemed' | 'expired' | 'void';
  sort: string;
  today: string;
}

function statusCondition(status: GiftCertificateFilter['status'], today: string): SQL | undefined {
  const notVoid = isNull(giftCertificates.voided_at);
  const notExpired = or(isNull(giftCertificates.expires_on), gte(giftCertificates.expires_on, today));
  switch (status) {
    case 'void':
      return isNotNull(giftCertificates.voided_at);
    case 'redeemed':
      return and(notVoid, eq(giftCertificates.balance_cents, 0));
    case 'expired':
      return and(notVoid, gt(giftCertificates.balance_cents, 0), lt(giftCertificates.expires_on, today));
    case 'active':
      return and(notVoid, gt(giftCertificates.balance_cents, 0), notExpired);
    default:
      return undefined;
  }
}

const orderFor = (sort: string) => {
  const direction = sort.startsWith('-') ? desc : asc;
  const column =
    { created_at: giftCertificates.created_at, code: giftCertificates.code, balance: giftCertificates.balance_cents }[
      sort.replace('-', '') as 'code'
    ] ?? giftCertificates.created_at;
  return [direction(column), direction(giftCertificates.id)];
};

export async function listGiftCertificates(
  db: Db,
  organizationId: number,
  filter: GiftCertificateFilter,
  page: { limit: number; offset: number },
) {
  // Codes are read aloud and printed in groups: 'k7qm-2xpa' finds K7QM2XPA….
  const code = filter.search ? normalizeGiftCertificateCode(filter.search) : undefined;
  const where = and(
    eq(giftCertificates.organization_id, organizationId),
    statusCondition(filter.status, filter.today),
    filter.search && code
      ? or(
          ilike(giftCertificates.code, containsPattern(code)),
          ilike(giftCertificates.purchaser_name, containsPattern(filter.search)),
          ilike(giftCertificates.recipient_name, containsPattern(filter.search)),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(giftCertificates)
    .where(where)
    .orderBy(...orderFor(filter.sort))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(giftCertificates).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findGiftCertificate(db: Db, scope: Scope) {
  const [row] = await db
    .select()
    .from(giftCertificates)
    .where(and(eq(giftCertificates.organization_id, scope.organization_id), eq(giftCertificates.id, scope.id)));
  return row ?? null;
}

export async function codeExists(db: Db, organizationId: number, code: string) {
  const [row] = await db
    .select({ id: giftCertificates.id })
    .from(giftCertificates)
    .where(and(eq(giftCertificates.organization_id, organizationId), eq(giftCertificates.code, code)));
  return !!row;
}

export async function insertGiftCertificate(db: Db, values: typeof giftCertificates.$inferInsert) {
  const [row] = await db.insert(giftCertificates).values(values).returning();
  if (!row) throw new Error('gift certificate not stored');
  return row;
}

/**
 * Takes `amount` off the balance only if the balance covers it, in one statement: two redemptions at the same moment
 * are serialized by the row lock, and the second sees the reduced balance. Null when nothing was taken.
 */
export async function takeFromBalance(db: Db, scope: Scope, amountCents: number, today: string) {
  const [row] = await db
    .update(giftCertificates)
    .set({ balance_cents: sql`${giftCertificates.balance_cents} - ${amountCents}` })
    .where(
      and(
        eq(giftCertificates.organization_id, scope.organization_id),
        eq(giftCertificates.id, scope.id),
        gte(giftCertificates.balance_cents, amountCents),
        isNull(giftCertificates.voided_at),
        or(isNull(giftCertificates.expires_on), gte(giftCertificates.expires_on, today)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function voidCertificate(db: Db, scope: Scope, now: Date) {
  const [row] = await db
    .update(giftCertificates)
    .set({ voided_at: now, balance_cents: 0 })
    .where(
      and(
        eq(giftCertificates.organization_id, scope.organization_id),
        eq(giftCertificates.id, scope.id),
        isNull(giftCertificates.voided_at),
      ),
    )
    .returning();
  return row ?? null;
}

type EditableDetails = Pick<
  typeof giftCertificates.$inferInsert,
  'purchaser_name' | 'purchaser_email' | 'recipient_name' | 'recipient_email' | 'message' | 'expires_on'
>;

/** Changes the people, message and expiry of a certificate that is not voided; null when it was voided meanwhile. */
export async function updateDetails(db: Db, scope: Scope, values: EditableDetails) {
  const [row] = await db
    .update(giftCertificates)
    .set(values)
    .where(
      and(
        eq(giftCertificates.organization_id, scope.organization_id),
        eq(giftCertificates.id, scope.id),
        isNull(giftCertificates.voided_at),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertEntry(db: Db, values: typeof giftCertificateEntries.$inferInsert) {
  await db.insert(giftCertificateEntries).values(values);
}

export async function findEntryByIdempotencyKey(db: Db, scope: Scope, key: string) {
  const [row] = await db
    .select({ id: giftCertificateEntries.id })
    .from(giftCertificateEntries)
    .where(
      and(
        eq(giftCertificateEntries.organization_id, scope.organization_id),
        eq(giftCertificateEntries.gift_certificate_id, scope.id),
        eq(giftCertificateEntries.idempotency_key, key),
      ),
    );
  return row ?? null;
}

export async function listEntries(db: Db, scope: Scope) {
  return db
    .select({
      entry: giftCertificateEntries,
      client: { id: clients.id, first_name: clients.first_name, last_name: clients.last_name },
      author: { first_name: users.first_name, last_name: users.last_name },
    })
    .from(giftCertificateEntries)
    .leftJoin(clients, eq(clients.id, giftCertificateEntries.client_id))
    .leftJoin(users, eq(users.id, giftCertificateEntries.created_by_user_id))
    .where(
      and(
        eq(giftCertificateEntries.organization_id, scope.organization_id),
        eq(giftCertificateEntries.gift_certificate_id, scope.id),
      ),
    )
    .orderBy(asc(giftCertificateEntries.created_at), asc(giftCertificateEntries.id));
}

export async function clientBelongs(db: Db, organizationId: number, clientId: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organization_id, organizationId), eq(clients.id, clientId)));
  return !!row;
}
