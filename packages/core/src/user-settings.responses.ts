/** Answer of PUT /user_settings/:key: every setting of the user, which replaces the signed-in user's. */
import { z } from 'zod';
import { userSettingSchema } from './auth/auth.schema.ts';

export const userSettingsResponseSchema = z.object({ user_settings: z.array(userSettingSchema) });
export type UserSettingsResponse = z.infer<typeof userSettingsResponseSchema>;
