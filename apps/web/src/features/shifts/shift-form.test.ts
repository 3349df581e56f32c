import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { addShiftFormSchema, fieldMessages, shiftFormSchema, type ShiftFormValues } from './shift-form.ts';
import { formatClock, formatElapsed, fromLocalInput, toLocalInput } from './shift-format.ts';

const denver = 'America/Denver';
const form = (values: Partial<ShiftFormValues>): ShiftFormValues => ({
  start: '2026-11-20T08:00',
  end: '2026-11-20T16:00',
  breaks: [],
  start_odometer: '',
  end_odometer: '',
  miles_driven: '',
  vehicle: '',
  notes: '',
  membership_id: '',
  reason: '',
  ...values,
});
/** Field path → messages of a failed parse. */
const issuesOf = (values: ShiftFormValues) => {
  const result = shiftFormSchema(denver).safeParse(values);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues)
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
};
const textsAt = (issues: Record<string, string[]>, path: string) => issues[path] ?? [];

describe('the shift correction form', () => {
  it("sends instants of the organization's wall-clock times, across the fall-back hour", () => {
    const result = shiftFormSchema(denver).parse(
      form({ start: '2026-11-01T00:30', end: '2026-11-01T03:30', vehicle: ' Van 7 ', end_odometer: '12' }),
    );
    expect(result).toMatchObject({
      start: '2026-11-01T06:30:00.000Z',
      end: '2026-11-01T10:30:00.000Z',
      vehicle: 'Van 7',
      end_odometer: 12,
      start_odometer: null,
    });
    expect(toLocalInput('2026-11-01T10:30:00.000Z', denver)).toBe('2026-11-01T03:30');
    expect(fromLocalInput('', denver)).toBeNull();
  });

  it('puts each spec §5 message under its field, several under one field when it breaks two rules', () => {
    const issues = issuesOf(
      form({ start: '2026-11-20T17:00', breaks: [{ start: '2026-11-20T16:30', end: '2026-11-20T16:40' }] }),
    );
    expect(textsAt(issues, 'start')).toEqual([messages.sameOrBeforeEndTime, messages.sameOrBeforeBreakStart]);
    expect(textsAt(issues, 'end')).toEqual(
      expect.arrayContaining([messages.sameOrAfterStartTime, messages.sameOrAfterBreakEnd]),
    );
    expect(textsAt(issues, 'breaks.0.start')).toEqual(
      expect.arrayContaining([messages.sameOrAfterShiftStart, messages.sameOrBeforeShiftEnd]),
    );

    const overlap = issuesOf(
      form({
        breaks: [
          { start: '2026-11-20T10:00', end: '2026-11-20T10:30' },
          { start: '2026-11-20T10:15', end: '2026-11-20T10:45' },
        ],
      }),
    );
    expect(textsAt(overlap, 'breaks.1.start')).toEqual([messages.breaksOverlap]);
    expect(textsAt(issuesOf(form({ start: '' })), 'start')).toEqual([messages.required]);
  });

  it('reads every message of a field error', () => {
    expect(fieldMessages({ message: 'a', types: { custom: ['a', 'b'] } })).toEqual(['a', 'b']);
    expect(fieldMessages({ message: 'a' })).toEqual(['a']);
  });

  it("shows clock times in the user's time format and a running clock", () => {
    expect(formatClock('2026-11-20T14:05:09', 'hh:mm A')).toBe('02:05 PM');
    expect(formatClock('2026-11-20T00:05:09', 'hh:mm:ss A')).toBe('12:05:09 AM');
    expect(formatClock('2026-11-20T14:05:09', 'HH:mm')).toBe('14:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });
});

describe('the add shift form', () => {
  const addIssues = (values: ShiftFormValues) => {
    const result = addShiftFormSchema(denver).safeParse(values);
    const byPath: Record<string, string[]> = {};
    for (const issue of result.success ? [] : result.error.issues)
      (byPath[issue.path.join('.')] ??= []).push(issue.message);
    return byPath;
  };

  it('sends who, when, the mileage and why', () => {
    const body = addShiftFormSchema(denver).parse(
      form({ membership_id: '12', miles_driven: '31', reason: ' Forgot to clock in ' }),
    );
    expect(body).toMatchObject({
      membership_id: 12,
      start: '2026-11-20T15:00:00.000Z',
      end: '2026-11-20T23:00:00.000Z',
      miles_driven: 31,
      reason: 'Forgot to clock in',
    });
  });

  it('needs the person, an end, the end odometer or the miles, and a reason', () => {
    expect(addIssues(form({ end: '' }))).toEqual({
      membership_id: [messages.required],
      end: [messages.required],
      reason: [messages.required],
    });
    expect(addIssues(form({ membership_id: '12', reason: 'Forgot' }))).toEqual({
      end_odometer: [messages.endOdometerOrMilesRequired],
      miles_driven: [messages.endOdometerOrMilesRequired],
    });
  });

  it("says 'Cannot be negative' for '-3' instead of taking 3", () => {
    expect(addIssues(form({ membership_id: '12', reason: 'Forgot', miles_driven: '-3' }))).toEqual({
      miles_driven: [messages.cannotBeNegative],
    });
  });
});
