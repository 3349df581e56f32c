import { eq } from 'drizzle-orm';
import { defaultClientPortalSettings, type ClientPortalSettings } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { clientPortalSettings } from './client-portal-settings.table.ts';

/** The organization's portal settings, or the defaults until it saves its own: reading never writes. */
export async function readClientPortalSettings(db: Db, organizationId: number): Promise<ClientPortalSettings> {
  const [row] = await db
    .select()
    .from(clientPortalSettings)
    .where(eq(clientPortalSettings.organization_id, organizationId));
  if (!row) return { ...defaultClientPortalSettings };
  return {
    portal_enabled: row.portal_enabled,
    show_invoices: row.show_invoices,
    pay_invoices: row.pay_invoices,
    update_card: row.update_card,
    request_pause: row.request_pause,
    request_skip: row.request_skip,
    request_cancel: row.request_cancel,
    welcome_text: row.welcome_text,
  };
}

export async function writeClientPortalSettings(
  db: Db,
  organizationId: number,
  settings: ClientPortalSettings,
  now: Date,
) {
  await db
    .insert(clientPortalSettings)
    .values({ organization_id: organizationId, ...settings, updated_at: now })
    .onConflictDoUpdate({ target: clientPortalSettings.organization_id, set: { ...settings, updated_at: now } });
}
