/**
 * The office's shift forms, correcting a shift or adding one a tech forgot to clock: wall-clock times of the
 * organization, checked with core's shift rules so every spec §5 message shows under its field before the server is
 * asked (the server answers the same keys on 422).
 */
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { requiredText } from '@employee-portal/core/fields';
import { messages } from '@employee-portal/core/messages/catalogue';
import { endMileageErrors, mileageErrors } from '@employee-portal/core/shifts/shift-report';
import { shiftErrors, type ShiftErrors } from '@employee-portal/core/shifts/shift-rules';
import type { AddShiftBody, ShiftCorrectionBody } from '@employee-portal/core/shifts/shift.schema';
import type { ShiftDetail } from './api/shifts.ts';
import { optionalWholeNumber, numberText } from './mileage-field.ts';
import { fromLocalInput, toLocalInput } from './shift-format.ts';

export interface ShiftFormValues {
  start: string;
  end: string;
  breaks: { start: string; end: string }[];
  start_odometer: string;
  end_odometer: string;
  miles_driven: string;
  vehicle: string;
  notes: string;
  /** Only when adding a shift: whose it is, and why the office adds it. */
  membership_id: string;
  reason: string;
}

export const shiftFormValues = (shift: ShiftDetail, timeZone: string): ShiftFormValues => ({
  start: toLocalInput(shift.started_at, timeZone),
  end: toLocalInput(shift.ended_at, timeZone),
  breaks: shift.breaks.map((entry) => ({
    start: toLocalInput(entry.started_at, timeZone),
    end: toLocalInput(entry.ended_at, timeZone),
  })),
  start_odometer: numberText(shift.start_odometer),
  end_odometer: numberText(shift.end_odometer),
  miles_driven: numberText(shift.miles_driven),
  vehicle: shift.vehicle ?? '',
  notes: shift.notes ?? '',
  membership_id: '',
  reason: '',
});

export const emptyShiftForm: ShiftFormValues = {
  start: '',
  end: '',
  breaks: [],
  start_odometer: '',
  end_odometer: '',
  miles_driven: '',
  vehicle: '',
  notes: '',
  membership_id: '',
  reason: '',
};

/** 'breaks.1.start' → ['breaks', 1, 'start'], the path React Hook Form shows the message under. */
export const errorPath = (key: string) => key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const localTime = (timeZone: string, required: boolean) =>
  z
    .string()
    .refine((text) => !required || text !== '', { error: messages.required })
    .refine((text) => text === '' || fromLocalInput(text, timeZone) !== null, { error: messages.notValid });

const shiftFields = (timeZone: string) => ({
  start: localTime(timeZone, true),
  end: localTime(timeZone, false),
  breaks: z.array(z.object({ start: localTime(timeZone, true), end: localTime(timeZone, false) })),
  start_odometer: optionalWholeNumber(),
  end_odometer: optionalWholeNumber(),
  miles_driven: optionalWholeNumber(),
  vehicle: z.string().trim().max(100),
  notes: z.string().trim().max(2000),
});

type ParsedShift = {
  start: string;
  end: string;
  breaks: { start: string; end: string }[];
  start_odometer: number | null;
  end_odometer: number | null;
  miles_driven: number | null;
  vehicle: string;
  notes: string;
};

const correctionBody = (values: ParsedShift, timeZone: string): ShiftCorrectionBody => ({
  start: fromLocalInput(values.start, timeZone) ?? '',
  end: fromLocalInput(values.end, timeZone),
  breaks: values.breaks.map((entry) => ({
    start: fromLocalInput(entry.start, timeZone) ?? '',
    end: fromLocalInput(entry.end, timeZone),
  })),
  start_odometer: values.start_odometer,
  end_odometer: values.end_odometer,
  miles_driven: values.miles_driven,
  vehicle: values.vehicle || null,
  notes: values.notes || null,
});

/** Core's shift and mileage rules on a parsed body, each message its own issue (a field may break two rules at once). */
function addRuleIssues(body: ShiftCorrectionBody, context: z.RefinementCtx, extra: ShiftErrors = {}) {
  if (!body.start || body.breaks.some((entry) => !entry.start)) return;
  const errors: ShiftErrors = {
    ...shiftErrors({
      start: body.start,
      end: body.end ?? null,
      breaks: body.breaks.map((entry) => ({ start: entry.start, end: entry.end ?? null })),
    }),
    ...mileageErrors({
      start_odometer: body.start_odometer ?? null,
      end_odometer: body.end_odometer ?? null,
      miles_driven: body.miles_driven ?? null,
    }),
    ...extra,
  };
  for (const [key, texts] of Object.entries(errors))
    for (const text of texts) context.addIssue({ code: 'custom', path: errorPath(key), message: text });
}

export function shiftFormSchema(timeZone: string) {
  return (
    z
      // Whose shift it is and why are not the correction's to change.
      .object({ ...shiftFields(timeZone), membership_id: z.string(), reason: z.string() })
      .transform((values) => correctionBody(values, timeZone))
      .superRefine((body, context) => addRuleIssues(body, context))
  );
}

/** Adding a shift: the correction's rules, who it is for, an end, the mileage an ended shift needs, and why. */
export function addShiftFormSchema(timeZone: string) {
  return (
    z
      // An added shift is over: its end is required.
      .object({
        ...shiftFields(timeZone),
        end: localTime(timeZone, true),
        membership_id: z.string().min(1, { error: messages.required }),
        reason: requiredText(500),
      })
      .transform(
        (values): AddShiftBody => ({
          ...correctionBody(values, timeZone),
          end: fromLocalInput(values.end, timeZone) ?? '',
          membership_id: Number(values.membership_id),
          reason: values.reason,
        }),
      )
      .superRefine((body, context) =>
        addRuleIssues(
          body,
          context,
          endMileageErrors({ end_odometer: body.end_odometer ?? null, miles_driven: body.miles_driven ?? null }),
        ),
      )
  );
}

/** Every message of a field error: with criteriaMode 'all' they sit in `types`, else the one `message`. */
export function fieldMessages(error: { message?: string; types?: Record<string, unknown> } | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {})
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string');
  const all = fromTypes.length > 0 ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(all)];
}

/** The server names a shift's fields as the form does ('breaks.0.end'), so each 422 error goes where it says. */
export const shiftFieldOfServerField = (serverField: string) => serverField as Path<ShiftFormValues>;
