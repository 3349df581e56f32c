/**
 * /settings/directory_listing (issue 20): the organization's public listing. The organization writes only whether it
 * is published, a short description and how to reach it; services, prices, zips and ratings come from their own
 * settings, so the listing never disagrees with them.
 */
import { z } from 'zod';
import { maxLengthMessage, messages, validUrlMessage } from '../messages/catalogue.ts';
import { idParam, nullableText, optionalEmailField, optionalPhoneField } from '../fields.ts';

export const MAX_LISTING_DESCRIPTION_LENGTH = 500;
export const MAX_WEBSITE_LENGTH = 255;
/** A published listing with no way to reach the business would only frustrate the people who find it. */
export const LISTING_NEEDS_CONTACT_MESSAGE = 'A published listing needs a phone, an e-mail or a website';
const WEBSITE_EXAMPLE = 'https://www.example.com';

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const websiteField = () =>
  z
    .string({ error: messages.notValid })
    .trim()
    .max(MAX_WEBSITE_LENGTH, { error: maxLengthMessage(MAX_WEBSITE_LENGTH) })
    .refine((text) => text === '' || isWebAddress(text), { error: validUrlMessage(WEBSITE_EXAMPLE) })
    .transform((text) => text || null)
    .nullable()
    .default(null);

export const directoryListingSchema = z
  .object({
    is_published: z.boolean({ error: messages.required }),
    description: nullableText(MAX_LISTING_DESCRIPTION_LENGTH).default(null),
    contact_phone: optionalPhoneField().default(null),
    contact_email: optionalEmailField().default(null),
    website: websiteField(),
  })
  .superRefine((listing, context) => {
    if (!listing.is_published) return;
    if (!listing.description) context.addIssue({ code: 'custom', path: ['description'], message: messages.required });
    if (!listing.contact_phone && !listing.contact_email && !listing.website)
      context.addIssue({ code: 'custom', path: ['contact_phone'], message: LISTING_NEEDS_CONTACT_MESSAGE });
  });
export type DirectoryListingBody = z.input<typeof directoryListingSchema>;
export type DirectoryListingSettings = z.output<typeof directoryListingSchema>;

export const defaultDirectoryListing: DirectoryListingSettings = {
  is_published: false,
  description: null,
  contact_phone: null,
  contact_email: null,
  website: null,
};

export const publicListingParamsSchema = z.object({ organization_id: idParam() });
