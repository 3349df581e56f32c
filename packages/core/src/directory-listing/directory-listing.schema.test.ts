import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { directoryListingSchema, LISTING_NEEDS_CONTACT_MESSAGE } from './directory-listing.schema.ts';

const errorsOf = (body: unknown) => {
  const result = directoryListingSchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('directory listing', () => {
  it('keeps an unpublished draft without description or contact, blanks as none', () => {
    expect(directoryListingSchema.parse({ is_published: false, contact_phone: '', website: '  ' })).toEqual({
      is_published: false,
      description: null,
      contact_phone: null,
      contact_email: null,
      website: null,
    });
  });

  it('cleans the contact fields of a published listing', () => {
    expect(
      directoryListingSchema.parse({
        is_published: true,
        description: ' Weekly yard cleanups ',
        contact_phone: '(303) 555-0100',
        contact_email: 'Hello@Example.com',
        website: 'https://scoopers.example.com',
      }),
    ).toEqual({
      is_published: true,
      description: 'Weekly yard cleanups',
      contact_phone: '3035550100',
      contact_email: 'hello@example.com',
      website: 'https://scoopers.example.com',
    });
  });

  it('asks a published listing for a description and one way to reach the business', () => {
    expect(errorsOf({ is_published: true })).toEqual({
      description: messages.required,
      contact_phone: LISTING_NEEDS_CONTACT_MESSAGE,
    });
    expect(errorsOf({ is_published: true, description: 'Clean yards', website: 'https://a.example' })).toEqual({});
  });

  it('refuses a bad phone, e-mail or website with the catalogue’s words', () => {
    expect(
      errorsOf({ is_published: false, contact_phone: '555-01', contact_email: 'nope', website: 'javascript:alert(1)' }),
    ).toEqual({
      contact_phone: messages.phoneDigits,
      contact_email: messages.emailInvalid,
      website: 'Must be valid URL (https://www.example.com/)',
    });
  });
});
