import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberships, users } from '../../platform/identity/users.table.ts';
import { shiftAudits, shiftBreaks, shifts } from './shifts.table.ts';

export type ShiftRow = typeof shifts.$inferSelect;
export type BreakRow = typeof shiftBreaks.$inferSelect;

/** A shift with the name of whoever worked it. */
const withStaff = {
  shift: shifts,
  first_name: users.first_name,
  last_name: users.last_name,
  status: memberships.status,
};

export async function findRunningShift(
  db: Db,
  organizationId: number,
  membershipId: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(shifts)
    .where(
      and(eq(shifts.organization_id, organizationId), eq(shifts.membership_id, membershipId), isNull(shifts.ended_at)),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertShift(db: Db, values: typeof shifts.$inferInsert) {
  const [row] = await db.insert(shifts).values(values).returning();
  if (!row) throw new Error('shift not stored');
  return row;
}

export async function updateShift(
  db: Db,
  organizationId: number,
  id: number,
  values: Partial<typeof shifts.$inferInsert>,
) {
  const [row] = await db
    .update(shifts)
    .set(values)
    .where(and(eq(shifts.organization_id, organizationId), eq(shifts.id, id)))
    .returning();
  if (!row) throw new Error('shift not updated');
  return row;
}

export async function deleteShiftRow(db: Db, organizationId: number, id: number) {
  await db.delete(shifts).where(and(eq(shifts.organization_id, organizationId), eq(shifts.id, id)));
}

export async function breaksOf(db: Db, organizationId: number, shiftIds: number[]) {
  if (shiftIds.length === 0) return [];
  return db
    .select()
    .from(shiftBreaks)
    .where(and(eq(shiftBreaks.organization_id, organizationId), inArray(shiftBreaks.shift_id, shiftIds)))
    .orderBy(asc(shiftBreaks.started_at), asc(shiftBreaks.id));
}

export async function insertBreak(db: Db, values: typeof shiftBreaks.$inferInsert) {
  await db.insert(shiftBreaks).values(values);
}

/** Ends the shift's running break, if any; returns whether there was one. */
export async function endRunningBreak(db: Db, organizationId: number, shiftId: number, now: Date) {
  const rows = await db
    .update(shiftBreaks)
    .set({ ended_at: now })
    .where(
      and(
        eq(shiftBreaks.organization_id, organizationId),
        eq(shiftBreaks.shift_id, shiftId),
        isNull(shiftBreaks.ended_at),
      ),
    )
    .returning({ id: shiftBreaks.id });
  return rows.length > 0;
}

/** The shift row carries its organization, so the old breaks are removed within it. */
export async function replaceBreaks(db: Db, shift: ShiftRow, breaks: { started_at: Date; ended_at: Date | null }[]) {
  await db
    .delete(shiftBreaks)
    .where(and(eq(shiftBreaks.organization_id, shift.organization_id), eq(shiftBreaks.shift_id, shift.id)));
  if (breaks.length > 0)
    await db
      .insert(shiftBreaks)
      .values(breaks.map((entry) => ({ ...entry, shift_id: shift.id, organization_id: shift.organization_id })));
}

export async function findShiftWithStaff(
  db: Db,
  scope: { organization_id: number; id: number },
  options: { lock?: boolean } = {},
) {
  const query = db
    .select(withStaff)
    .from(shifts)
    .innerJoin(memberships, eq(memberships.id, shifts.membership_id))
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(shifts.organization_id, scope.organization_id), eq(shifts.id, scope.id)));
  const [row] = options.lock ? await query.for('update', { of: shifts }) : await query;
  return row ?? null;
}

export type ShiftWithStaff = NonNullable<Awaited<ReturnType<typeof findShiftWithStaff>>>;

export interface ShiftFilter {
  membership_id?: number;
  /** Shifts that started within [start, end). */
  start?: Date;
  end?: Date;
}

const filterCondition = (organizationId: number, filter: ShiftFilter) =>
  and(
    eq(shifts.organization_id, organizationId),
    filter.membership_id ? eq(shifts.membership_id, filter.membership_id) : undefined,
    filter.start ? gte(shifts.started_at, filter.start) : undefined,
    filter.end ? lt(shifts.started_at, filter.end) : undefined,
  );

const orderFor = (sort: string): SQL[] => {
  const byName = [asc(sql`lower(${users.first_name})`), asc(sql`lower(${users.last_name})`)];
  if (sort === 'name') return [...byName, desc(shifts.started_at), desc(shifts.id)];
  if (sort === '-name')
    return [
      desc(sql`lower(${users.first_name})`),
      desc(sql`lower(${users.last_name})`),
      desc(shifts.started_at),
      desc(shifts.id),
    ];
  if (sort === 'started_at') return [asc(shifts.started_at), asc(shifts.id)];
  return [desc(shifts.started_at), desc(shifts.id)];
};

export async function listShifts(
  db: Db,
  organizationId: number,
  filter: ShiftFilter & { sort: string },
  page: { limit: number; offset: number } | null,
) {
  const where = filterCondition(organizationId, filter);
  const base = db
    .select(withStaff)
    .from(shifts)
    .innerJoin(memberships, eq(memberships.id, shifts.membership_id))
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(where)
    .orderBy(...orderFor(filter.sort));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const total = page ? ((await db.select({ total: count() }).from(shifts).where(where))[0]?.total ?? 0) : rows.length;
  return { rows, total };
}

/** Another shift of the same member sharing any moment with [start, end); a running one runs to infinity. */
export async function findOverlappingShift(
  db: Db,
  organizationId: number,
  shift: { id: number | null; membership_id: number },
  start: Date,
  end: Date | null,
) {
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.organization_id, organizationId),
        eq(shifts.membership_id, shift.membership_id),
        shift.id === null ? undefined : ne(shifts.id, shift.id),
        end ? lt(shifts.started_at, end) : undefined,
        or(isNull(shifts.ended_at), gt(shifts.ended_at, start)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertAudit(db: Db, values: typeof shiftAudits.$inferInsert) {
  await db.insert(shiftAudits).values(values);
}

export async function listAudits(db: Db, scope: { organization_id: number; shift_id: number }) {
  return db
    .select({ audit: shiftAudits, first_name: users.first_name, last_name: users.last_name })
    .from(shiftAudits)
    .leftJoin(users, eq(users.id, shiftAudits.changed_by_user_id))
    .where(and(eq(shiftAudits.organization_id, scope.organization_id), eq(shiftAudits.shift_id, scope.shift_id)))
    .orderBy(desc(shiftAudits.changed_at), desc(shiftAudits.id));
}

/**
 * The member a shift is added for, locked so two shifts added for them at once cannot both pass the overlap check.
 * Null when they are not the organization's.
 */
export async function lockShiftWorker(db: Db, scope: { organization_id: number; id: number }) {
  const [row] = await db
    .select({ id: memberships.id, status: memberships.status, permissions: memberships.permissions })
    .from(memberships)
    .where(and(eq(memberships.organization_id, scope.organization_id), eq(memberships.id, scope.id)))
    .for('update');
  return row ?? null;
}

/** The organization's members who have joined (active or not) with what they may do, for the office's staff pickers. */
export async function listShiftStaffOptions(db: Db, organizationId: number) {
  return db
    .select({
      id: memberships.id,
      first_name: users.first_name,
      last_name: users.last_name,
      status: memberships.status,
      permissions: memberships.permissions,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.organization_id, organizationId), inArray(memberships.status, ['active', 'inactive'])))
    .orderBy(asc(users.first_name), asc(users.last_name));
}
