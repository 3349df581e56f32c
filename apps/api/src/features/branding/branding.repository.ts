/** The organization's branding row, and what it falls back to: its franchise's colour and logo, its own name. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { franchises, organizations } from '../../platform/identity/organizations.table.ts';
import { organizationBranding } from './branding.table.ts';

export type BrandingRow = typeof organizationBranding.$inferSelect;
export type BrandingValues = Omit<BrandingRow, 'organization_id' | 'updated_at'>;

export async function readBranding(db: Db, organizationId: number): Promise<BrandingRow | null> {
  const [row] = await db
    .select()
    .from(organizationBranding)
    .where(eq(organizationBranding.organization_id, organizationId));
  return row ?? null;
}

/** The organization's name and its franchise's colour and logo (null outside a franchise). */
export async function readBrandingFallbacks(db: Db, organizationId: number) {
  const [row] = await db
    .select({
      organization_name: organizations.name,
      franchise_header_color: franchises.header_color,
      franchise_logo_url: franchises.logo_url,
    })
    .from(organizations)
    .leftJoin(franchises, eq(franchises.id, organizations.franchise_id))
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

export async function writeBranding(db: Db, organizationId: number, values: BrandingValues, now: Date) {
  await db
    .insert(organizationBranding)
    .values({ organization_id: organizationId, ...values, updated_at: now })
    .onConflictDoUpdate({ target: organizationBranding.organization_id, set: { ...values, updated_at: now } });
}

/**
 * The uploaded logo under a storage key, whichever organization's: an <img> and a mail client send no token, so the
 * unguessable key is the credential (as for job photos).
 */
export async function findBrandingLogoByKey(db: Db, storageKey: string) {
  const [row] = await db
    .select({ content_type: organizationBranding.logo_content_type })
    .from(organizationBranding)
    .where(eq(organizationBranding.logo_storage_key, storageKey));
  return row ?? null;
}
