import type { z } from 'zod';
import { mileageErrors, type endShiftSchema, type startShiftSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  breaksOf,
  endRunningBreak,
  findRunningShift,
  insertBreak,
  insertShift,
  updateShift,
  type ShiftRow,
} from './shifts.repository.ts';
import { presentShift } from './shifts.present.ts';

/**
 * The field tech's own shift, from a phone. Every call acts on the caller's membership only: there is no shift id
 * to pass, so nobody can start, pause or end someone else's shift through these.
 */

const alreadyRunning = () =>
  refusal(409, 'shift_already_running', 'You already have a running shift. End it before starting another.');
const noRunningShift = () => refusal(409, 'no_running_shift', 'You have no running shift.');

async function view(deps: AppDeps, db: Db, member: MemberContext, shift: ShiftRow) {
  return {
    shift: presentShift(
      { shift, first_name: member.user.first_name, last_name: member.user.last_name },
      await breaksOf(db, shift.organization_id, [shift.id]),
      member.organization.time_zone,
      deps.clock.now(),
    ),
  };
}

export async function currentShift(deps: AppDeps, member: MemberContext) {
  const shift = await findRunningShift(deps.db, member.organization.id, member.membership.id);
  return shift ? view(deps, deps.db, member, shift) : { shift: null };
}

export async function startShift(deps: AppDeps, member: MemberContext, body: z.output<typeof startShiftSchema>) {
  if (await findRunningShift(deps.db, member.organization.id, member.membership.id)) throw alreadyRunning();
  try {
    const now = deps.clock.now();
    const shift = await insertShift(deps.db, {
      organization_id: member.organization.id,
      membership_id: member.membership.id,
      started_at: now,
      start_odometer: body.start_odometer ?? null,
      vehicle: body.vehicle || null,
      created_at: now,
      updated_at: now,
    });
    return view(deps, deps.db, member, shift);
  } catch (error) {
    // Two taps on Start at once: the one-running-shift index lets only the first in.
    if (isUniqueViolation(error)) throw alreadyRunning();
    throw error;
  }
}

/** Runs `work` on the caller's running shift, locked so a break and the end cannot interleave. */
async function withRunningShift<T>(
  deps: AppDeps,
  member: MemberContext,
  work: (tx: Db, shift: ShiftRow, now: Date) => Promise<T>,
) {
  return deps.db.transaction(async (tx) => {
    const shift = await findRunningShift(tx, member.organization.id, member.membership.id, { lock: true });
    if (!shift) throw noRunningShift();
    return work(tx, shift, deps.clock.now());
  });
}

export async function startBreak(deps: AppDeps, member: MemberContext) {
  return withRunningShift(deps, member, async (tx, shift, now) => {
    if ((await breaksOf(tx, shift.organization_id, [shift.id])).some((entry) => entry.ended_at === null))
      throw refusal(409, 'break_already_running', 'You are already on a break.');
    await insertBreak(tx, { organization_id: shift.organization_id, shift_id: shift.id, started_at: now });
    return view(deps, tx, member, shift);
  });
}

export async function endBreak(deps: AppDeps, member: MemberContext) {
  return withRunningShift(deps, member, async (tx, shift, now) => {
    if (!(await endRunningBreak(tx, shift.organization_id, shift.id, now)))
      throw refusal(409, 'no_running_break', 'You are not on a break.');
    return view(deps, tx, member, shift);
  });
}

export async function endShift(deps: AppDeps, member: MemberContext, body: z.output<typeof endShiftSchema>) {
  return withRunningShift(deps, member, async (tx, shift, now) => {
    const mileage = {
      start_odometer: shift.start_odometer,
      end_odometer: body.end_odometer ?? null,
      miles_driven: body.miles_driven ?? null,
    };
    const errors = mileageErrors(mileage);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    // Ending the shift ends a break still running: the tech is off the clock either way.
    await endRunningBreak(tx, shift.organization_id, shift.id, now);
    const ended = await updateShift(tx, shift.organization_id, shift.id, {
      ended_at: now,
      end_odometer: mileage.end_odometer,
      miles_driven: mileage.miles_driven,
      updated_at: now,
    });
    return view(deps, tx, member, ended);
  });
}

/**
 * A tech who sets off for a job without clocking in gets a shift started then (issue 14), with no vehicle or
 * odometer: the Start/End Shift page can still end it with the miles. A shift already running is left as it is.
 */
export async function startShiftIfNoneRunning(deps: AppDeps, member: MemberContext) {
  if (await findRunningShift(deps.db, member.organization.id, member.membership.id)) return false;
  try {
    const now = deps.clock.now();
    await insertShift(deps.db, {
      organization_id: member.organization.id,
      membership_id: member.membership.id,
      started_at: now,
      start_odometer: null,
      vehicle: null,
      created_at: now,
      updated_at: now,
    });
    return true;
  } catch (error) {
    // Started at the same moment by another tap or the Start/End Shift page: that shift is the one.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
