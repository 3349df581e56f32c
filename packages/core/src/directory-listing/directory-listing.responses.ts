/** What the directory listing settings page and the public listing page read. */
import { z } from 'zod';
import { priceBases } from '../subscriptions/pricing.schema.ts';
import { serviceFrequencies } from '../scheduling/service-frequency.ts';

const listingServiceSchema = z.object({
  name: z.string(),
  frequency: z.enum(serviceFrequencies),
  price_basis: z.enum(priceBases),
  /** The lowest of the plan's dog-count prices. */
  price_from_cents: z.number().int(),
});

/** Everything a visitor sees, and nothing else of the organization. */
export const publicListingSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  website: z.string().nullable(),
  services: z.array(listingServiceSchema),
  price_from_cents: z.number().int().nullable(),
  zips: z.array(z.string()),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** The organization's Google Analytics id (branding settings): the page reports its visits there. */
  analytics_id: z.string().nullable(),
});
export type PublicListing = z.infer<typeof publicListingSchema>;

export const publicListingResponseSchema = z.object({ listing: publicListingSchema });
export type PublicListingResponse = z.infer<typeof publicListingResponseSchema>;

export const directoryListingResponseSchema = z.object({
  directory_listing: z.object({
    is_published: z.boolean(),
    description: z.string().nullable(),
    contact_phone: z.string().nullable(),
    contact_email: z.string().nullable(),
    website: z.string().nullable(),
  }),
  /** The listing's public address: the listing_url GET /organization_settings carries. */
  listing_url: z.string(),
  /** The listing as a visitor would see it once published. */
  preview: publicListingSchema,
});
export type DirectoryListingResponse = z.infer<typeof directoryListingResponseSchema>;
