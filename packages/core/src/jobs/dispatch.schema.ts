/** What the dispatch board asks for (issue 14): one day of the organization, or one tech's day. */
import { z } from 'zod';
import { calendarDate } from '../dashboard/time-range.ts';

export const dispatchBoardQuerySchema = z.object({ date: calendarDate });
export type DispatchBoardQuery = z.infer<typeof dispatchBoardQuerySchema>;
