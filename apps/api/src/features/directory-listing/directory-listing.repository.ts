import { eq } from 'drizzle-orm';
import { defaultDirectoryListing, type DirectoryListingSettings } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { directoryListings } from './directory-listing.table.ts';

/** The organization's listing words, or the unpublished defaults until it saves its own: reading never writes. */
export async function readDirectoryListing(db: Db, organizationId: number): Promise<DirectoryListingSettings> {
  const [row] = await db.select().from(directoryListings).where(eq(directoryListings.organization_id, organizationId));
  if (!row) return { ...defaultDirectoryListing };
  return {
    is_published: row.is_published,
    description: row.description,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    website: row.website,
  };
}

export async function writeDirectoryListing(
  db: Db,
  organizationId: number,
  listing: DirectoryListingSettings,
  now: Date,
) {
  await db
    .insert(directoryListings)
    .values({ organization_id: organizationId, ...listing, updated_at: now })
    .onConflictDoUpdate({ target: directoryListings.organization_id, set: { ...listing, updated_at: now } });
}

/** The name a visitor sees; null for an organization that does not exist. */
export async function organizationNameOf(db: Db, organizationId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}
