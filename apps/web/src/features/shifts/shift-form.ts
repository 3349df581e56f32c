/**
 * The office's shift correction form: wall-clock times of the organization, checked with core's shift rules so every
 * spec §5 message shows under its field before the server is asked (the server answers the same keys on 422).
 */
import { z } from 'zod';
import { messages } from '@employee-portal/core/messages/catalogue';
import { mileageErrors } from '@employee-portal/core/shifts/shift-report';
import { shiftErrors } from '@employee-portal/core/shifts/shift-rules';
import type { ShiftCorrectionBody } from '@employee-portal/core/shifts/shift.schema';
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
}

export const shiftFormValues = (shift: ShiftDetail, timeZone: string): ShiftFormValues => ({
  start: toLocalInput(shift.started_at, timeZone),
  end: toLocalInput(shift.ended_at, timeZone),
  breaks: shift.breaks.map((entry) => ({ start: toLocalInput(entry.started_at, timeZone), end: toLocalInput(entry.ended_at, timeZone) })),
  start_odometer: numberText(shift.start_odometer),
  end_odometer: numberText(shift.end_odometer),
  miles_driven: numberText(shift.miles_driven),
  vehicle: shift.vehicle ?? '',
  notes: shift.notes ?? '',
});

/** 'breaks.1.start' → ['breaks', 1, 'start'], the path React Hook Form shows the message under. */
export const errorPath = (key: string) => key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export function shiftFormSchema(timeZone: string) {
  const localTime = (required: boolean) =>
    z
      .string()
      .refine((text) => !required || text !== '', { error: messages.required })
      .refine((text) => text === '' || fromLocalInput(text, timeZone) !== null, { error: messages.notValid });
  return z
    .object({
      start: localTime(true),
      end: localTime(false),
      breaks: z.array(z.object({ start: localTime(true), end: localTime(false) })),
      start_odometer: optionalWholeNumber(),
      end_odometer: optionalWholeNumber(),
      miles_driven: optionalWholeNumber(),
      vehicle: z.string().trim().max(100),
      notes: z.string().trim().max(2000),
    })
    .transform(
      (values): ShiftCorrectionBody => ({
        start: fromLocalInput(values.start, timeZone) ?? '',
        end: fromLocalInput(values.end, timeZone),
        breaks: values.breaks.map((entry) => ({ start: fromLocalInput(entry.start, timeZone) ?? '', end: fromLocalInput(entry.end, timeZone) })),
        start_odometer: values.start_odometer,
        end_odometer: values.end_odometer,
        miles_driven: values.miles_driven,
        vehicle: values.vehicle || null,
        notes: values.notes || null,
      }),
    )
    .superRefine((body, ctx) => {
      if (!body.start || body.breaks.some((entry) => !entry.start)) return;
      const errors = {
        ...shiftErrors({ start: body.start, end: body.end ?? null, breaks: body.breaks.map((entry) => ({ start: entry.start, end: entry.end ?? null })) }),
        ...mileageErrors({ start_odometer: body.start_odometer ?? null, end_odometer: body.end_odometer ?? null, miles_driven: body.miles_driven ?? null }),
      };
      // A field may break two rules at once (a start after the end and after a break): each message is its own issue.
      for (const [key, texts] of Object.entries(errors)) for (const text of texts) ctx.addIssue({ code: 'custom', path: errorPath(key), message: text });
    });
}

/** Every message of a field error: with criteriaMode 'all' they sit in `types`, else the one `message`. */
export function fieldMessages(error: { message?: string; types?: Record<string, unknown> } | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value])).filter((value): value is string => typeof value === 'string');
  const all = fromTypes.length > 0 ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(all)];
}

/** `{ errors: { 'breaks.0.start': [text, ...] } }` of a 422 answer, every text kept. */
export function serverErrorLists(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null || !('errors' in body) || typeof body.errors !== 'object' || body.errors === null) return {};
  const result: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body.errors)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === 'string');
    if (texts.length > 0) result[key] = texts;
  }
  return result;
}
