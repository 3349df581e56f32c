/** What the shifts API answers: the tech's own shift, the office's list and detail, and the two reports. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { shiftAuditSchema, shiftRowSchema, shiftViewSchema } from './shift.schema.ts';

export const shiftResponseSchema = z.object({ shift: shiftViewSchema });
export const currentShiftResponseSchema = z.object({ shift: shiftViewSchema.nullable() });
export const shiftDetailResponseSchema = z.object({
  shift: shiftViewSchema.extend({ audits: z.array(shiftAuditSchema) }),
});
export const shiftListResponseSchema = z.object({ data: z.array(shiftRowSchema), meta: listMetaSchema });

export const workTotalsSchema = z.object({
  shifts: z.number(),
  worked_minutes: z.number(),
  break_minutes: z.number(),
  miles: z.number(),
});

export const myShiftReportResponseSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  time_zone: z.string(),
  shifts: z.array(shiftRowSchema),
  days: z.array(workTotalsSchema.extend({ date: z.string() })),
  weeks: z.array(
    workTotalsSchema.extend({
      week: z.string(),
      /** Monday and Sunday of the week. */
      start: z.string(),
      end: z.string(),
      /** The week's days the range counts, and whether days that could hold shifts were left out. */
      counted_from: z.string(),
      counted_to: z.string(),
      partial: z.boolean(),
    }),
  ),
  totals: workTotalsSchema,
});

export const timeMileageRowSchema = workTotalsSchema.extend({
  membership_id: z.number(),
  full_name: z.string(),
  status: z.enum(['active', 'inactive', 'invited']),
  /** Worked time at the member's hourly rate and miles at their mileage rate (their current pay settings). */
  hourly_pay_cents: z.number(),
  mileage_pay_cents: z.number(),
});
export const timeMileageReportResponseSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  time_zone: z.string(),
  rows: z.array(timeMileageRowSchema),
  totals: workTotalsSchema.extend({ hourly_pay_cents: z.number(), mileage_pay_cents: z.number() }),
});

export type ShiftResponse = z.infer<typeof shiftResponseSchema>;
export type CurrentShiftResponse = z.infer<typeof currentShiftResponseSchema>;
export type ShiftDetailResponse = z.infer<typeof shiftDetailResponseSchema>;
/** A shift with its audit trail, as the office sees it. */
export type ShiftDetail = ShiftDetailResponse['shift'];
export type ShiftListResponse = z.infer<typeof shiftListResponseSchema>;
export type MyShiftReport = z.infer<typeof myShiftReportResponseSchema>;
export type TimeMileageReport = z.infer<typeof timeMileageReportResponseSchema>;

/** The field technicians the office may pick in the shift filter and when adding a shift. */
export const shiftStaffOptionsResponseSchema = z.object({
  staff: z.array(z.object({ id: z.number(), name: z.string(), status: z.string() })),
});
export type ShiftStaffOptionsResponse = z.infer<typeof shiftStaffOptionsResponseSchema>;
