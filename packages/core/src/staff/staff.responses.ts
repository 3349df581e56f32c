/**
 * Types of what the staff API answers, from staff.schema.ts's staffListSchema and staffDetailResponseSchema (the
 * schemas the API validates and documents with).
 */
import type { z } from 'zod';
import type { staffDetailResponseSchema, staffListSchema } from './staff.schema.ts';

export type StaffListResponse = z.infer<typeof staffListSchema>;
export type StaffDetailResponse = z.infer<typeof staffDetailResponseSchema>;
