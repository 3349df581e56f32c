import type { z } from 'zod';
import {
  dayRangeInstants,
  endMileageErrors,
  FIELD_WORK_PERMISSION,
  isFieldTechnician,
  mileageErrors,
  messages,
  pageOffset,
  shiftErrors,
  type addShiftSchema,
  type ShiftAudit,
  type ShiftListQuery,
  type shiftCorrectionSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { notFound, refusal, validationFailed, type FieldErrors } from '../../platform/http/errors.ts';
import {
  listShiftStaffOptions,
  lockShiftWorker,
  breaksOf,
  deleteShiftRow,
  findOverlappingShift,
  findShiftWithStaff,
  insertAudit,
  insertShift,
  listAudits,
  listShifts,
  replaceBreaks,
  updateShift,
  type ShiftFilter,
  type ShiftWithStaff,
} from './shifts.repository.ts';
import { breaksByShift, presentShift, presentShiftRow, shiftSnapshot } from './shifts.present.ts';

type Correction = z.output<typeof shiftCorrectionSchema>;
type AddedShift = z.output<typeof addShiftSchema>;

/** Calendar days of the organization's zone become the instants a shift may have started in. */
export function startedWithin(
  range: { date_from?: string; date_to?: string },
  timeZone: string,
): Pick<ShiftFilter, 'start' | 'end'> {
  return {
    start: range.date_from
      ? dayRangeInstants({ from: range.date_from, to: range.date_from }, timeZone).start
      : undefined,
    end: range.date_to ? dayRangeInstants({ from: range.date_to, to: range.date_to }, timeZone).end : undefined,
  };
}

export async function shiftPage(deps: AppDeps, member: MemberContext, query: ShiftListQuery) {
  const timeZone = member.organization.time_zone;
  const filter = { membership_id: query.membership_id, sort: query.sort, ...startedWithin(query, timeZone) };
  const { rows, total } = await listShifts(deps.db, member.organization.id, filter, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  const breaksOfShift = breaksByShift(
    await breaksOf(
      deps.db,
      member.organization.id,
      rows.map((row) => row.shift.id),
    ),
  );
  const now = deps.clock.now();
  return {
    data: rows.map((row) => presentShiftRow(row, breaksOfShift(row.shift.id), timeZone, now)),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

const presentAudit = (row: Awaited<ReturnType<typeof listAudits>>[number]): ShiftAudit => ({
  id: row.audit.id,
  action: row.audit.action,
  changed_at: row.audit.changed_at.toISOString(),
  changed_by:
    row.audit.changed_by_user_id && row.first_name !== null
      ? { user_id: row.audit.changed_by_user_id, full_name: `${row.first_name} ${row.last_name ?? ''}`.trim() }
      : null,
  before: row.audit.before,
  after: row.audit.after,
  reason: row.audit.reason,
});

async function loadShift(db: Db, member: MemberContext, id: number, options: { lock?: boolean } = {}) {
  const row = await findShiftWithStaff(db, { organization_id: member.organization.id, id }, options);
  if (!row) throw notFound('Shift not found.');
  return row;
}

export async function shiftDetail(deps: AppDeps, member: MemberContext, id: number) {
  const row = await loadShift(deps.db, member, id);
  const [breaks, audits] = await Promise.all([
    breaksOf(deps.db, member.organization.id, [id]),
    listAudits(deps.db, { organization_id: member.organization.id, shift_id: id }),
  ]);
  return {
    shift: {
      ...presentShift(row, breaks, member.organization.time_zone, deps.clock.now()),
      audits: audits.map(presentAudit),
    },
  };
}

const ruleErrors = (body: Correction): FieldErrors => ({
  ...shiftErrors(body),
  ...mileageErrors({
    start_odometer: body.start_odometer ?? null,
    end_odometer: body.end_odometer ?? null,
    miles_driven: body.miles_driven ?? null,
  }),
});

/** Spec §5's shift and break messages, the mileage rules, and no two shifts of one person at once. */
async function correctionErrors(db: Db, row: ShiftWithStaff, body: Correction): Promise<FieldErrors> {
  const errors = ruleErrors(body);
  // A finished shift cannot be reopened: the tech may have started another since.
  if (body.end === null && row.shift.ended_at !== null) (errors.end ??= []).push(messages.required);
  if (
    Object.keys(errors).length === 0 &&
    (await findOverlappingShift(
      db,
      row.shift.organization_id,
      row.shift,
      new Date(body.start),
      body.end ? new Date(body.end) : null,
    ))
  ) {
    errors.start = [messages.shiftsOverlap];
  }
  return errors;
}

export async function correctShift(deps: AppDeps, member: MemberContext, id: number, body: Correction) {
  try {
    await deps.db.transaction(async (tx) => {
      const row = await loadShift(tx, member, id, { lock: true });
      const errors = await correctionErrors(tx, row, body);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const now = deps.clock.now();
      const before = shiftSnapshot(row.shift, await breaksOf(tx, member.organization.id, [id]));
      const updated = await updateShift(tx, member.organization.id, id, {
        started_at: new Date(body.start),
        ended_at: body.end ? new Date(body.end) : null,
        start_odometer: body.start_odometer ?? null,
        end_odometer: body.end_odometer ?? null,
        miles_driven: body.miles_driven ?? null,
        vehicle: body.vehicle || null,
        notes: body.notes || null,
        updated_at: now,
      });
      await replaceBreaks(
        tx,
        updated,
        body.breaks.map((entry) => ({
          started_at: new Date(entry.start),
          ended_at: entry.end ? new Date(entry.end) : null,
        })),
      );
      const after = shiftSnapshot(updated, await breaksOf(tx, member.organization.id, [id]));
      await insertAudit(tx, {
        organization_id: member.organization.id,
        shift_id: id,
        action: 'update',
        changed_by_user_id: member.user.id,
        changed_at: now,
        before,
        after,
      });
    });
  } catch (error) {
    // The one-running-break index: the rules already refuse two open breaks, this is the database agreeing.
    if (isUniqueViolation(error))
      throw refusal(409, 'shift_changed', 'The shift changed while you were editing it. Reload and try again.');
    throw error;
  }
  return shiftDetail(deps, member, id);
}

/**
 * A shift someone forgot to clock, added by the office: the correction's rules, the mileage ending a shift asks for,
 * a person who clocks shifts in this organization and has no other shift then; its history says who added it and why.
 */
export async function addShift(deps: AppDeps, member: MemberContext, body: AddedShift) {
  const organizationId = member.organization.id;
  const id = await deps.db.transaction(async (tx) => {
    const worker = await lockShiftWorker(tx, { organization_id: organizationId, id: body.membership_id });
    const errors: FieldErrors = {
      ...ruleErrors(body),
      ...endMileageErrors({ end_odometer: body.end_odometer ?? null, miles_driven: body.miles_driven ?? null }),
    };
    if (!worker || worker.status === 'invited' || !worker.permissions.includes(FIELD_WORK_PERMISSION))
      errors.membership_id = [messages.notValid];
    if (
      Object.keys(errors).length === 0 &&
      (await findOverlappingShift(
        tx,
        organizationId,
        { id: null, membership_id: body.membership_id },
        new Date(body.start),
        new Date(body.end),
      ))
    ) {
      errors.start = [messages.shiftsOverlap];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const now = deps.clock.now();
    const shift = await insertShift(tx, {
      organization_id: organizationId,
      membership_id: body.membership_id,
      started_at: new Date(body.start),
      ended_at: new Date(body.end),
      start_odometer: body.start_odometer ?? null,
      end_odometer: body.end_odometer ?? null,
      miles_driven: body.miles_driven ?? null,
      vehicle: body.vehicle || null,
      notes: body.notes || null,
      created_at: now,
      updated_at: now,
    });
    await replaceBreaks(
      tx,
      shift,
      body.breaks.map((entry) => ({
        started_at: new Date(entry.start),
        ended_at: entry.end ? new Date(entry.end) : null,
      })),
    );
    const after = shiftSnapshot(shift, await breaksOf(tx, organizationId, [shift.id]));
    await insertAudit(tx, {
      organization_id: organizationId,
      shift_id: shift.id,
      action: 'create',
      changed_by_user_id: member.user.id,
      changed_at: now,
      before: null,
      after,
      reason: body.reason,
    });
    return shift.id;
  });
  return shiftDetail(deps, member, id);
}

/** The trail outlives the shift: its last entry holds the deleted shift. */
export async function deleteShift(deps: AppDeps, member: MemberContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await loadShift(tx, member, id, { lock: true });
    const before = shiftSnapshot(row.shift, await breaksOf(tx, member.organization.id, [id]));
    await insertAudit(tx, {
      organization_id: member.organization.id,
      shift_id: id,
      action: 'delete',
      changed_by_user_id: member.user.id,
      changed_at: deps.clock.now(),
      before,
      after: null,
    });
    await deleteShiftRow(tx, member.organization.id, id);
  });
  return { message: 'The shift was deleted.' };
}

/** The field technicians, former ones too: the office filters their past shifts and adds the ones they forgot. */
export async function shiftStaffOptions(deps: AppDeps, member: MemberContext) {
  const rows = (await listShiftStaffOptions(deps.db, member.organization.id)).filter(isFieldTechnician);
  return {
    staff: rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), status: row.status })),
  };
}
