/**
 * Demo Scoopers' client portal and directory listing (issue 20): the portal on, with every self-service but
 * cancelling (the office wants to talk to a client who leaves), and a published listing whose services, prices, zips
 * and ratings come from the rest of the demo.
 */
import type { Db } from '../platform/db/client.ts';
import { writeClientPortalSettings } from '../features/client-portal-settings/index.ts';
import { writeDirectoryListing } from '../features/directory-listing/index.ts';

export async function seedPortalAndListing(db: Db, organizationId: number, now: Date) {
  await writeClientPortalSettings(
    db,
    organizationId,
    {
      portal_enabled: true,
      show_invoices: true,
      pay_invoices: true,
      update_card: true,
      request_pause: true,
      request_skip: true,
      request_cancel: false,
      welcome_text:
        'Welcome to Demo Scoopers! See and pay your invoices, update your card, or ask us to pause or skip a visit.',
    },
    now,
  );
  await writeDirectoryListing(
    db,
    organizationId,
    {
      is_published: true,
      description:
        'Family-run dog waste removal for Denver and Boulder homes and HOAs: weekly, twice-weekly and one-time cleanups, gates always closed.',
      contact_phone: '3035550187',
      contact_email: 'hello@demoscoopers.example',
      website: 'https://demoscoopers.example',
    },
    now,
  );
}
