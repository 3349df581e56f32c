/** The user's own key/value settings (spec §3 user_settings). Values travel as strings. */
import { z } from 'zod';
import { messages } from './messages/catalogue.ts';
import { dashboardWidgetKeys } from './dashboard/widgets.ts';
import { savedTimeRangeSchema } from './dashboard/time-range.ts';
import { clientListColumns } from './clients/client.schema.ts';

import { DATE_FORMATS, TIME_FORMATS } from './date-time-format.ts';

const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(4000, { error: messages.notValid })
    .refine(
      (text) => {
        try {
          return schema.safeParse(JSON.parse(text)).success;
        } catch {
          return false;
        }
      },
      { error: messages.notValid },
    );

export const dashboardTimeRangesSchema = z.partialRecord(z.enum(dashboardWidgetKeys), savedTimeRangeSchema);

export const userSettingValueSchemas = {
  time_format: z.enum(TIME_FORMATS, { error: messages.notValid }),
  date_format: z.enum(DATE_FORMATS, { error: messages.notValid }),
  onboarding_guide: z
    .string()
    .max(500, { error: messages.notValid })
    .regex(/^[\w,]*$/, { error: messages.notValid }),
  dashboard_time_ranges: jsonText(dashboardTimeRangesSchema),
  /** The columns the user shows on /clients (CLIENT_COLUMNS_SETTING), as a JSON array of clientListColumns. */
  clients_columns: jsonText(z.array(z.enum(clientListColumns)).max(clientListColumns.length)),
} as const;

export type UserSettingKey = keyof typeof userSettingValueSchemas;
export const userSettingKeys = Object.keys(userSettingValueSchemas) as [UserSettingKey, ...UserSettingKey[]];

export const userSettingBodySchema = z.object({
  value: z.string({ error: messages.required }).max(4000, { error: messages.notValid }),
});

export function settingValue(
  settings: readonly { key: string; value: string | null }[],
  key: UserSettingKey,
): string | null {
  return settings.find((setting) => setting.key === key)?.value ?? null;
}
