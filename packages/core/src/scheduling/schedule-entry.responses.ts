/** What the schedule API answers, residential and commercial alike: spec §3's schedule entries and the next visit. */
import { z } from 'zod';
import { scheduleEntryWireSchema } from './schedule-entry-wire.ts';

/** The schedule entries of a client (or of a commercial location), raw: the page applies spec §4's rules. */
export const scheduleEntryListResponseSchema = z.object({ client_locations: z.array(scheduleEntryWireSchema) });
export type ScheduleEntryListResponse = z.infer<typeof scheduleEntryListResponseSchema>;

/** The location's next visit, pauses skipped; null when none is scheduled. */
export const nextCleanupResponseSchema = z.object({ next_cleanup: z.string().nullable() });
export type NextCleanupResponse = z.infer<typeof nextCleanupResponseSchema>;
