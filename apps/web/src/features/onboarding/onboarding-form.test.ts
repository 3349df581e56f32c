import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { digitsOnly } from '../../lib/input-masks.ts';
import { businessSchema, OWNER_FIELDS, ownerSchema, signUpFieldOf, timeZoneChoices } from './onboarding-form.ts';

const business = {
  organization_name: 'Fresh Yards',
  time_zone: 'America/Denver',
  address_line1: '1 Main St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
};
const owner = {
  first_name: 'Pat',
  last_name: 'Owner',
  email: 'Pat@Example.test',
  phone: '(303) 555-0199',
  password: 'long-enough',
  password_confirmation: 'long-enough',
};
const messagesByField = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('sign-up forms', () => {
  it('accept filled forms the way the API wants them', () => {
    expect(businessSchema.parse(business)).toEqual(business);
    expect(ownerSchema.parse(owner)).toMatchObject({ email: 'pat@example.test', phone: '3035550199' });
    // The phone is optional: left blank, none is sent.
    expect(ownerSchema.parse({ ...owner, phone: '' }).phone).toBeNull();
  });

  it('use the catalogue wording', () => {
    expect(messagesByField(businessSchema.safeParse({ ...business, organization_name: ' ', zip: '802' }))).toEqual({
      organization_name: messages.required,
      zip: messages.zipDigits,
    });
    expect(
      messagesByField(
        ownerSchema.safeParse({
          ...owner,
          phone: '555',
          email: 'nope',
          password: 'short',
          password_confirmation: 'other',
        }),
      ),
    ).toEqual({
      phone: messages.phoneDigits,
      email: messages.emailInvalid,
      password: messages.passwordMinLength,
      password_confirmation: messages.passwordsMustMatch,
    });
  });

  it("puts POST users' field errors (named user.…) under the owner form's fields", () => {
    const ownerFieldOf = signUpFieldOf(OWNER_FIELDS);
    expect(['user.email', 'user.phone', 'email', 'zip'].map(ownerFieldOf)).toEqual(['email', 'phone', 'email', null]);
  });

  it('lists the browser zone even when the engine leaves it out, and masks digits', () => {
    expect(timeZoneChoices('Mars/Olympus_Mons')[0]).toBe('Mars/Olympus_Mons');
    expect(digitsOnly(5)('80a2-0299')).toBe('80202');
  });
});
