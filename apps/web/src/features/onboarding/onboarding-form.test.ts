import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import { digitsOnly } from '../../lib/input-masks.ts';
import { onboardingSchema, stepOfField, timeZoneChoices } from './onboarding-form.ts';

const filled = {
  organization_name: 'Fresh Yards',
  time_zone: 'America/Denver',
  address_line1: '1 Main St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  first_name: 'Pat',
  last_name: 'Owner',
  email: 'Pat@Example.test',
  phone: '(303) 555-0199',
  password: 'long-enough',
  password_confirmation: 'long-enough',
};

describe('sign-up form', () => {
  it('accepts a filled form the way the API wants it', () => {
    expect(onboardingSchema.parse(filled)).toMatchObject({ email: 'pat@example.test', phone: '3035550199' });
  });

  it('uses the catalogue wording', () => {
    const result = onboardingSchema.safeParse({ ...filled, zip: '802', phone: '555', email: 'nope', password: 'short', password_confirmation: 'other' });
    const byField = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(byField).toEqual({ zip: messages.zipDigits, phone: messages.phoneDigits, email: messages.emailInvalid, password: messages.passwordMinLength, password_confirmation: messages.passwordsMustMatch });
  });

  it('knows which step a field is on', () => {
    expect(stepOfField('zip')).toBe(0);
    expect(stepOfField('email')).toBe(1);
  });

  it('lists the browser zone even when the engine leaves it out, and masks digits', () => {
    expect(timeZoneChoices('Mars/Olympus_Mons')[0]).toBe('Mars/Olympus_Mons');
    expect(digitsOnly(5)('80a2-0299')).toBe('80202');
  });
});
