/**
 * What the roles API answers: the API validates and documents with these, and the web takes its types from them.
 * The list answers role.schema.ts's roleListSchema.
 */
import { z } from 'zod';
import { type roleListSchema, roleSchema } from './role.schema.ts';

export type RoleListResponse = z.infer<typeof roleListSchema>;

export const roleResponseSchema = z.object({ role: roleSchema });
export type RoleResponse = z.infer<typeof roleResponseSchema>;
