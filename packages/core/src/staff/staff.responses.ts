/** What the staff API answers: a page of members, and one member as every staff change leaves them. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { staffDetailSchema, staffMemberSchema } from './staff.schema.ts';

export const staffListResponseSchema = z.object({ data: z.array(staffMemberSchema), meta: listMetaSchema });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const staffDetailResponseSchema = z.object({ staff: staffDetailSchema });
export type StaffDetailResponse = z.infer<typeof staffDetailResponseSchema>;
