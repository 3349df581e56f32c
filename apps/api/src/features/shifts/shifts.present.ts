import {
  shiftDay,
  shiftMiles,
  shiftWork,
  type ShiftRow as ShiftRowView,
  type ShiftSnapshot,
  type ShiftView,
} from '@employee-portal/core';
import type { BreakRow, ShiftRow, ShiftWithStaff } from './shifts.repository.ts';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export const isoBreaks = (breaks: readonly BreakRow[]) =>
  breaks.map((entry) => ({ started_at: entry.started_at.toISOString(), ended_at: iso(entry.ended_at) }));

/** A shift as every screen shows it: times as instants, its day in the organization's zone, minutes and miles. */
export function presentShiftRow(
  row: Pick<ShiftWithStaff, 'shift' | 'first_name' | 'last_name'>,
  breaks: readonly BreakRow[],
  timeZone: string,
  now: Date,
): ShiftRowView {
  const { shift } = row;
  const work = shiftWork(
    { started_at: shift.started_at.toISOString(), ended_at: iso(shift.ended_at), breaks: isoBreaks(breaks) },
    now,
  );
  return {
    id: shift.id,
    membership_id: shift.membership_id,
    staff_name: `${row.first_name} ${row.last_name}`.trim(),
    day: shiftDay(shift.started_at, timeZone),
    started_at: shift.started_at.toISOString(),
    ended_at: iso(shift.ended_at),
    status: shift.ended_at ? 'ended' : 'running',
    on_break: !shift.ended_at && breaks.some((entry) => entry.ended_at === null),
    start_odometer: shift.start_odometer,
    end_odometer: shift.end_odometer,
    miles_driven: shift.miles_driven,
    miles: shiftMiles(shift),
    vehicle: shift.vehicle,
    notes: shift.notes,
    ...work,
  };
}

export function presentShift(
  row: Pick<ShiftWithStaff, 'shift' | 'first_name' | 'last_name'>,
  breaks: readonly BreakRow[],
  timeZone: string,
  now: Date,
): ShiftView {
  return {
    ...presentShiftRow(row, breaks, timeZone, now),
    breaks: breaks.map((entry) => ({
      id: entry.id,
      started_at: entry.started_at.toISOString(),
      ended_at: iso(entry.ended_at),
    })),
  };
}

/** What the audit trail keeps of a shift: everything the office can correct. */
export const shiftSnapshot = (shift: ShiftRow, breaks: readonly BreakRow[]): ShiftSnapshot => ({
  membership_id: shift.membership_id,
  started_at: shift.started_at.toISOString(),
  ended_at: iso(shift.ended_at),
  start_odometer: shift.start_odometer,
  end_odometer: shift.end_odometer,
  miles_driven: shift.miles_driven,
  vehicle: shift.vehicle,
  notes: shift.notes,
  breaks: isoBreaks(breaks),
});

/** Breaks grouped by shift, each list in time order (the query sorts them). */
export function breaksByShift(breaks: readonly BreakRow[]) {
  const grouped = new Map<number, BreakRow[]>();
  for (const entry of breaks) grouped.set(entry.shift_id, [...(grouped.get(entry.shift_id) ?? []), entry]);
  return (shiftId: number) => grouped.get(shiftId) ?? [];
}
