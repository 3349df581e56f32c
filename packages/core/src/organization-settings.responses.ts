/** Answer of GET /organization_settings (spec §3 "Organization settings"). */
import { z } from 'zod';

export const organizationSettingSchema = z.object({ key: z.string(), value: z.string().nullable() });
export type OrganizationSetting = z.infer<typeof organizationSettingSchema>;

export const organizationSettingsResponseSchema = z.object({
  organization_settings: z.array(organizationSettingSchema),
  listing_url: z.string(),
});
export type OrganizationSettingsResponse = z.infer<typeof organizationSettingsResponseSchema>;
