/** Roles: named permission sets of one organization (issue 5). */
import { z } from 'zod';
import { messages, minItemsMessage } from '../messages/catalogue.ts';
import { requiredText } from '../fields.ts';
import { ALL_PERMISSIONS } from '../access/permissions.ts';

/** Permission names as sent by forms: each must be one the product knows; repeats are dropped. */
export const permissionListField = () =>
  z
    .array(z.enum(ALL_PERMISSIONS, { error: messages.notValid }), { error: messages.required })
    .max(ALL_PERMISSIONS.length, { error: messages.notValid })
    .transform((permissions) => [...new Set(permissions)].sort());

export const ROLE_NAME_MAX = 60;

// A role that grants nothing is no role at all; members who need nothing but extras can get them on any role.
export const roleBodySchema = z.object({
  name: requiredText(ROLE_NAME_MAX),
  permissions: permissionListField().refine((permissions) => permissions.length > 0, { error: minItemsMessage(1) }),
});
export type RoleBody = z.input<typeof roleBodySchema>;

export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(z.string()),
  is_owner: z.boolean(),
  /** Members of any status (invited, active, inactive) on this role: a role in use cannot be deleted. */
  members_count: z.number(),
});
export type Role = z.infer<typeof roleSchema>;
