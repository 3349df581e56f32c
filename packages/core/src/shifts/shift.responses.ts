/**
 * What the shifts API answers. Most schemas live in shift.schema.ts beside the views they wrap (the shift, its audit
 * and the reports); this file adds the one that lived in the route and the types the web reads.
 */
import { z } from 'zod';
import type {
  currentShiftResponseSchema,
  myShiftReportSchema,
  shiftDetailResponseSchema,
  shiftListSchema,
  shiftResponseSchema,
  timeMileageReportSchema,
} from './shift.schema.ts';

export type ShiftResponse = z.infer<typeof shiftResponseSchema>;
export type CurrentShiftResponse = z.infer<typeof currentShiftResponseSchema>;
export type ShiftDetailResponse = z.infer<typeof shiftDetailResponseSchema>;
/** A shift with its audit trail, as the office sees it. */
export type ShiftDetail = ShiftDetailResponse['shift'];
export type ShiftListResponse = z.infer<typeof shiftListSchema>;
export type MyShiftReport = z.infer<typeof myShiftReportSchema>;
export type TimeMileageReport = z.infer<typeof timeMileageReportSchema>;

/** The field technicians the office may pick in the shift filter and when adding a shift. */
export const shiftStaffOptionsResponseSchema = z.object({
  staff: z.array(z.object({ id: z.number(), name: z.string(), status: z.string() })),
});
export type ShiftStaffOptionsResponse = z.infer<typeof shiftStaffOptionsResponseSchema>;
