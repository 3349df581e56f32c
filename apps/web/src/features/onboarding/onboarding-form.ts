/**
 * The sign-up forms (spec §4): the business (registration step 1, answered with an organization token), then its
 * owner's account (POST users, which turns that token into the session), each with core's schema.
 */
import type { z } from 'zod';
import { organizationDetailsSchema, ownerAccountSchema } from '@employee-portal/core/access/organization-signup.schema';
import { passwordField } from '@employee-portal/core/fields';
import { messages } from '@employee-portal/core/messages/catalogue';

export const businessSchema = organizationDetailsSchema;
export type BusinessInput = z.input<typeof businessSchema>;
export type BusinessOutput = z.output<typeof businessSchema>;

export const ownerSchema = ownerAccountSchema
  .extend({ password_confirmation: passwordField() })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: messages.passwordsMustMatch });
  });
export type OwnerInput = z.input<typeof ownerSchema>;
export type OwnerOutput = z.output<typeof ownerSchema>;

export const BUSINESS_FIELDS = [
  'organization_name',
  'time_zone',
  'address_line1',
  'city',
  'state',
  'zip',
] as const satisfies readonly (keyof BusinessInput)[];
export const OWNER_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'password_confirmation',
] as const satisfies readonly (keyof OwnerInput)[];

export const emptyBusiness = (timeZone: string | undefined): BusinessInput => ({
  organization_name: '',
  time_zone: timeZone ?? '',
  address_line1: '',
  city: '',
  state: '',
  zip: '',
});
export const emptyOwner: OwnerInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
};

/**
 * Which of `fields` shows a server field's error (for lib/api-errors.ts): POST users names its fields under `user.`
 * (its body is `{ user }`), step 1 names them plainly.
 */
export const signUpFieldOf =
  <Field extends string>(fields: readonly Field[]) =>
  (serverField: string): Field | null => {
    const field = serverField.replace(/^user\./, '');
    return (fields as readonly string[]).includes(field) ? (field as Field) : null;
  };

/** The browser's IANA zones, with the browser's own listed even where the browser omits it (e.g. 'UTC'). */
export function timeZoneChoices(browserZone: string | undefined): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An engine without the list still offers the visitor's own zone.
  }
  return browserZone && !zones.includes(browserZone) ? [browserZone, ...zones] : zones;
}
