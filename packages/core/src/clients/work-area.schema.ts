/** Work areas: named lists of zip codes that decide where the organization serves (issue 6 point 6). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam, requiredText, zipField } from '../fields.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';

export const workAreaParamsSchema = z.object({ id: idParam() });
export const workAreaZipParamsSchema = z.object({ id: idParam(), zip: zipField() });

export const workAreaSchema = z.object({ name: requiredText(100) });
export type WorkAreaBody = z.input<typeof workAreaSchema>;

export const workAreaZipSchema = z.object({ zip: zipField() });
export type WorkAreaZipBody = z.input<typeof workAreaZipSchema>;

export const workAreaTechsSchema = z.object({
  user_ids: z.array(id(), { error: messages.notValid }).max(500, { error: messages.notValid }),
});
export type WorkAreaTechsBody = z.input<typeof workAreaTechsSchema>;

export const workAreaSorts = ['name', '-name', 'zip_count', '-zip_count', 'created_at', '-created_at'] as const;
export const workAreaListQuerySchema = listQuerySchema.extend({
  sort: z.enum(workAreaSorts, { error: messages.notValid }).default('name'),
});
export type WorkAreaListQuery = z.output<typeof workAreaListQuerySchema>;

const techSchema = z.object({ user_id: z.number(), full_name: z.string() });

export const workAreaRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  zip_count: z.number(),
  techs: z.array(techSchema),
});
export type WorkAreaRow = z.infer<typeof workAreaRowSchema>;
export const workAreaListSchema = z.object({ data: z.array(workAreaRowSchema), meta: listMetaSchema });

export const workAreaDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  zips: z.array(z.string()),
  techs: z.array(techSchema),
  client_count: z.number(),
});
export type WorkAreaDetail = z.infer<typeof workAreaDetailSchema>;
export const workAreaResponseSchema = z.object({ work_area: workAreaDetailSchema });
