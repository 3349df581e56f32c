/**
 * The directory listing feature's front door: the listing's public address (GET /organization_settings answers it as
 * listing_url), the settings hub's state of the page, and the save the demo seed makes as the settings page does.
 */
export { directoryListingState, directoryListingUrl } from './directory-listing.service.ts';
export { writeDirectoryListing } from './directory-listing.repository.ts';
