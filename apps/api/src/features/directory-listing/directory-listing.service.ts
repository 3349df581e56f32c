/**
 * /settings/directory_listing and the public listing (issue 20). The organization writes whether it is published and
 * how to reach it; services and prices come from pricing, zips from work areas and ratings from ratings-and-tips,
 * each through its front door, so the listing always says what those settings say.
 */
import type {
  DirectoryListingResponse,
  DirectoryListingSettings,
  PublicListing,
  PublicListingResponse,
} from '@employee-portal/core';
import type { AppConfig } from '../../config.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { publicLink } from '../../platform/http/public-link.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { organizationAnalyticsId } from '../branding/index.ts';
import { activeServicePlans } from '../pricing/index.ts';
import { ratingSummary } from '../ratings-and-tips/index.ts';
import { zipsServed } from '../work-areas/index.ts';
import { presentListing } from './directory-listing.present.ts';
import { organizationNameOf, readDirectoryListing, writeDirectoryListing } from './directory-listing.repository.ts';

/** Opening listings: generous for people behind one address, a wall for a script walking every organization's id. */
const LISTING_VIEWS_PER_IP_PER_HOUR = 600;
/** Unpublished and unknown read the same, so the answer says nothing of which organizations exist. */
export const LISTING_NOT_FOUND_MESSAGE = 'This listing was not found.';

/** The listing's address comes from configuration, never from the host a request names. */
export const directoryListingUrl = (config: Pick<AppConfig, 'publicUrl'>, organizationId: number) =>
  publicLink(config, `/directory/${organizationId}`);

async function listingOf(
  db: Db,
  organizationId: number,
  name: string,
  listing: DirectoryListingSettings,
): Promise<PublicListing> {
  const [plans, zips, rating, analyticsId] = await Promise.all([
    activeServicePlans(db, organizationId),
    zipsServed(db, organizationId),
    ratingSummary(db, organizationId),
    organizationAnalyticsId(db, organizationId),
  ]);
  return presentListing(name, listing, plans, zips, rating, analyticsId);
}

export async function directoryListingPage(deps: AppDeps, member: MemberContext): Promise<DirectoryListingResponse> {
  const organizationId = member.organization.id;
  const listing = await readDirectoryListing(deps.db, organizationId);
  return {
    directory_listing: listing,
    listing_url: directoryListingUrl(deps.config, organizationId),
    preview: await listingOf(deps.db, organizationId, member.organization.name, listing),
  };
}

export async function saveDirectoryListing(deps: AppDeps, member: MemberContext, listing: DirectoryListingSettings) {
  await writeDirectoryListing(deps.db, member.organization.id, listing, deps.clock.now());
  return directoryListingPage(deps, member);
}

export async function publicListing(deps: AppDeps, organizationId: number, ip: string): Promise<PublicListingResponse> {
  await consume(
    deps.db,
    { key: `directory_listing:ip:${ip}`, limit: LISTING_VIEWS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    deps.clock.now(),
  );
  const [name, listing] = await Promise.all([
    organizationNameOf(deps.db, organizationId),
    readDirectoryListing(deps.db, organizationId),
  ]);
  if (name === null || !listing.is_published) throw notFound(LISTING_NOT_FOUND_MESSAGE);
  return { listing: await listingOf(deps.db, organizationId, name, listing) };
}

/** The settings hub's one-word state of the page. */
export async function directoryListingState(db: Db, organizationId: number): Promise<string> {
  return (await readDirectoryListing(db, organizationId)).is_published ? 'Published' : 'Not published';
}
