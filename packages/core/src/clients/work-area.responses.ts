/** Answers of the work-areas API. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';

const techSchema = z.object({ user_id: z.number(), full_name: z.string() });

export const workAreaRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  zip_count: z.number(),
  techs: z.array(techSchema),
});
export type WorkAreaRow = z.infer<typeof workAreaRowSchema>;
export const workAreaListResponseSchema = z.object({ data: z.array(workAreaRowSchema), meta: listMetaSchema });
export type WorkAreaListResponse = z.infer<typeof workAreaListResponseSchema>;

export const workAreaDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  zips: z.array(z.string()),
  techs: z.array(techSchema),
  client_count: z.number(),
});
export type WorkAreaDetail = z.infer<typeof workAreaDetailSchema>;
export const workAreaResponseSchema = z.object({ work_area: workAreaDetailSchema });
export type WorkAreaResponse = z.infer<typeof workAreaResponseSchema>;
