/** Shifts: a field tech's own start/break/end, the office's list and corrections, and the two reports (issue 5). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam, optionalText, requiredText } from '../fields.ts';
import { listQuerySchema } from '../list.ts';
import { calendarDate, dateRangeSchema } from '../dashboard/time-range.ts';
import { daysInRange } from './shift-time.ts';
import { endMileageErrors } from './shift-report.ts';

export const MAX_ODOMETER = 9_999_999;
export const MAX_MILES_PER_SHIFT = 10_000;
export const MAX_BREAKS_PER_SHIFT = 20;
export const MAX_REPORT_DAYS = 366;

const wholeMiles = (max: number) =>
  z
    .number({ error: messages.mustBeNumber })
    .int({ error: messages.mustBeWholeNumber })
    .min(0, { error: messages.cannotBeNegative })
    .max(max, { error: messages.notValid });
const odometer = () => wholeMiles(MAX_ODOMETER).nullable().optional();
const milesDriven = () => wholeMiles(MAX_MILES_PER_SHIFT).nullable().optional();
const vehicle = () => optionalText(100).nullable();
/** An instant with its offset ('2026-11-01T06:30:00Z', '2026-11-01T00:30:00-06:00'): never a bare local time. */
const instant = () =>
  z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .pipe(z.iso.datetime({ offset: true, error: messages.notValid }));

export const startShiftSchema = z.object({ vehicle: vehicle(), start_odometer: odometer() });
export type StartShiftBody = z.input<typeof startShiftSchema>;

/** Ending asks for the mileage the page asks for: the end odometer or the miles driven ('Enter the end odometer…'). */
export const endShiftSchema = z
  .object({ end_odometer: odometer(), miles_driven: milesDriven() })
  .superRefine((body, context) => {
    for (const [field, texts] of Object.entries(
      endMileageErrors({ end_odometer: body.end_odometer ?? null, miles_driven: body.miles_driven ?? null }),
    )) {
      for (const text of texts) context.addIssue({ code: 'custom', path: [field], message: text });
    }
  });
export type EndShiftBody = z.input<typeof endShiftSchema>;

/**
 * The office's correction of a shift. Field names match core's shift rules (`start`, `end`, `breaks.N.start`), so
 * every message lands under the field it belongs to.
 */
export const shiftCorrectionSchema = z.object({
  start: instant(),
  end: instant().nullable(),
  breaks: z
    .array(z.object({ start: instant(), end: instant().nullable() }), { error: messages.required })
    .max(MAX_BREAKS_PER_SHIFT, { error: messages.notValid }),
  start_odometer: odometer(),
  end_odometer: odometer(),
  miles_driven: milesDriven(),
  vehicle: vehicle(),
  notes: optionalText(2000).nullable(),
});
export type ShiftCorrectionBody = z.input<typeof shiftCorrectionSchema>;

/**
 * A shift the office adds for someone who forgot to clock it: checked like a correction, always ended (so with its
 * mileage, as ending one asks), and why it was added, which its history keeps.
 */
export const addShiftSchema = shiftCorrectionSchema.extend({
  membership_id: id(),
  end: instant(),
  reason: requiredText(500),
});
export type AddShiftBody = z.input<typeof addShiftSchema>;

export const shiftSorts = ['-started_at', 'started_at', 'name', '-name'] as const;

export const shiftListQuerySchema = listQuerySchema
  .extend({
    sort: z.enum(shiftSorts, { error: messages.notValid }).default('-started_at'),
    membership_id: idParam().optional(),
    date_from: calendarDate.optional(),
    date_to: calendarDate.optional(),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_to >= query.date_from, {
    path: ['date_to'],
    error: messages.cannotBeBeforeFromDate,
  });
export type ShiftListQuery = z.output<typeof shiftListQuerySchema>;

export const reportRangeSchema = dateRangeSchema.refine(
  (range) => range.date_to < range.date_from || daysInRange(range.date_from, range.date_to) <= MAX_REPORT_DAYS,
  {
    path: ['date_to'],
    error: messages.reportRangeTooLong,
  },
);

/** My Shift Report: either end may be left out, for the organization's default (whole weeks of its pay periods). */
export const myShiftReportQuerySchema = z
  .object({ date_from: calendarDate.optional(), date_to: calendarDate.optional() })
  .refine((query) => !query.date_from || !query.date_to || query.date_to >= query.date_from, {
    path: ['date_to'],
    error: messages.cannotBeBeforeFromDate,
  });
export type MyShiftReportQuery = z.output<typeof myShiftReportQuerySchema>;

export const shiftParamsSchema = z.object({ id: idParam() });

export const shiftBreakViewSchema = z.object({
  id: z.number(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});

export const shiftRowSchema = z.object({
  id: z.number(),
  membership_id: z.number(),
  staff_name: z.string(),
  /** The organization's calendar day the shift started on. */
  day: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  status: z.enum(['running', 'ended']),
  on_break: z.boolean(),
  start_odometer: z.number().nullable(),
  end_odometer: z.number().nullable(),
  miles_driven: z.number().nullable(),
  miles: z.number(),
  vehicle: z.string().nullable(),
  notes: z.string().nullable(),
  worked_minutes: z.number(),
  break_minutes: z.number(),
});
export type ShiftRow = z.infer<typeof shiftRowSchema>;

export const shiftViewSchema = shiftRowSchema.extend({ breaks: z.array(shiftBreakViewSchema) });
export type ShiftView = z.infer<typeof shiftViewSchema>;

export const shiftSnapshotSchema = z.object({
  membership_id: z.number(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  start_odometer: z.number().nullable(),
  end_odometer: z.number().nullable(),
  miles_driven: z.number().nullable(),
  vehicle: z.string().nullable(),
  notes: z.string().nullable(),
  breaks: z.array(z.object({ started_at: z.string(), ended_at: z.string().nullable() })),
});
export type ShiftSnapshot = z.infer<typeof shiftSnapshotSchema>;

export const shiftAuditSchema = z.object({
  id: z.number(),
  /** 'create': the office added the shift (`before` is null); 'delete': `after` is null. */
  action: z.enum(['create', 'update', 'delete']),
  changed_at: z.string(),
  changed_by: z.object({ user_id: z.number(), full_name: z.string() }).nullable(),
  before: shiftSnapshotSchema.nullable(),
  after: shiftSnapshotSchema.nullable(),
  /** Why the office added the shift. */
  reason: z.string().nullable(),
});
export type ShiftAudit = z.infer<typeof shiftAuditSchema>;
