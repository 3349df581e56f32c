import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { StaffSort, StaffStatus } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { roles } from '../../platform/identity/roles.table.ts';
import { membershipActivePeriods } from '../organization-subscription/organization-subscription.table.ts';
import { staffInvitations, staffProfiles } from './staff.table.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';

export type StaffProfileRow = typeof staffProfiles.$inferSelect;

export interface StaffFilter {
  search?: string;
  role_id?: number;
  status?: StaffStatus;
  sort: StaffSort;
}

const staffColumns = { membership: memberships, user: users, role: roles };

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(users.first_name, pattern),
    ilike(users.last_name, pattern),
    ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
    ilike(users.email, pattern),
    // Phones are stored as digits; "(303) 555" should still find them.
    digits.length >= 3 ? ilike(users.phone, containsPattern(digits)) : undefined,
  );
}

const filterCondition = (organizationId: number, filter: Omit<StaffFilter, 'sort'>) =>
  and(
    eq(memberships.organization_id, organizationId),
    filter.role_id ? eq(memberships.role_id, filter.role_id) : undefined,
    filter.status ? eq(memberships.status, filter.status) : undefined,
    searchCondition(filter.search),
  );

function orderFor(sort: StaffSort): SQL[] {
  const descending = sort.startsWith('-');
  const direction = (column: SQL | typeof memberships.created_at) => (descending ? desc(column) : asc(column));
  const byName = [asc(sql`lower(${users.first_name})`), asc(sql`lower(${users.last_name})`)];
  switch (sort.replace('-', '') as 'name' | 'role' | 'status' | 'created_at') {
    case 'name':
      return [
        direction(sql`lower(${users.first_name})`),
        direction(sql`lower(${users.last_name})`),
        asc(memberships.id),
      ];
    case 'role':
      return [
        descending ? sql`lower(${roles.name}) desc nulls last` : sql`lower(${roles.name}) asc nulls last`,
        ...byName,
        asc(memberships.id),
      ];
    case 'status':
      return [direction(sql`${memberships.status}`), ...byName, asc(memberships.id)];
    case 'created_at':
      return [direction(memberships.created_at), direction(sql`${memberships.id}`)];
  }
}

export async function listStaffPage(
  db: Db,
  organizationId: number,
  filter: StaffFilter,
  page: { limit: number; offset: number } | null,
) {
  const where = filterCondition(organizationId, filter);
  const base = db
    .select(staffColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .leftJoin(roles, eq(roles.id, memberships.role_id))
    .where(where)
    .orderBy(...orderFor(filter.sort));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const [totals] = await db
    .select({ total: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

export type StaffRow = Awaited<ReturnType<typeof listStaffPage>>['rows'][number];

export async function findStaff(db: Db, scope: { organization_id: number; id: number }) {
  const [row] = await db
    .select({ ...staffColumns, profile: staffProfiles, invitation: staffInvitations })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .leftJoin(roles, eq(roles.id, memberships.role_id))
    .leftJoin(staffProfiles, eq(staffProfiles.membership_id, memberships.id))
    .leftJoin(
      staffInvitations,
      and(eq(staffInvitations.membership_id, memberships.id), isNull(staffInvitations.accepted_at)),
    )
    .where(and(eq(memberships.organization_id, scope.organization_id), eq(memberships.id, scope.id)));
  return row ?? null;
}

export type StaffDetailRow = NonNullable<Awaited<ReturnType<typeof findStaff>>>;

export async function findMembershipOfUser(db: Db, organizationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.user_id, userId)));
  return row ?? null;
}

/** Memberships the user has elsewhere: their sign-in details then belong to more than this organization. */
export async function countOtherMemberships(db: Db, userId: number, organizationId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), ne(memberships.organization_id, organizationId)));
  return row?.total ?? 0;
}

export async function countActiveOwners(db: Db, organizationId: number, exceptMembershipId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.role_id))
    .where(
      and(
        eq(memberships.organization_id, organizationId),
        eq(memberships.status, 'active'),
        eq(roles.is_owner, true),
        ne(memberships.id, exceptMembershipId),
      ),
    );
  return row?.total ?? 0;
}

export async function updateUserProfile(
  db: Db,
  userId: number,
  values: Partial<
    Pick<typeof users.$inferInsert, 'first_name' | 'last_name' | 'email' | 'phone' | 'avatar_url' | 'updated_at'>
  >,
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function saveStaffProfile(db: Db, values: typeof staffProfiles.$inferInsert) {
  const { membership_id: _id, organization_id: _organization, ...changes } = values;
  await db
    .insert(staffProfiles)
    .values(values)
    .onConflictDoUpdate({ target: staffProfiles.membership_id, set: changes });
}

export async function updateMembershipAccess(
  db: Db,
  organizationId: number,
  membershipId: number,
  values: { role_id: number | null; extra_permissions: string[]; permissions: string[] },
) {
  await db
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.id, membershipId)));
}

export async function setMembershipStatus(db: Db, organizationId: number, membershipId: number, status: StaffStatus) {
  await db
    .update(memberships)
    .set({ status })
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.id, membershipId)));
}

/** Billing charges active days: the member's open period ends now. */
export async function closeActivePeriod(db: Db, organizationId: number, membershipId: number, now: Date) {
  await db
    .update(membershipActivePeriods)
    .set({ active_to: now })
    .where(
      and(
        eq(membershipActivePeriods.organization_id, organizationId),
        eq(membershipActivePeriods.membership_id, membershipId),
        isNull(membershipActivePeriods.active_to),
      ),
    );
}
