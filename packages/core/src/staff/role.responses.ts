/** What the roles API answers: the organization's roles, or the one just saved. */
import { z } from 'zod';
import { roleSchema } from './role.schema.ts';

export const roleListResponseSchema = z.object({ roles: z.array(roleSchema) });
export type RoleListResponse = z.infer<typeof roleListResponseSchema>;

export const roleResponseSchema = z.object({ role: roleSchema });
export type RoleResponse = z.infer<typeof roleResponseSchema>;
