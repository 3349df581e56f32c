/** Work areas: named lists of zip codes that decide where the organization serves (issue 6 point 6). */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam, requiredText, zipField } from '../fields.ts';
import { listQuerySchema } from '../list.ts';

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
