/** The scheduler and field-tech app settings, one JSON value each in the organization's settings list. */
import {
  fieldTechAppSettingsSchema,
  readSettings,
  schedulerSettingsSchema,
  type FieldTechAppSettings,
  type SchedulerSettings,
} from '@employee-portal/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { organizationSettings } from '../../platform/identity/organizations.table.ts';

const SCHEDULER_KEY = 'scheduler_settings';
const FIELD_TECH_APP_KEY = 'field_tech_app_settings';

async function storedValue(db: Db, organizationId: number, key: string) {
  const [row] = await db
    .select({ value: organizationSettings.value })
    .from(organizationSettings)
    .where(and(eq(organizationSettings.organization_id, organizationId), eq(organizationSettings.key, key)));
  return row?.value ?? null;
}

async function store(db: Db, organizationId: number, key: string, value: unknown) {
  const json = JSON.stringify(value);
  await db
    .insert(organizationSettings)
    .values({ organization_id: organizationId, key, value: json })
    .onConflictDoUpdate({
      target: [organizationSettings.organization_id, organizationSettings.key],
      set: { value: json },
    });
}

export const readSchedulerSettings = async (db: Db, organizationId: number): Promise<SchedulerSettings> =>
  readSettings(schedulerSettingsSchema, await storedValue(db, organizationId, SCHEDULER_KEY));

export const writeSchedulerSettings = (db: Db, organizationId: number, settings: SchedulerSettings) =>
  store(db, organizationId, SCHEDULER_KEY, settings);

export const readFieldTechAppSettings = async (db: Db, organizationId: number): Promise<FieldTechAppSettings> =>
  readSettings(fieldTechAppSettingsSchema, await storedValue(db, organizationId, FIELD_TECH_APP_KEY));

export const writeFieldTechAppSettings = (db: Db, organizationId: number, settings: FieldTechAppSettings) =>
  store(db, organizationId, FIELD_TECH_APP_KEY, settings);
