/** The sign-up form (spec §4 step 1): core's registration schema plus the password confirmation, in two steps. */
import { z } from 'zod';
import { registerOrganizationSchema } from '@employee-portal/core/access/organization-signup.schema';
import { passwordField } from '@employee-portal/core/fields';
import { messages } from '@employee-portal/core/messages/catalogue';

export const onboardingSchema = registerOrganizationSchema.extend({ password_confirmation: passwordField() }).superRefine((value, ctx) => {
  if (value.password !== value.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: messages.passwordsMustMatch });
});

export type OnboardingInput = z.input<typeof onboardingSchema>;
export type OnboardingOutput = z.output<typeof onboardingSchema>;
export type OnboardingField = keyof OnboardingInput;

export const BUSINESS_FIELDS = ['organization_name', 'time_zone', 'address_line1', 'city', 'state', 'zip'] as const satisfies readonly OnboardingField[];
export const OWNER_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation'] as const satisfies readonly OnboardingField[];

const FIELDS: readonly OnboardingField[] = [...BUSINESS_FIELDS, ...OWNER_FIELDS];
export const isOnboardingField = (name: string): name is OnboardingField => (FIELDS as readonly string[]).includes(name);

/** The step (0 business, 1 owner) holding a field, so a server error sends the visitor back to it. */
export const stepOfField = (field: OnboardingField): 0 | 1 => ((BUSINESS_FIELDS as readonly string[]).includes(field) ? 0 : 1);

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
