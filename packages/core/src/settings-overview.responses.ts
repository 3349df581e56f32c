/** Answer of GET /settings/overview: a short state per settings page the user may open ('Connected', 'Not set up'). */
import { z } from 'zod';

export const settingsOverviewResponseSchema = z.object({ states: z.record(z.string(), z.string()) });
export type SettingsOverviewResponse = z.infer<typeof settingsOverviewResponseSchema>;
