import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import {
  commercialCustomerSchema,
  commercialLocationSchema,
  createCommercialCustomerSchema,
} from './commercial.schema.ts';

const location = { name: 'Main Park', address_line1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202' };
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('commercial schemas', () => {
  it('count stations as a whole number of at least one, one by default', () => {
    expect(commercialLocationSchema.parse(location).stations).toBe(1);
    expect(commercialLocationSchema.parse({ ...location, stations: '7' }).stations).toBe(7);
    expect(errorsOf(commercialLocationSchema.safeParse({ ...location, stations: 0 }))).toEqual({
      stations: messages.mustBePositive,
    });
    expect(errorsOf(commercialLocationSchema.safeParse({ ...location, stations: 2.5 }))).toEqual({
      stations: messages.mustBeWholeNumber,
    });
    expect(errorsOf(commercialLocationSchema.safeParse({ ...location, stations: 'x' }))).toEqual({
      stations: messages.mustBeNumber,
    });
  });

  it('keep phones as digits and clear blank optional fields', () => {
    const customer = commercialCustomerSchema.parse({
      company_name: ' Acme ',
      billing_first_name: 'A',
      billing_last_name: 'B',
      billing_phone: '(303) 555-0101',
      billing_email: '',
      billing_zip: '',
    });
    expect(customer).toMatchObject({
      company_name: 'Acme',
      billing_phone: '3035550101',
      billing_email: null,
      billing_zip: null,
      tax_exempt: false,
    });
  });

  it('speak the catalogue for bad zips, phones and e-mails', () => {
    const result = createCommercialCustomerSchema.safeParse({
      company_name: 'Acme',
      billing_first_name: 'A',
      billing_last_name: 'B',
      billing_email: 'nope',
      billing_zip: '123',
      locations: [{ ...location, zip: '8020', contact_phone: '555' }],
    });
    expect(errorsOf(result)).toEqual({
      billing_email: messages.emailInvalid,
      billing_zip: messages.zipDigits,
      'locations.0.zip': messages.zipDigits,
      'locations.0.contact_phone': messages.phoneDigits,
    });
  });
});
