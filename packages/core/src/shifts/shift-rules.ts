/**
 * Shift and break rules (spec §5 catalogue). Each message belongs to the field it is shown under:
 * the shift's start and end, and each break's start and end. Times are instants (ISO strings); an open shift or
 * break has no end yet.
 */
import { messages } from '../messages/catalogue.ts';

export interface BreakTimes {
  start: string;
  end: string | null;
}

export interface ShiftTimes {
  start: string;
  end: string | null;
  breaks: readonly BreakTimes[];
}

/** Field path → messages, e.g. { 'end': [...], 'breaks.1.start': [...] }. */
export type ShiftErrors = Record<string, string[]>;

const ms = (instant: string) => Date.parse(instant);

function add(errors: ShiftErrors, field: string, message: string) {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

export function shiftErrors(shift: ShiftTimes): ShiftErrors {
  const errors: ShiftErrors = {};
  const start = ms(shift.start);
  const end = shift.end === null ? null : ms(shift.end);
  if (end !== null && end < start) {
    add(errors, 'start', messages.sameOrBeforeEndTime);
    add(errors, 'end', messages.sameOrAfterStartTime);
  }

  shift.breaks.forEach((breakTimes, index) => {
    const breakStart = ms(breakTimes.start);
    const breakEnd = breakTimes.end === null ? null : ms(breakTimes.end);
    const field = (part: 'start' | 'end') => `breaks.${index}.${part}`;
    if (breakStart < start) {
      add(errors, field('start'), messages.sameOrAfterShiftStart);
      add(errors, 'start', messages.sameOrBeforeBreakStart);
    }
    if (end !== null && breakStart > end) add(errors, field('start'), messages.sameOrBeforeShiftEnd);
    if (breakEnd !== null) {
      if (breakEnd < breakStart) {
        add(errors, field('start'), messages.sameOrBeforeBreakEndTime);
        add(errors, field('end'), messages.sameOrAfterBreakStartTime);
      }
      if (end !== null && breakEnd > end) {
        add(errors, field('end'), messages.sameOrBeforeShiftEnd);
        add(errors, 'end', messages.sameOrAfterBreakEnd);
      }
      if (breakEnd < start) add(errors, field('end'), messages.sameOrAfterShiftStart);
    } else if (end !== null) {
      // A break still running cannot be inside a shift that has ended.
      add(errors, field('end'), messages.required);
    }
  });

  for (const [index, other] of overlappingBreakIndexes(shift.breaks)) {
    add(errors, `breaks.${index}.start`, messages.breaksOverlap);
    add(errors, `breaks.${other}.start`, messages.breaksOverlap);
  }
  return errors;
}

/** Pairs of breaks sharing any moment; touching end-to-start is allowed. An open break runs to infinity. */
export function overlappingBreakIndexes(breaks: readonly BreakTimes[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let first = 0; first < breaks.length; first++) {
    for (let second = first + 1; second < breaks.length; second++) {
      const a = breaks[first]!;
      const b = breaks[second]!;
      const aEnd = a.end === null ? Infinity : ms(a.end);
      const bEnd = b.end === null ? Infinity : ms(b.end);
      if (ms(a.start) < bEnd && ms(b.start) < aEnd) pairs.push([first, second]);
    }
  }
  return pairs;
}

/** Worked minutes: the shift's length less its breaks, up to `now` for whatever is still running. */
export function workedMinutes(shift: ShiftTimes, now: Date): number {
  const until = (instant: string | null) => (instant === null ? now.getTime() : ms(instant));
  const shiftMs = until(shift.end) - ms(shift.start);
  const breakMs = shift.breaks.reduce(
    (sum, breakTimes) => sum + Math.max(0, until(breakTimes.end) - ms(breakTimes.start)),
    0,
  );
  return Math.max(0, Math.floor((shiftMs - breakMs) / 60_000));
}

export function breakMinutes(shift: ShiftTimes, now: Date): number {
  return shift.breaks.reduce(
    (sum, breakTimes) =>
      sum +
      Math.max(
        0,
        Math.floor(((breakTimes.end === null ? now.getTime() : ms(breakTimes.end)) - ms(breakTimes.start)) / 60_000),
      ),
    0,
  );
}
